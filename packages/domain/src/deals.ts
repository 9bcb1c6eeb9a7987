import { z } from 'zod';
import { ID_MAX, LONG_TEXT_MAX } from './constants';
import { fileInfoSchema } from './files';
import { formatDate } from './format';
import { MSG } from './messages';
import { listMeta, pageQuery, wholeQueryNumber } from './lists';
import { imagePathSchema, isoDate, optionalText, pathList, requiredText } from './schemas';

/*
 * The deal after the choice: made from the chosen offer at the moment of the choice (its terms
 * fixed as they were), then moved by its two parties step by step. Every step is a row of
 * DEAL_TRANSITIONS — who makes it, from which statuses, to which, what it needs and the refusal —
 * which the server follows and the web app reads.
 */

export const DEAL_STATUSES = [
  'draft',
  'awaiting_confirmation',
  'in_progress',
  'work_reported',
  'accepted',
  'terminated',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export const DEAL_STATUS_LABELS: Record<DealStatus, string> = {
  draft: 'Договор не заполнен',
  awaiting_confirmation: 'Ждёт подтверждения подрядчика',
  in_progress: 'Договор заключён',
  work_reported: 'Работы выполнены',
  accepted: 'Работы приняты',
  terminated: 'Договор расторгнут',
};

/** The statuses a deal no longer moves from. */
export const DEAL_FINAL_STATUSES = ['accepted', 'terminated'] as const satisfies DealStatus[];

/**
 * The contract in words, as the trail, the notices and a portfolio case say it: 'Договор № П-17
 * от 01.03.2026; начало 10.03.2026, окончание 30.06.2026' (the parts it has).
 */
export function contractLine(c: {
  contract_number: string;
  contract_date?: string | null;
  start_date?: string | null;
  planned_finish?: string | null;
}) {
  const head = `Договор № ${c.contract_number}${c.contract_date ? ` от ${formatDate(c.contract_date)}` : ''}`;
  const dates = [
    c.start_date ? `начало ${formatDate(c.start_date)}` : null,
    c.planned_finish ? `окончание ${formatDate(c.planned_finish)}` : null,
  ].filter(Boolean);
  return dates.length > 0 ? `${head}; ${dates.join(', ')}` : head;
}

/** The contract number's limit. */
export const DEAL_CONTRACT_NUMBER_MAX = 50;

export const MSG_DEALS = {
  notFound: 'Сделка не найдена',
  contractNotAllowed: 'Данные договора можно внести, пока подрядчик их не подтвердил',
  confirmNotAllowed: 'Подтвердить можно только внесённые заказчиком данные договора',
  reportNotAllowed: 'Сообщить о выполнении можно только по заключённому договору',
  acceptNotAllowed: 'Принять можно только работы, о выполнении которых сообщил подрядчик',
  returnNotAllowed:
    'Вернуть на доработку можно только работы, о выполнении которых сообщил подрядчик',
  terminateNotAllowed: 'Сделка уже завершена',
  finishBeforeStart: 'Плановое окончание не может быть раньше начала',
  remarksRequired: 'Укажите замечания',
  reasonRequired: 'Укажите причину',
  documentsRequired: 'Приложите документы о приёмке: КС-2 и КС-3 или акт',
} as const;

/** Which party makes a step: the tender's client, its executor, or either of them. */
export type DealSide = 'client' | 'contractor';
export type DealTransition = {
  by: DealSide | 'either';
  from: readonly DealStatus[];
  to: DealStatus;
  /** What the step carries: the contract's details, the remarks, the reason; none for a plain step. */
  needs: 'contract' | 'remarks' | 'reason' | null;
  /** The entry in the tender's trail and the notice to the other party, in words. */
  label: string;
  /** The refusal of the step from another status (or made a second time). */
  refused: string;
};

export const DEAL_TRANSITIONS = {
  /** The client fills in the contract: number, date, start and planned finish; again until confirmed. */
  contract: {
    by: 'client',
    from: ['draft', 'awaiting_confirmation'],
    to: 'awaiting_confirmation',
    needs: 'contract',
    label: 'Данные договора внесены',
    refused: MSG_DEALS.contractNotAllowed,
  },
  /** The contractor confirms them: 'Договор заключён'. */
  confirm: {
    by: 'contractor',
    from: ['awaiting_confirmation'],
    to: 'in_progress',
    needs: null,
    label: 'Договор заключён',
    refused: MSG_DEALS.confirmNotAllowed,
  },
  /** The contractor reports the work done. */
  report: {
    by: 'contractor',
    from: ['in_progress'],
    to: 'work_reported',
    needs: null,
    label: 'Работы выполнены',
    refused: MSG_DEALS.reportNotAllowed,
  },
  /** The client accepts the work. */
  accept: {
    by: 'client',
    from: ['work_reported'],
    to: 'accepted',
    needs: null,
    label: 'Работы приняты',
    refused: MSG_DEALS.acceptNotAllowed,
  },
  /** The client returns the work with remarks; the contractor reports again. */
  return: {
    by: 'client',
    from: ['work_reported'],
    to: 'in_progress',
    needs: 'remarks',
    label: 'Работы возвращены на доработку',
    refused: MSG_DEALS.returnNotAllowed,
  },
  /** Either party ends the deal early, with its reason. */
  terminate: {
    by: 'either',
    from: ['draft', 'awaiting_confirmation', 'in_progress', 'work_reported'],
    to: 'terminated',
    needs: 'reason',
    label: 'Договор расторгнут',
    refused: MSG_DEALS.terminateNotAllowed,
  },
} as const satisfies Record<string, DealTransition>;

export type DealTransitionName = keyof typeof DEAL_TRANSITIONS;
export const DEAL_TRANSITION_NAMES = Object.keys(DEAL_TRANSITIONS) as DealTransitionName[];

/** May this side make this step from this status. */
export const mayMoveDeal = (side: DealSide, name: DealTransitionName, status: DealStatus) => {
  const t: DealTransition = DEAL_TRANSITIONS[name];
  return (t.by === 'either' || t.by === side) && t.from.includes(status);
};

/** The steps a side may make now (the web app's buttons). */
export const dealMovesOf = (side: DealSide, status: DealStatus) =>
  DEAL_TRANSITION_NAMES.filter((name) => mayMoveDeal(side, name, status));

/**
 * Overdue: the work runs (the contract is confirmed, or the work was returned) and its planned
 * finish has passed without a report. `today`: YYYY-MM-DD.
 */
export const dealOverdue = (
  deal: { status: DealStatus; planned_finish: string | null },
  today: string,
) => deal.status === 'in_progress' && deal.planned_finish !== null && deal.planned_finish < today;

// --- Bodies ------------------------------------------------------------------------------------

/** POST /deals/{id}/contract: the contract's details, the start and the planned finish. */
export const dealContractBody = z
  .object({
    contract_number: requiredText(DEAL_CONTRACT_NUMBER_MAX),
    contract_date: isoDate,
    start_date: isoDate,
    planned_finish: isoDate,
    /** The signed contract, an upload of the client's own (POST /deals/uploadFile). */
    contract_file: imagePathSchema,
  })
  .refine((b) => b.planned_finish >= b.start_date, {
    error: MSG_DEALS.finishBeforeStart,
    path: ['planned_finish'],
  });

export type DealContractBody = z.input<typeof dealContractBody>;

/** The most files a report carries. */
export const DEAL_DOCUMENTS_MAX = 10;

/**
 * POST /deals/{id}/report: the acceptance documents (КС-2/КС-3 or an act), at least one, each an
 * upload of the contractor's own; an optional comment.
 */
export const dealReportBody = z.object({
  documents: pathList(DEAL_DOCUMENTS_MAX, MSG_DEALS.documentsRequired).min(1, {
    error: MSG_DEALS.documentsRequired,
  }),
  comment: optionalText(LONG_TEXT_MAX),
});

const neededText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(LONG_TEXT_MAX, { error: MSG.tooLong });

/** POST /deals/{id}/return: the client's remarks. */
export const dealReturnBody = z.object({ remarks: neededText(MSG_DEALS.remarksRequired) });

/** POST /deals/{id}/terminate: the reason of the party that ends the deal. */
export const dealTerminateBody = z.object({ reason: neededText(MSG_DEALS.reasonRequired) });

export type DealReportBody = z.input<typeof dealReportBody>;
export type DealReturnBody = z.input<typeof dealReturnBody>;
export type DealTerminateBody = z.input<typeof dealTerminateBody>;

// --- Answers -----------------------------------------------------------------------------------

export const dealSchema = z.object({
  id: z.number(),
  tender_id: z.number(),
  tender_title: z.string(),
  /** The client's project of the tender: to the client only (null to the contractor). */
  project_id: z.number().nullable(),
  project_title: z.string().nullable(),
  /** The client as named elsewhere: a company's short name, a person's name. */
  client_name: z.string(),
  /** The executor company's short name. */
  contractor_name: z.string(),
  request_id: z.number(),
  client_id: z.number(),
  contractor_id: z.number(),
  status: z.enum(DEAL_STATUSES),
  status_label: z.string(),
  /** The chosen offer's terms as they were at the choice; null when the offer named no price. */
  price_with_vat_kopecks: z.number().nullable(),
  price_without_vat_kopecks: z.number().nullable(),
  vat: z.string().nullable(),
  vat_rate: z.number().nullable(),
  duration_days: z.number().nullable(),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  contract_number: z.string().nullable(),
  contract_date: z.string().nullable(),
  start_date: z.string().nullable(),
  planned_finish: z.string().nullable(),
  contract_file: z.string().nullable(),
  acceptance_files: z.array(z.string()),
  /** The same files with the names they were uploaded under, in order (the signed contract first). */
  contract_document: fileInfoSchema.nullable(),
  acceptance_documents: z.array(fileInfoSchema),
  report_comment: z.string().nullable(),
  remarks: z.string().nullable(),
  end_reason: z.string().nullable(),
  ended_by: z.number().nullable(),
  confirmed_at: z.string().nullable(),
  reported_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  terminated_at: z.string().nullable(),
  overdue: z.boolean(),
  /** The steps the caller may make now. */
  moves: z.array(z.enum(DEAL_TRANSITION_NAMES as [DealTransitionName, ...DealTransitionName[]])),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;
export const dealAnswer = z.object({ deal: dealSchema });

// --- The list ----------------------------------------------------------------------------------

/**
 * GET /deals: the caller's deals, newest move first; by status, or only the overdue ones; with
 * `project_id`, only those of one project (another's project: an empty page).
 */
export const dealListQuery = pageQuery.extend({
  status: z.enum(DEAL_STATUSES, { error: MSG.invalidValue }).optional(),
  overdue: z.enum(['true', 'false'], { error: MSG.invalidValue }).optional(),
  project_id: wholeQueryNumber(1, ID_MAX).optional(),
});
export type DealListQuery = z.output<typeof dealListQuery>;

/** A deal as the list shows it: what it is about, where it stands, and its dates. */
export const dealCardSchema = z.object({
  id: z.number(),
  tender_id: z.number(),
  tender_title: z.string(),
  /** The client's project of the tender: to the client only (null to the contractor). */
  project_id: z.number().nullable(),
  project_title: z.string().nullable(),
  client_name: z.string(),
  contractor_name: z.string(),
  status: z.enum(DEAL_STATUSES),
  status_label: z.string(),
  price_with_vat_kopecks: z.number().nullable(),
  contract_number: z.string().nullable(),
  start_date: z.string().nullable(),
  planned_finish: z.string().nullable(),
  overdue: z.boolean(),
  updated_at: z.string(),
});
export type DealCard = z.infer<typeof dealCardSchema>;
export const dealListAnswer = z.object({ deals: z.array(dealCardSchema), meta: listMeta });

// --- The screens -------------------------------------------------------------------------------

/** Each step's button, as its side reads it. */
export const DEAL_STEP_ACTIONS: Record<DealTransitionName, string> = {
  contract: 'Внести данные договора',
  confirm: 'Договор заключён',
  report: 'Работы выполнены',
  accept: 'Работы приняты',
  return: 'Вернуть на доработку',
  terminate: 'Расторгнуть договор',
};

/** The filters of 'Мои договоры': every deal, one status, or the overdue ones. */
export const DEAL_LIST_FILTERS = ['all', ...DEAL_STATUSES, 'overdue'] as const;
export type DealListFilter = (typeof DEAL_LIST_FILTERS)[number];
export const DEAL_LIST_FILTER_LABELS: Record<DealListFilter, string> = {
  all: 'Все',
  ...DEAL_STATUS_LABELS,
  overdue: 'Просроченные',
};

/** The overdue mark: the planned finish passed without a report. */
export const dealOverdueText = (plannedFinish: string | null) =>
  `Просрочено: плановое окончание ${formatDate(plannedFinish)}`;

export const MSG_DEAL_SCREENS = {
  title: 'Договор',
  listTitle: 'Мои договоры',
  projectTitle: 'Договоры проекта',
  loadFailed: 'Не удалось загрузить договор',
  listLoadFailed: 'Не удалось загрузить договоры',
  stepFailed: 'Не удалось выполнить действие. Попробуйте ещё раз',
  uploadFailed: 'Не удалось загрузить файл',
  empty: 'Договоров пока нет',
  emptyHint: 'Договор появится, когда заказчик выберет ваше предложение.',
  emptyFiltered: 'Нет договоров с таким статусом',
  projectEmpty: 'По тендерам проекта пока нет договоров',
  noPrice: 'Цена не указана',
  notFilled: 'Заказчик ещё не внёс данные договора',
  confirmTitle: 'Подтвердить договор?',
  confirmText:
    'Подтвердите, что договор с этими данными заключён. После подтверждения заказчик не сможет их изменить.',
  acceptTitle: 'Принять работы?',
  acceptText: 'Работы будут приняты, договор будет исполнен. Это действие нельзя отменить.',
  terminateTitle: 'Расторгнуть договор?',
  terminateText: 'Договор будет расторгнут досрочно. Это действие нельзя отменить.',
  reasonLabel: 'Причина расторжения',
  remarksLabel: 'Замечания',
  reportComment: 'Комментарий',
  documentsLabel: 'Документы о приёмке (КС-2 и КС-3 или акт)',
  contractFileLabel: 'Подписанный договор',
  attach: 'Прикрепить файлы',
  attachContract: 'Прикрепить договор',
  send: 'Отправить',
  save: 'Сохранить',
  /** The contract's step once its details are in (they may change until confirmed). */
  editContract: 'Изменить данные договора',
  addToPortfolio: 'Добавить в портфолио',
  downloadFailed: 'Не удалось скачать файл. Попробуйте ещё раз.',
  preparing: 'Файл готовится…',
} as const;
