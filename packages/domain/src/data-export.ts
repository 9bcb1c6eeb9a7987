import { z } from 'zod';

/*
 * A person's own data, downloaded: 'Скачать мои данные' prepares one ZIP archive in the background
 * (a readable JSON file per part of the account, and the files it uploaded), kept for a day and
 * given only to its owner. One archive at a time per account.
 */

export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a ready archive may be downloaded; then it and its row are deleted. */
export const DATA_EXPORT_TTL_HOURS = 24;

/** How often the page asks for the state of an archive being prepared. */
export const DATA_EXPORT_POLL_MS = 3000;

/** The archive's file name on download: `podryad-data-YYYY-MM-DD.zip` (the day it was ready, UTC). */
export const dataExportFileName = (readyAt: string | Date) =>
  `podryad-data-${new Date(readyAt).toISOString().slice(0, 10)}.zip`;

/** The state of the caller's latest archive, as GET and POST /user/data-export answer it. */
export const dataExportState = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** Whole percent of the parts done, 0–100 (100 when ready). */
  progress: z.number().int().min(0).max(100),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** The archive's size in bytes once ready. */
  size: z.number().int().nullable(),
});
export type DataExportState = z.infer<typeof dataExportState>;

/** GET /user/data-export: the latest archive's state, or null when there is none. */
export const dataExportAnswer = dataExportState.nullable();

/**
 * How long a download link of the ready archive works: enough to start the download, too short
 * to be worth passing on. A started download runs on past it.
 */
export const DATA_EXPORT_LINK_TTL_MINUTES = 5;

/**
 * POST /user/data-export/link: a short-lived signed link to the ready archive, which the browser
 * downloads by plain navigation, straight to disk (no bearer token: the token in it is the proof).
 */
export const dataExportLinkAnswer = z.object({
  /** The archive's address on this site, path only: `/api/user/data-export/file?token=…`. */
  url: z.string(),
  expires_at: z.string(),
});
export type DataExportLink = z.infer<typeof dataExportLinkAnswer>;

/** GET /user/data-export/file: the link's signed token. */
export const dataExportFileQuery = z.object({ token: z.string().min(1).max(200) });

export const MSG_DATA_EXPORT = {
  /** A second request while one archive is being prepared. */
  busy: 'Архив уже готовится. Дождитесь его, прежде чем заказывать новый',
  /** A download after the day or before any archive. */
  gone: 'Архива нет: он не заказан или срок его хранения истёк. Закажите новый',
  /** A download link forged, altered, past its minutes, or of an archive since replaced or gone. */
  linkGone:
    'Ссылка на архив недействительна или устарела. Откройте «Мои данные» и нажмите «Скачать» ещё раз',
  /** The archive's build failed for good (shown beside the retry). */
  failed: 'Не удалось подготовить архив',
  // the web app
  tab: 'Мои данные',
  title: 'Скачать мои данные',
  hint: 'Мы соберём в один архив всё, что хранится в вашем аккаунте: профиль, компанию, контакты, проекты, тендеры, заявки, предложения, сделки, отзывы, уведомления, сеансы и загруженные вами файлы. Архив будет доступен 24 часа.',
  start: 'Подготовить архив',
  again: 'Подготовить заново',
  retry: 'Попробовать ещё раз',
  queued: 'Архив в очереди',
  building: 'Готовим архив',
  ready: 'Архив готов',
  download: 'Скачать',
  downloadFailed: 'Не удалось скачать архив',
  downloadStarted: 'Загрузка архива началась — следите за ней в загрузках браузера',
  startFailed: 'Не удалось заказать архив',
  loadFailed: 'Не удалось узнать состояние архива',
  availableUntil: (when: string) => `Доступен до ${when}`,
  replaces: 'Новый архив заменит готовый.',
} as const;

/**
 * The archive's parts: each file and what it holds, in the order of the archive's README (in
 * Russian, for the person who opens it).
 */
export const DATA_EXPORT_FILES: Record<string, string> = {
  'profile.json':
    'Аккаунт (телефон, e-mail, дата регистрации), профиль и контакты, компания (для подрядчика — реквизиты, СРО, виды работ и города приглашений; для заказчика — от чьего имени он закупает), сведения госреестра о компании, как они показаны на сайте, и рейтинг.',
  'consents.json':
    'Согласия, которые вы дали (и отозвали): документ, его редакция, когда и с какого адреса дано.',
  'sessions.json':
    'Сеансы входа: когда начат и когда последний раз использован каждый, браузер (User-Agent) и адрес, с которого выполнен вход.',
  'notice-settings.json':
    'Настройки уведомлений по темам и браузеры, получающие push-уведомления (только адрес push-сервиса, без ключей).',
  'notices.json': 'Уведомления, полученные на сайте.',
  'projects.json': 'Проекты заказчика.',
  'tenders.json':
    'Тендеры заказчика: условия, изменения (дополнения), вопросы подрядчиков (кто спросил) и ваши ответы, приглашения и предложения подрядчиков с их версиями — ровно в том виде, в каком их видит заказчик на сайте (запечатанные предложения до срока — без содержания).',
  'tender-trail.json':
    'Журнал событий ваших тендеров, по записи на событие с номером тендера (tender_id), — как на сайте (о запечатанном предложении до срока — только что оно пришло).',
  'requests.json':
    'Заявки подрядчика: приглашения, ваши предложения со всеми версиями, отказы и решения заказчика.',
  'questions.json': 'Вопросы, которые вы задали по тендерам, и ответы на них.',
  'deals.json': 'Сделки: условия, договор, отчёты о выполнении, приёмка или расторжение.',
  'reviews.json':
    'Отзывы: написанные вами (в том числе ещё не опубликованные) и опубликованные отзывы о вас с ответами.',
  'review-reports.json': 'Жалобы на отзывы, которые вы отправили.',
  'cases.json': 'Кейсы портфолио подрядчика.',
  'contractor-notes.json': 'Ваши заметки о подрядчиках и список «Не приглашать».',
  'files.json':
    'Список загруженных вами файлов: исходное имя, тип, размер, дата и путь к копии в папке files/.',
  'files/': 'Сами файлы, которые вы загрузили.',
};
