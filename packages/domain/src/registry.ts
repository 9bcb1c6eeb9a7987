import { z } from 'zod';
import { formatDate, formatDuration } from './format';

/*
 * The state register's facts about a company (ЕГРЮЛ) or an entrepreneur (ЕГРИП), as a provider
 * answered them: the statuses and their labels, why a company could not be checked, how the facts
 * are shown (the age, the check's date), and whether the name the company gave is the register's.
 * The server stores the facts and answers them with every card; the web app shows them.
 */

/** A register entry's status (DaData's `state.status`, lower-cased). */
export const REGISTRY_STATUSES = [
  'active',
  'liquidating',
  'liquidated',
  'bankrupt',
  'reorganizing',
] as const;
export type RegistryStatus = (typeof REGISTRY_STATUSES)[number];

/** A status the provider added after this code was written: stored and shown as such. */
export const UNKNOWN_REGISTRY_STATUS = 'unknown';
export type RegistryStatusCode = RegistryStatus | typeof UNKNOWN_REGISTRY_STATUS;
export const REGISTRY_STATUS_CODES = [...REGISTRY_STATUSES, UNKNOWN_REGISTRY_STATUS] as const;

/** Which register: ЕГРЮЛ for a company, ЕГРИП for an individual entrepreneur. */
export const REGISTRY_KINDS = ['legal', 'individual'] as const;
export type RegistryKind = (typeof REGISTRY_KINDS)[number];

export const REGISTRY_STATUS_LABELS: Record<RegistryStatusCode, string> = {
  active: 'Действует',
  liquidating: 'Ликвидируется',
  liquidated: 'Ликвидирована',
  bankrupt: 'Банкротство',
  reorganizing: 'Реорганизация',
  unknown: 'Статус не распознан',
};

/** An entrepreneur is a person: its register says the activity ended, not that it was liquidated. */
export const INDIVIDUAL_STATUS_LABELS: Partial<Record<RegistryStatusCode, string>> = {
  liquidated: 'Деятельность прекращена',
};

export const registryStatusLabel = (status: RegistryStatusCode, kind: RegistryKind) =>
  (kind === 'individual' ? INDIVIDUAL_STATUS_LABELS[status] : undefined) ??
  REGISTRY_STATUS_LABELS[status];

/** How a status reads at a glance: only an active entry is good news. */
export const REGISTRY_STATUS_TONE: Record<RegistryStatusCode, 'good' | 'warning' | 'bad'> = {
  active: 'good',
  liquidating: 'bad',
  liquidated: 'bad',
  bankrupt: 'bad',
  reorganizing: 'warning',
  unknown: 'warning',
};

/** Why a company shows no register facts. */
export const REGISTRY_REASONS = [
  'pending',
  'no_key',
  'key_refused',
  'unavailable',
  'quota',
  'not_found',
  'bad_inn',
] as const;
export type RegistryReason = (typeof REGISTRY_REASONS)[number];

export const REGISTRY_REASON_LABELS: Record<RegistryReason, string> = {
  pending: 'проверка ещё не проведена',
  no_key: 'ключ провайдера не задан',
  key_refused: 'провайдер реестра не принял ключ',
  unavailable: 'сервис реестра не ответил',
  quota: 'дневной лимит запросов к реестру исчерпан',
  not_found: 'ИНН не найден в реестре',
  bad_inn: 'ИНН указан с ошибкой',
};

export const REGISTRY_TEXTS = {
  title: 'Сведения из реестра',
  notChecked: 'Не проверено',
  nameDiffers: 'Название в реестре отличается от указанного компанией',
  nameDiffersShort: 'В реестре другое название',
  unreliable: 'Налоговая отметила сведения о компании как недостоверные',
  ogrn: { legal: 'ОГРН', individual: 'ОГРНИП' },
  registeredOn: 'Дата регистрации',
  liquidatedOn: 'Дата прекращения',
  director: 'Руководитель',
  entrepreneur: 'Индивидуальный предприниматель',
  address: 'Адрес в реестре',
  okved: 'Основной ОКВЭД',
  registeredName: 'Наименование в реестре',
} as const;

/** 'Проверено по ЕГРЮЛ 12.03.2026' (ЕГРИП for an entrepreneur), the check's date in Moscow time. */
export function registryCheckedText(kind: RegistryKind, checkedAt: string | Date) {
  return `Проверено по ${kind === 'individual' ? 'ЕГРИП' : 'ЕГРЮЛ'} ${formatDate(moscowDate(new Date(checkedAt)))}`;
}

/** 'Не проверено: ключ провайдера не задан'. */
export const registryNotCheckedText = (reason: RegistryReason) =>
  `${REGISTRY_TEXTS.notChecked}: ${REGISTRY_REASON_LABELS[reason]}`;

/** A post as the register writes it ('ГЕНЕРАЛЬНЫЙ ДИРЕКТОР') in sentence case: 'Генеральный директор'. */
export function registryPost(post: string | null): string {
  const text = post?.trim().toLowerCase() ?? '';
  return text ? text[0]!.toUpperCase() + text.slice(1) : '';
}

/** A check is made again once its facts are this old. */
export const REGISTRY_REFRESH_HOURS = 24;

const MOSCOW_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The Moscow calendar date of a moment, YYYY-MM-DD (Moscow keeps UTC+3 all year). */
export const moscowDate = (at: Date) =>
  new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

/** The next midnight in Moscow after `at`: when a provider's daily quota starts again. */
export function nextMoscowMidnight(at: Date): Date {
  const day = Date.parse(`${moscowDate(at)}T00:00:00Z`) - MOSCOW_OFFSET_MS;
  return new Date(day + DAY_MS);
}

/** How long the entry has been registered, 'N лет M мес.', on `now`'s Moscow date; '' without a date. */
export function registryAge(registeredOn: string | null, now: Date): string {
  if (!registeredOn) return '';
  const age = formatDuration(registeredOn, moscowDate(now));
  return age === '—' ? '' : age;
}

/** Legal forms written out, and how the names are compared: by their short form. */
const LEGAL_FORMS: [string, string][] = [
  ['общество с ограниченной ответственностью', 'ооо'],
  ['общество с дополнительной ответственностью', 'одо'],
  ['непубличное акционерное общество', 'ао'],
  ['публичное акционерное общество', 'пао'],
  ['закрытое акционерное общество', 'зао'],
  ['открытое акционерное общество', 'оао'],
  ['акционерное общество', 'ао'],
  ['индивидуальный предприниматель', 'ип'],
  ['производственный кооператив', 'пк'],
  ['государственное унитарное предприятие', 'гуп'],
  ['муниципальное унитарное предприятие', 'муп'],
  ['автономная некоммерческая организация', 'ано'],
  ['некоммерческое партнерство', 'нп'],
];
const SHORT_FORMS = new Set(LEGAL_FORMS.map(([, short]) => short));

/**
 * A company's name as compared: lower case, ё as е, without quotes or punctuation, the legal form
 * written short ('Общество с ограниченной ответственностью «Ромашка»' → 'ооо ромашка').
 */
export function normalizeCompanyName(name: string): string {
  let text = ` ${name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
  for (const [long, short] of LEGAL_FORMS) text = text.replaceAll(` ${long} `, ` ${short} `);
  return text.trim().replace(/\s+/g, ' ');
}

/** The name's legal form (leading or trailing, short) and the rest. */
function nameParts(name: string) {
  const words = normalizeCompanyName(name).split(' ').filter(Boolean);
  let form: string | null = null;
  if (words.length > 1 && SHORT_FORMS.has(words[0]!)) form = words.shift()!;
  else if (words.length > 1 && SHORT_FORMS.has(words.at(-1)!)) form = words.pop()!;
  return { form, core: words.join(' ') };
}

/** One name is the other: the same words, and the same legal form when both name one. */
function sameName(a: string, b: string) {
  const x = nameParts(a);
  const y = nameParts(b);
  return x.core !== '' && x.core === y.core && (!x.form || !y.form || x.form === y.form);
}

/**
 * Whether the register names the company otherwise than it named itself: none of the names it gave
 * (its full and short names) is either of the register's, whatever the quotes, case and how the
 * legal form is written. No register name or no given name: nothing to say.
 */
export function registeredNameDiffers(
  given: readonly (string | null | undefined)[],
  registered: { short: string | null; full: string | null },
): boolean {
  const ours = given.filter((n): n is string => Boolean(n?.trim()));
  const theirs = [registered.short, registered.full].filter((n): n is string => Boolean(n?.trim()));
  if (ours.length === 0 || theirs.length === 0) return false;
  return !ours.some((a) => theirs.some((b) => sameName(a, b)));
}

// Answers

const labelled = <T extends readonly [string, ...string[]]>(codes: T) =>
  z.object({ code: z.enum(codes), label: z.string() });

/** The register's facts of a company, as checked. */
export const registryFactsSchema = z.object({
  checked: z.literal(true),
  kind: z.enum(REGISTRY_KINDS),
  status: labelled(REGISTRY_STATUS_CODES),
  ogrn: z.string().nullable(),
  /** YYYY-MM-DD. */
  registered_on: z.string().nullable(),
  liquidated_on: z.string().nullable(),
  /** A company's head (name and post), or the entrepreneur (the name alone). */
  director: z.object({ name: z.string(), post: z.string().nullable() }).nullable(),
  address: z.string().nullable(),
  /** The main ОКВЭД code. */
  okved: z.string().nullable(),
  /** The name as registered, with its legal form. */
  name: z.object({ short: z.string().nullable(), full: z.string().nullable() }),
  /** The tax service marked the entry's data unreliable. */
  unreliable: z.boolean(),
  /** When the provider answered these facts. */
  checked_at: z.string(),
});

/** No facts: why, and when the provider was last asked (null: not yet). */
export const registryUncheckedSchema = z.object({
  checked: z.literal(false),
  reason: labelled(REGISTRY_REASONS),
  attempted_at: z.string().nullable(),
});

/** What the register says of a company, as every card carries it. */
export const companyRegistrySchema = z.discriminatedUnion('checked', [
  registryFactsSchema,
  registryUncheckedSchema,
]);
export type CompanyRegistry = z.infer<typeof companyRegistrySchema>;
export type RegistryFacts = z.infer<typeof registryFactsSchema>;
