import { z } from 'zod';
import { LONG_TEXT_MAX, REJECT_REASON_MAX, WORK_TYPES, type WorkType } from './constants';
import { MSG } from './messages';
import { coordinate, isoDate, optionalText, pathList, requiredText } from './schemas';

/** Tender stages of the wizard (spec 000 §5): the complex toggle overrides the type. */
export const TENDER_STAGES = ['design', 'construction'] as const;
export type TenderStage = (typeof TENDER_STAGES)[number];
export const TENDER_STAGE_LABELS: Record<TenderStage, string> = {
  design: 'Проектирование',
  construction: 'Строительство',
};

/** The work type a tender is filed under: its stage, or complex construction when toggled. */
export const tenderType = (stage: TenderStage, complex: boolean): WorkType =>
  complex ? 'complex_construction' : stage;

/** Years offered by the tender date selects: the current year plus 9 more (spec 000 §5). */
export const TENDER_YEARS_AHEAD = 9;
export function tenderYears(now = new Date()): number[] {
  const first = now.getFullYear();
  return Array.from({ length: TENDER_YEARS_AHEAD + 1 }, (_, i) => first + i);
}

/** The tender detail saves the address this long after the last keystroke (spec 000 §9). */
export const TENDER_ADDRESS_AUTOSAVE_MS = 1000;

/** The stored status of a tender (spec 001 §4); the client list derives its own label from requests. */
export const TENDER_STATUSES = ['waiting_for_requests', 'executor_chosen'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

/** The name a tender shows: its name, or 'Без названия' (spec 001 §2.6). */
export const tenderTitle = (tender: { tender_name: string }) =>
  tender.tender_name.trim() || 'Без названия';

/** Its place: 'Россия, ' and the address, or 'Без адреса' (spec 000 §2, 001 §2.6). */
export const tenderPlace = (tender: { address: string }) =>
  tender.address.trim() ? `Россия, ${tender.address.trim()}` : 'Без адреса';

/** The status of a tender still looking for an executor: listed to contractors, taking offers. */
export const OPEN_TENDER_STATUS: TenderStatus = 'waiting_for_requests';
export const TENDER_STATUS_LABELS: Record<TenderStatus, string> = {
  waiting_for_requests: 'Ожидание предложений',
  executor_chosen: 'Исполнитель выбран',
};

/** Request statuses (spec 000 §4) and the moves between them (DESIGN.md). */
export const REQUEST_STATUSES = [
  'waiting',
  'offered',
  'accepted_by_contractor',
  'accepted',
  'rejected',
  'declined',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Labels the client sees (spec 000 §4). */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  waiting: 'Ожидание ответа',
  offered: 'Ожидание ответа',
  accepted_by_contractor: 'Получен ответ',
  accepted: 'Принято',
  rejected: 'Подрядчик отклонен',
  declined: 'Отклонено',
};

/**
 * Labels the contractor sees (spec 001 §4), with one deviation: an accepted invitation still waits
 * for the client's choice, so it reads 'Принятие решения' rather than 'Выбран исполнителем'
 * (docs/decisions.md).
 */
export const CONTRACTOR_REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  waiting: 'Принятие решения',
  offered: 'Принятие решения',
  accepted_by_contractor: 'Принятие решения',
  accepted: 'Выбран исполнителем',
  rejected: 'Отказ',
  declined: 'Отказ',
};

export const REQUEST_STATUS_COLORS: Record<RequestStatus, string> = {
  waiting: 'yellow',
  offered: 'yellow',
  accepted_by_contractor: 'blue',
  accepted: 'green',
  rejected: 'red',
  declined: 'red',
};

const PENDING: readonly RequestStatus[] = ['waiting', 'offered'];
export const isPendingRequest = (status: RequestStatus) => PENDING.includes(status);

/** The status a client sees on a tender, derived from its requests (spec 000 §4). */
export function tenderStatusLabel(statuses: readonly RequestStatus[]): string {
  if (statuses.some(isPendingRequest)) return 'Ожидание ответа';
  if (statuses.includes('accepted_by_contractor')) return 'Выбор исполнителя';
  return 'В работе';
}

/** The dashboard's response filters (spec 000 §2). */
export const REQUEST_FILTERS = ['all', 'waiting', 'responded', 'accepted', 'declined'] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];
export const REQUEST_FILTER_LABELS: Record<RequestFilter, string> = {
  all: 'Все',
  waiting: 'Ожидание ответа',
  responded: 'Получен ответ',
  accepted: 'Принято',
  declined: 'Отклонено',
};
const FILTER_STATUSES: Record<Exclude<RequestFilter, 'all'>, readonly RequestStatus[]> = {
  waiting: PENDING,
  responded: ['accepted_by_contractor'],
  accepted: ['accepted'],
  declined: ['rejected'],
};
export const matchesRequestFilter = (status: RequestStatus, filter: RequestFilter) =>
  filter === 'all' || FILTER_STATUSES[filter].includes(status);

/** 'New requests' on the dashboard: flagged new and already answered (spec 000 §2). */
export const isNewAnswer = (request: { is_new: boolean; status: { code: RequestStatus } }) =>
  request.is_new && !isPendingRequest(request.status.code);

/** The filters of the contractor's 'Мои тендеры' (spec 001 §4); both refusals count as 'Отказы'. */
export const CONTRACTOR_REQUEST_FILTERS = ['all', 'new', 'in_work', 'refused'] as const;
export type ContractorRequestFilter = (typeof CONTRACTOR_REQUEST_FILTERS)[number];
export const CONTRACTOR_REQUEST_FILTER_LABELS: Record<ContractorRequestFilter, string> = {
  all: 'Все',
  new: 'Новые',
  in_work: 'В работе',
  refused: 'Отказы',
};
export function matchesContractorFilter(
  request: { is_new: boolean; status: { code: RequestStatus } },
  filter: ContractorRequestFilter,
) {
  const code = request.status.code;
  if (filter === 'new') return request.is_new;
  if (filter === 'in_work') return code === 'accepted';
  if (filter === 'refused') return code === 'rejected' || code === 'declined';
  return true;
}

/** Reasons a client gives when rejecting an answer (spec 000 §5). */
export const OTHER_REASON = 'Другая причина';
export const CLIENT_REJECT_REASONS = [
  'Неприемлемая стоимость',
  'Несоответствие требованиям',
  'Неудовлетворительные условия контракта',
  'Юридические проблемы',
  OTHER_REASON,
] as const;

/** Reasons a contractor gives when declining an invitation (spec 001 §5). */
export const CONTRACTOR_REJECT_REASONS = [
  'Нереалистичный бюджет',
  'Сжатые сроки',
  'Сложные юридические условия',
  'Рискованные требования по безопасности',
  OTHER_REASON,
] as const;

/** The reason sent: the chosen one, or the free text for 'Другая причина' (itself when empty). */
export const rejectReason = (choice: string, freeText: string) =>
  choice === OTHER_REASON ? freeText.trim() || OTHER_REASON : choice;

/** The comment of an invitation when the client writes none (spec 000 §9). */
export const DEFAULT_INVITE_COMMENT = '-';

/** Messages of tenders, requests and notifications (spec 000 §8 where it has them). */
export const MSG_TENDERS = {
  // spec 000 §8
  tenderLoadFailed: 'Ошибка загрузки тендера',
  tenderUpdateFailed: 'Ошибка при обновлении тендера',
  docsAdded: 'Документы успешно добавлены',
  docUploadFailed: 'Ошибка загрузки документа',
  tenderDeleted: 'Тендер удалён',
  tenderDeleteFailed: 'Ошибка при удалении тендера',
  tendersLoadFailed: 'Ошибка загрузки тендеров',
  invited: 'Подрядчик успешно приглашён!',
  inviteFailed: 'Ошибка приглашения',
  contractorsLoadFailed: 'Ошибка загрузки подрядчиков',
  notificationsLoadFailed: 'Ошибка загрузки уведомлений',
  coverUploadFailed: 'Ошибка загрузки',
  fileUploadFailed: 'Ошибка загрузки файла',
  contractorLoadFailed: 'Ошибка загрузки подрядчика',
  tenderCreateFailed: 'Ошибка создания тендера',
  tenderSaveFailed: 'Ошибка сохранения тендера',
  acceptFailed: 'Ошибка при принятии заявки',
  rejectFailed: 'Ошибка при отклонении заявки',
  addContractorFailed: 'Ошибка добавления подрядчика',
  docDeleteFailed: 'Ошибка при удалении документа',
  downloadFailed: 'Не удалось скачать файл: доступ запрещён или CORS',
  requestRejected: 'Заявка отклонена!',
  executorChosen: 'Подрядчик успешно выбран исполнителем!',
  contractorRejected: 'Подрядчик отклонен!',
  bannerTenderDeleted: 'Тендер удален',
  bannerDocDeleted: 'Документ удален',
  bannerSaved: 'Изменения сохранены.',
  needProject: 'Для создания тендера сначала создайте проект',
  inviteNeedsTender: 'Не выбран подрядчик или не указан тендер',
  requestsLoadFailed: 'Ошибка загрузки заявок',

  // spec 001 §8, the contractor side
  offerSent: 'Коммерческое предложение успешно отправлено. Ожидайте ответа от заказчика',
  offerSendFailed: 'Ошибка отправки заявки',
  requestAccepted: 'Заявка успешно принята!',
  filesUploadFailed: 'Ошибка загрузки файлов',

  // ours, where the spec leaves the text open
  tenderNotFound: 'Тендер не найден',
  requestNotFound: 'Заявка не найдена',
  contractorNotFound: 'Подрядчик не найден',
  caseNotFound: 'Кейс не найден',
  projectUnknown: 'Выберите проект из списка',
  imageRequired: 'Загрузите хотя бы одно изображение',
  endBeforeStart: 'Дата окончания не может быть раньше даты начала',
  endDatePartial: 'Укажите день, месяц и год окончания или оставьте дату пустой',
  alreadyInvited: 'Этот подрядчик уже приглашён в тендер',
  alreadyOffered: 'Вы уже отправили предложение по этому тендеру',
  contractorUnavailable: 'Подрядчик сейчас не участвует в тендерах',
  executorExists: 'Исполнитель для этого тендера уже выбран',
  tenderClosed: 'Исполнитель по этому тендеру уже выбран, предложения не принимаются',
  reasonRequired: 'Укажите причину отказа',
  offerEmpty: 'Добавьте комментарий или файл к предложению',
  moveNotAllowed: 'Заявку в этом статусе нельзя изменить так',
  fileForbidden: 'Нет доступа к файлу',
  editModeTitle: 'Редактирование тендера',
  loading: 'Загрузка...',
} as const;

/** Banner after creation (spec 000 §8): 'Тендер … успешно создан.' plus the wait note if invited. */
export const tenderCreatedBanner = (name: string, invited: boolean) =>
  `Тендер «${name}» успешно создан.${invited ? ' Ожидайте ответа от подрядчика' : ''}`;

export const TENDER_MAX_IMAGES = 20;
export const TENDER_MAX_DOCS = 50;

/** The wizard's fields of a tender (spec 000 §3, write payload). */
export const tenderFields = z.object({
  tender_name: requiredText(),
  projectId: z.coerce
    .number({ error: MSG_TENDERS.projectUnknown })
    .int({ error: MSG_TENDERS.projectUnknown })
    .positive({ error: MSG_TENDERS.projectUnknown }),
  stage: z.enum(TENDER_STAGES, { error: MSG.required }),
  complex_structure: z.boolean({ error: MSG.invalidValue }).default(false),
  address: requiredText(LONG_TEXT_MAX),
  latitude: coordinate(90),
  longitude: coordinate(180),
  description: requiredText(LONG_TEXT_MAX),
  start_date: isoDate,
  end_date: isoDate.nullish().or(z.literal('')),
  images_paths: pathList(TENDER_MAX_IMAGES, MSG_TENDERS.imageRequired).min(1, {
    error: MSG_TENDERS.imageRequired,
  }),
  docs_paths: pathList(TENDER_MAX_DOCS).default([]),
  /** Sent by the spec's client; the server derives it from stage and complex_structure. */
  type: z.enum(WORK_TYPES).optional(),
});

const endNotBeforeStart = (t: { start_date: string; end_date?: string | null }) =>
  !t.end_date || t.end_date >= t.start_date;

/** POST /tenders. */
export const createTenderBody = tenderFields.refine(endNotBeforeStart, {
  error: MSG_TENDERS.endBeforeStart,
  path: ['end_date'],
});

/** PATCH /tenders/{id}: the full edit, the address alone, or docs_paths alone (spec 000 §7). */
export const tenderAddressBody = z.object({
  address: requiredText(LONG_TEXT_MAX),
  latitude: coordinate(90),
  longitude: coordinate(180),
});
export const tenderDocsBody = z.object({ docs_paths: pathList(TENDER_MAX_DOCS) });

/** Which of the three PATCH forms a body is: a full edit names the tender, a docs update the docs. */
export type TenderPatchBody =
  | z.output<typeof createTenderBody>
  | z.output<typeof tenderDocsBody>
  | z.output<typeof tenderAddressBody>;
export function tenderPatchSchema(body: unknown): z.ZodType<TenderPatchBody> {
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  if (keys.includes('tender_name')) return createTenderBody;
  if (keys.includes('docs_paths') && !keys.includes('address')) return tenderDocsBody;
  return tenderAddressBody;
}

/** A stored document with what the lists show: its original name and real size. */
export const fileInfoSchema = z.object({
  path: z.string(),
  name: z.string(),
  size: z.number().int(),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

export const requestStatusSchema = z.object({
  code: z.enum(REQUEST_STATUSES),
  label: z.string(),
});

/** The party of a request or notification as the other side sees it. */
export const partySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  profile: z.object({
    short_name: z.string().nullable(),
    full_legal_name: z.string().nullable(),
    name: z.string().nullable(),
    surname: z.string().nullable(),
    avatar: z.string().nullable(),
    logo: z.string().nullable(),
  }),
});
export type Party = z.infer<typeof partySchema>;

/** A request as a list item or detail: the contractor is `user`, the tender is nested. */
export const requestSchema = z.object({
  id: z.number().int(),
  status: requestStatusSchema,
  user: partySchema,
  client: partySchema,
  tender: z.object({ id: z.number().int(), tender_name: z.string() }),
  /** 'offer' when the contractor answered an open tender, 'invitation' when the client invited. */
  origin: z.enum(['offer', 'invitation']),
  /**
   * The contractor's answer (an offer's or an accepted invitation's comment and files). While an
   * invitation is unanswered (`offered`) they stand in for the client's invitation instead.
   */
  comment: z.string().nullable(),
  reject_reason: z.string().nullable(),
  documents: z.array(z.string()),
  document_files: z.array(fileInfoSchema),
  /** The client's invitation, whatever the contractor answered: null and [] for an offer. */
  invite_comment: z.string().nullable(),
  invite_document_files: z.array(fileInfoSchema),
  is_new: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TenderRequest = z.infer<typeof requestSchema>;

export const tenderSchema = z.object({
  id: z.number().int(),
  tender_name: z.string(),
  project: z.object({ id: z.number().int(), name: z.string() }),
  project_name: z.string(),
  projectId: z.number().int(),
  type: z.enum(WORK_TYPES),
  services: z.string(),
  stage: z.enum(TENDER_STAGES),
  complex_structure: z.boolean(),
  images: z.array(z.string()),
  start_date: z.string(),
  end_date: z.string().nullable(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description: z.string(),
  documents: z.array(z.string()),
  document_files: z.array(fileInfoSchema),
  status: z.object({ code: z.enum(TENDER_STATUSES), label: z.string() }),
  created_at: z.string(),
  /** The client who published it (spec 001 §3: contacts for the contractor). */
  user: partySchema.extend({
    surname: z.string(),
    profile: partySchema.shape.profile.extend({
      vk: z.string().nullable(),
      telegram: z.string().nullable(),
      whatsapp: z.string().nullable(),
      location: z.string().nullable(),
    }),
  }),
  /** For the owner: its requests; for a contractor: only its own. */
  requests: z.array(requestSchema),
});
export type Tender = z.infer<typeof tenderSchema>;
export type CreateTenderBody = z.input<typeof createTenderBody>;

/** POST /request/{tenderId}: an invitation (client, user_id) or an offer (contractor). */
export const createRequestBody = z.object({
  user_id: z.coerce.number({ error: MSG.invalidValue }).int().positive().optional(),
  comment: optionalText(LONG_TEXT_MAX),
  docs_paths: pathList(TENDER_MAX_DOCS).default([]),
});
export const acceptRequestBody = z.object({
  comment: optionalText(LONG_TEXT_MAX),
  docs_paths: pathList(TENDER_MAX_DOCS).default([]),
});
export const rejectRequestBody = z.object({
  reason: z
    .string({ error: MSG_TENDERS.reasonRequired })
    .trim()
    .min(1, { error: MSG_TENDERS.reasonRequired })
    .max(REJECT_REASON_MAX, { error: MSG.tooLong }),
});

/** A notification (spec 000 §3); status, documents and user describe the request it is about. */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  button_text: z.string().nullable(),
  button_link: z.string().nullable(),
  date: z.string(),
  avatar: z.string().nullable(),
  is_new: z.boolean(),
  comment: z.string().nullable(),
  status: requestStatusSchema.nullable(),
  documents: z.array(z.string()),
  user: partySchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const markNotificationsSeenBody = z.object({
  /** The ids to mark; none marks every notification of the caller. */
  ids: z.array(z.number().int().positive()).max(500).optional(),
});

/** The tender id of a notification link such as /api/tenders/42 (spec 000 §2). */
export function tenderIdFromLink(link: string | null | undefined): number | null {
  const match = link ? /\/api\/tenders\/(\d+)/.exec(link) : null;
  return match ? Number(match[1]) : null;
}

/** The request id of a notification's button_link such as /api/request/17. */
export function requestIdFromLink(link: string | null | undefined): number | null {
  const match = link ? /\/request\/(\d+)(?:[/?#]|$)/.exec(link) : null;
  return match ? Number(match[1]) : null;
}

/** The name a party goes by: a company's short or full name, a person's name, else the e-mail. */
export function partyName(party: Pick<Party, 'name' | 'email' | 'profile'> | null | undefined) {
  if (!party) return '';
  const p = party.profile;
  const person = [p.name, p.surname].filter(Boolean).join(' ');
  return p.short_name || p.full_legal_name || person || party.name || party.email;
}

/** The message of a request as the drawers show it: the reject reason when the comment is '-'. */
export function requestMessage(request: {
  comment: string | null;
  reject_reason?: string | null;
}): string {
  const comment = request.comment?.trim() ?? '';
  if (comment && comment !== DEFAULT_INVITE_COMMENT) return comment;
  return request.reject_reason?.trim() || comment;
}

/** File-type icon by extension (spec 000 §9): pdf, doc, ppt, ps, svg, xls; anything else is doc. */
export const FILE_ICON_KINDS = ['pdf', 'doc', 'ppt', 'ps', 'svg', 'xls'] as const;
export type FileIconKind = (typeof FILE_ICON_KINDS)[number];
export function fileIconKind(name: string): FileIconKind {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const map: Record<string, FileIconKind> = {
    pdf: 'pdf',
    doc: 'doc',
    docx: 'doc',
    ppt: 'ppt',
    pptx: 'ppt',
    ps: 'ps',
    svg: 'svg',
    xls: 'xls',
    xlsx: 'xls',
  };
  return map[ext] ?? 'doc';
}

/** A file size as the lists show it: '365.8 КБ'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  const units = ['КБ', 'МБ', 'ГБ'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** The moves of a request that notify the other party (DESIGN.md). */
export type RequestMove =
  'invite' | 'offer' | 'contractor_accept' | 'contractor_decline' | 'choose' | 'reject';

/**
 * Accept and reject of an existing request (DESIGN.md): the caller's side and the request's status
 * decide the move. The contractor answers an invitation; the client decides on an offer or an
 * accepted invitation. Anything else is refused (the server answers 409).
 */
export const REQUEST_ANSWERS = {
  contractor: {
    accept: { from: ['offered'], to: 'accepted_by_contractor', move: 'contractor_accept' },
    reject: { from: ['offered'], to: 'declined', move: 'contractor_decline' },
  },
  client: {
    accept: { from: ['waiting', 'accepted_by_contractor'], to: 'accepted', move: 'choose' },
    reject: { from: ['waiting', 'accepted_by_contractor'], to: 'rejected', move: 'reject' },
  },
} as const satisfies Record<
  'client' | 'contractor',
  Record<
    'accept' | 'reject',
    { from: readonly RequestStatus[]; to: RequestStatus; move: RequestMove }
  >
>;

/** May this side accept or reject a request in this status. */
export const mayAnswer = (
  side: keyof typeof REQUEST_ANSWERS,
  kind: 'accept' | 'reject',
  status: RequestStatus,
) => (REQUEST_ANSWERS[side][kind].from as readonly RequestStatus[]).includes(status);

/** What each move tells the other party: title, text with the tender's name in « », button. */
export function notificationContent(move: RequestMove, who: string, tender: string) {
  const t = `«${tender}»`;
  switch (move) {
    case 'invite':
      return {
        title: 'Приглашение к тендеру',
        text: `${who} приглашает вас принять участие в тендере ${t}`,
        button: 'Смотреть приглашение',
      };
    case 'offer':
      return {
        title: 'Новое предложение',
        text: `${who} отправил коммерческое предложение по тендеру ${t}`,
        button: 'Смотреть ответ',
      };
    case 'contractor_accept':
      return {
        title: 'Получен ответ',
        text: `${who} принял приглашение к тендеру ${t}`,
        button: 'Смотреть ответ',
      };
    case 'contractor_decline':
      return {
        title: 'Приглашение отклонено',
        text: `${who} отклонил приглашение к тендеру ${t}`,
        button: 'Смотреть ответ',
      };
    case 'choose':
      return {
        title: 'Выбран исполнителем',
        text: `${who} выбрал вас исполнителем тендера ${t}`,
        button: 'Смотреть ответ',
      };
    case 'reject':
      return {
        title: 'Отказ',
        text: `${who} отклонил ваше предложение по тендеру ${t}`,
        button: 'Смотреть ответ',
      };
  }
}

/** The contractor's tender list filters (spec 001 §5): name substring, region in the address, type. */
export type TenderFilter = {
  search: string;
  region: string | null;
  types: readonly WorkType[];
};

export function filterTenders<T extends Pick<Tender, 'tender_name' | 'address' | 'type'>>(
  list: readonly T[],
  f: TenderFilter,
) {
  const needle = f.search.trim().toLowerCase();
  const region = f.region?.trim().toLowerCase();
  return list.filter(
    (t) =>
      (!needle || t.tender_name.toLowerCase().includes(needle)) &&
      (!region || t.address.toLowerCase().includes(region)) &&
      (f.types.length === 0 || f.types.includes(t.type)),
  );
}
