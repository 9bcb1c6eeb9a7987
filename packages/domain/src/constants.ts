/** Verification codes: 6 digits, valid 10 minutes, 5 wrong tries, a new one at most every 30 s. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_SECONDS = 30;
/** Codes one flow may send to one phone or e-mail per hour and per day. */
export const CODES_PER_TARGET_HOUR = 5;
export const CODES_PER_TARGET_DAY = 10;
/** The window of the daily cap: codes are counted, and kept, this long. */
export const CODES_COUNTED_MS = 24 * 3600 * 1000;

/** Failed sign-ins one account takes in a window before it refuses more until the window ends. */
export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_WINDOW_MINUTES = 15;

/** How long hints and errors stay on screen, and how long banners last. */
export const HINT_MS = 3000;
export const BANNER_MS = 4000;

export const PASSWORD_MIN_LENGTH = 8;
/** Not in the spec: an upper bound so a hash call can't be abused with megabytes of input. */
export const PASSWORD_MAX_LENGTH = 128;

export const INN_MAX_LENGTH = 12;
export const YEAR_FOUNDED_MAX_LENGTH = 4;
/** Not in the spec: the earliest founding year we accept. */
export const YEAR_FOUNDED_MIN = 1800;
export const BIRTH_YEARS_BACK = 100;

/**
 * Every list serves its first 100 pages: a deeper page is a 400 asking to narrow the search
 * (PAGE_MAX_TEXT), and the paginator offers no page past it. Nobody reads further, and a deep page
 * costs the database as many rows as it skips (docs/performance.md, "Deep pages").
 */
export const PAGE_MAX = 100;

/** The longest search or text filter a list takes (the web app's search box stops there too). */
export const SEARCH_MAX = 200;

/** The largest id a table holds (PostgreSQL `integer`): a larger one is bad input, not a query error. */
export const ID_MAX = 2_147_483_647;

/** Upper bounds on free text, so no field can carry megabytes. */
export const SHORT_TEXT_MAX = 255;
export const LONG_TEXT_MAX = 5000;
/** The longest reject reason (the 'Другая причина' text). */
export const REJECT_REASON_MAX = 1000;

export const SUPPORT_EMAIL = 'support@podryad.ru';

export const USER_TYPES = ['client', 'contractor'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_TYPE_LABELS: Record<UserType, string> = {
  client: 'Заказчик',
  contractor: 'Подрядчик',
};

export const WORK_TYPES = ['design', 'construction', 'complex_construction'] as const;

/** The directory's orders (GET /contractors `sort`): by short name, or by rating, best first. */
export const CONTRACTOR_SORTS = ['name', 'rating'] as const;
export type ContractorSort = (typeof CONTRACTOR_SORTS)[number];
export type WorkType = (typeof WORK_TYPES)[number];
export const WORK_TYPE_LABELS: Record<WorkType, string> = {
  design: 'Проектирование',
  construction: 'Строительство',
  complex_construction: 'Комплексное строительство',
};

export const MONTHS = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;
