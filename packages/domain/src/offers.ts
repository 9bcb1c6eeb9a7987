import { z } from 'zod';
import { LONG_TEXT_MAX } from './constants';
import { formatDate, plural } from './format';
import { MSG, MSG_OFFERS } from './messages';
import { isoDate, optionalText, pathList } from './schemas';
import { TENDER_MAX_DOCS, fileInfoSchema } from './files';
import { MOSCOW_TIME_ZONE } from './deadline';

/*
 * Priced offers, their revisions, the intent to bid and the comparison of offers. Money
 * is whole kopecks everywhere: the API carries integers, the database a bigint, and the sums with
 * and without НДС are computed here with integer arithmetic, never in floating point.
 */

/**
 * How the price treats НДС: it includes НДС at a rate, НДС at a rate is charged on top of it, or
 * the contractor is not liable for НДС (e.g. on the simplified tax system) and the price is final.
 */
export const VAT_MODES = ['with_vat', 'without_vat', 'not_liable'] as const;
export type VatMode = (typeof VAT_MODES)[number];
export const VAT_MODE_LABELS: Record<VatMode, string> = {
  with_vat: 'С НДС',
  without_vat: 'Без НДС (НДС начисляется сверху)',
  not_liable: 'НДС не облагается',
};
/** The rates a Russian contractor may charge in 2026: the general 22 %, the reduced and the УСН ones. */
export const VAT_RATES = [22, 10, 7, 5, 0] as const;

/** 100 billion roubles: above any construction contract, below 2^53 even when multiplied by 100. */
export const PRICE_MAX_KOPECKS = 10_000_000_000_000;
export const DURATION_MAX_DAYS = 3650;
export const VALIDITY_MAX_YEARS = 5;
export const OFFER_LINE_MAX = 300;
export const OFFER_LINES_MAX = 50;
/** Versions one offer may have: keeps its history readable and bounded. */
export const OFFER_REVISIONS_MAX = 50;

/**
 * Roubles as a person types them ('1 250 000,50', '1250000.5', '99') as kopecks; null when it is
 * not an amount. Read from the digits, so no fraction of a kopeck is ever invented or lost.
 */
export function parseRubles(input: string): number | null {
  const text = input.replace(/[\s\u00a0\u202f₽]|руб\.?/g, '').replace(',', '.');
  const match = /^(\d{1,14})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const grouped = (whole: bigint) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** Kopecks as roubles in Russian: '1 250 000,50 ₽' (no fraction when whole: '99 ₽'). */
export function formatRubles(kopecks: number): string {
  const value = BigInt(kopecks);
  const sign = value < 0n ? '−' : '';
  const abs = value < 0n ? -value : value;
  const rest = abs % 100n;
  const fraction = rest === 0n ? '' : `,${rest.toString().padStart(2, '0')}`;
  return `${sign}${grouped(abs / 100n)}${fraction}\u00a0₽`;
}

/** Kopecks as the price field shows them for editing: '1250000,50'. */
export const rublesInput = (kopecks: number) => {
  const rest = kopecks % 100;
  return `${Math.floor(kopecks / 100)}${rest ? `,${String(rest).padStart(2, '0')}` : ''}`;
};

/** a / b rounded half up, exactly. */
const divideRounded = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/** The price the contractor states, as sums with and without НДС and the НДС itself, in kopecks. */
export function priceBreakdown(terms: {
  price_kopecks: number;
  vat: VatMode;
  vat_rate: number | null;
}) {
  const price = BigInt(terms.price_kopecks);
  const rate = BigInt(terms.vat_rate ?? 0);
  let withVat = price;
  let withoutVat = price;
  if (terms.vat === 'with_vat') withoutVat = divideRounded(price * 100n, 100n + rate);
  if (terms.vat === 'without_vat') withVat = price + divideRounded(price * rate, 100n);
  return {
    price_with_vat_kopecks: Number(withVat),
    price_without_vat_kopecks: Number(withoutVat),
    vat_kopecks: Number(withVat - withoutVat),
  };
}

/** How the price reads with its НДС: 'с НДС 22 %', 'без НДС, НДС 22 % сверху', 'НДС не облагается'. */
export function vatLabel(vat: VatMode, rate: number | null): string {
  if (vat === 'with_vat') return `с НДС ${rate ?? 0} %`;
  if (vat === 'without_vat') return `без НДС, НДС ${rate ?? 0} % сверху`;
  return 'НДС не облагается';
}

const lines = z
  .array(
    z
      .string({ error: MSG.invalidValue })
      .trim()
      .max(OFFER_LINE_MAX, { error: MSG_OFFERS.lineTooLong }),
    { error: MSG.invalidValue },
  )
  .max(OFFER_LINES_MAX, { error: MSG_OFFERS.tooManyLines })
  .default([])
  .transform((list) => list.filter(Boolean));

/**
 * The terms of a priced offer as a payload carries them. All optional, so the plain offer of the
 * spec (a comment and files) still passes; when any of price, НДС, duration and validity is given,
 * all four must be (`offerTermsProblems`).
 */
export const offerTermsFields = {
  price_kopecks: z
    .number({ error: MSG_OFFERS.priceFormat })
    .int({ error: MSG_OFFERS.priceFormat })
    .min(1, { error: MSG_OFFERS.pricePositive })
    .max(PRICE_MAX_KOPECKS, { error: MSG_OFFERS.priceTooHigh })
    .nullish(),
  vat: z.enum(VAT_MODES, { error: MSG_OFFERS.vatRequired }).nullish(),
  vat_rate: z
    .number({ error: MSG_OFFERS.vatRateRequired })
    .refine((rate) => (VAT_RATES as readonly number[]).includes(rate), {
      error: MSG_OFFERS.vatRateRequired,
    })
    .nullish(),
  duration_days: z
    .number({ error: MSG_OFFERS.durationRange })
    .int({ error: MSG_OFFERS.durationRange })
    .min(1, { error: MSG_OFFERS.durationRange })
    .max(DURATION_MAX_DAYS, { error: MSG_OFFERS.durationRange })
    .nullish(),
  valid_until: isoDate.nullish(),
  inclusions: lines,
  exclusions: lines,
};

export type OfferTermsInput = {
  price_kopecks?: number | null;
  vat?: VatMode | null;
  vat_rate?: number | null;
  duration_days?: number | null;
  valid_until?: string | null;
  inclusions?: string[];
  exclusions?: string[];
};

/** The stored terms of a priced offer. */
export type OfferTerms = {
  price_kopecks: number;
  vat: VatMode;
  vat_rate: number | null;
  duration_days: number;
  valid_until: string;
  inclusions: string[];
  exclusions: string[];
};

/** Field → message for terms that do not hold together; empty when they do. */
export function offerTermsProblems(input: OfferTermsInput): Record<string, string> {
  const given = [input.price_kopecks, input.vat, input.duration_days, input.valid_until];
  const lists = (input.inclusions?.length ?? 0) + (input.exclusions?.length ?? 0);
  if (given.every((v) => v == null) && input.vat_rate == null && lists === 0) return {};
  const problems: Record<string, string> = {};
  if (input.price_kopecks == null) problems.price_kopecks = MSG_OFFERS.priceRequired;
  if (input.vat == null) problems.vat = MSG_OFFERS.vatRequired;
  else if (input.vat === 'not_liable' && input.vat_rate != null) {
    problems.vat_rate = MSG_OFFERS.vatRateNotAllowed;
  } else if (input.vat !== 'not_liable' && input.vat_rate == null) {
    problems.vat_rate = MSG_OFFERS.vatRateRequired;
  }
  if (input.duration_days == null) problems.duration_days = MSG_OFFERS.durationRequired;
  if (input.valid_until == null) problems.valid_until = MSG_OFFERS.validUntilRequired;
  return problems;
}

/** The terms of a payload that passed `offerTermsProblems`, or null for a plain offer. */
export function offerTermsOf(input: OfferTermsInput): OfferTerms | null {
  if (input.price_kopecks == null || !input.vat || !input.duration_days || !input.valid_until) {
    return null;
  }
  return {
    price_kopecks: input.price_kopecks,
    vat: input.vat,
    vat_rate: input.vat === 'not_liable' ? null : (input.vat_rate ?? null),
    duration_days: input.duration_days,
    valid_until: input.valid_until,
    inclusions: input.inclusions ?? [],
    exclusions: input.exclusions ?? [],
  };
}

/** Today's date in Moscow, 'YYYY-MM-DD': the day a validity date is compared with. */
export const moscowToday = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: MOSCOW_TIME_ZONE }).format(now);

/** Why the offer may not be valid until this date (it is past, or too far); null if it may. */
export function validUntilProblem(validUntil: string, now: Date): string | null {
  const today = moscowToday(now);
  if (validUntil < today) return MSG_OFFERS.validUntilPast;
  const limit = `${Number(today.slice(0, 4)) + VALIDITY_MAX_YEARS}${today.slice(4)}`;
  if (validUntil > limit) return MSG_OFFERS.validUntilTooFar;
  return null;
}

/** A payload's terms checked together, as a zod refinement of any body carrying them. */
export const checkOfferTerms = (input: OfferTermsInput, ctx: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(offerTermsProblems(input))) {
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
};

/** An offer's terms in an answer: as stated, and the sums with and without НДС. */
export const offerTermsSchema = z.object({
  price_kopecks: z.number().int(),
  vat: z.enum(VAT_MODES),
  vat_rate: z.number().int().nullable(),
  price_with_vat_kopecks: z.number().int(),
  price_without_vat_kopecks: z.number().int(),
  vat_kopecks: z.number().int(),
  duration_days: z.number().int(),
  valid_until: z.string(),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
});
export type OfferTermsView = z.infer<typeof offerTermsSchema>;

export const offerTermsView = (terms: OfferTerms): OfferTermsView => ({
  price_kopecks: terms.price_kopecks,
  vat: terms.vat,
  vat_rate: terms.vat_rate,
  ...priceBreakdown(terms),
  duration_days: terms.duration_days,
  valid_until: terms.valid_until,
  inclusions: terms.inclusions,
  exclusions: terms.exclusions,
});

/** POST /request/revise/{id}: the offer's whole new version. */
export const reviseOfferBody = z
  .object({
    comment: optionalText(LONG_TEXT_MAX),
    docs_paths: pathList(TENDER_MAX_DOCS).default([]),
    ...offerTermsFields,
  })
  .superRefine(checkOfferTerms);

/** One version of an offer and how it differs from the one before (none for the first). */
export const offerChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type OfferChange = z.infer<typeof offerChangeSchema>;

export const offerRevisionSchema = z.object({
  number: z.number().int(),
  created_at: z.string(),
  comment: z.string().nullable(),
  document_files: z.array(fileInfoSchema),
  offer: offerTermsSchema.nullable(),
  changes: z.array(offerChangeSchema),
});
export type OfferRevision = z.infer<typeof offerRevisionSchema>;
export const offerRevisionsAnswer = z.object({ revisions: z.array(offerRevisionSchema) });

/** The work's duration as read: '1 день', '3 дня', '45 дней'. */
export const formatWorkDays = (days: number) => `${days} ${plural(days, 'день', 'дня', 'дней')}`;

/** The price as read with its НДС: '1 250 000 ₽, с НДС 22 %'. */
export const formatPrice = (terms: Pick<OfferTerms, 'price_kopecks' | 'vat' | 'vat_rate'>) =>
  `${formatRubles(terms.price_kopecks)}, ${vatLabel(terms.vat, terms.vat_rate)}`;

const listText = (list: string[]) => (list.length ? list.join('; ') : '—');

type Version = {
  comment: string | null;
  document_files: { name: string }[];
  offer: OfferTermsView | OfferTerms | null;
};

/** What a revision changed against the version before, field by field, in readable words. */
export function offerChanges(before: Version, after: Version): OfferChange[] {
  const b = before.offer;
  const a = after.offer;
  const rows: [string, string, string, string][] = [
    ['price', 'Цена', b ? formatPrice(b) : '—', a ? formatPrice(a) : '—'],
    [
      'duration_days',
      'Срок выполнения',
      b ? formatWorkDays(b.duration_days) : '—',
      a ? formatWorkDays(a.duration_days) : '—',
    ],
    [
      'valid_until',
      'Действует до',
      b ? formatDate(b.valid_until) : '—',
      a ? formatDate(a.valid_until) : '—',
    ],
    ['inclusions', 'Включено', listText(b?.inclusions ?? []), listText(a?.inclusions ?? [])],
    ['exclusions', 'Не включено', listText(b?.exclusions ?? []), listText(a?.exclusions ?? [])],
    ['comment', 'Комментарий', before.comment ?? '—', after.comment ?? '—'],
    [
      'documents',
      'Файлы',
      listText(before.document_files.map((f) => f.name)),
      listText(after.document_files.map((f) => f.name)),
    ],
  ];
  return rows
    .filter(([, , was, is]) => was !== is)
    .map(([field, label, was, is]) => ({ field, label, before: was, after: is }));
}

/*
 * Intent to bid: an invited contractor answers before sending an offer. 'Не буду участвовать' is
 * the spec's decline of the invitation, with its reason; 'Буду участвовать' is kept on the request.
 */
export const INTENTS = ['will_bid', 'wont_bid'] as const;
export type Intent = (typeof INTENTS)[number];
export const INTENT_LABELS: Record<Intent, string> = {
  will_bid: 'Буду участвовать',
  wont_bid: 'Не буду участвовать',
};

/** POST /request/intent/{id}. */
export const intentBody = z
  .object({
    intent: z.enum(INTENTS, { error: MSG_OFFERS.intentRequired }),
    reason: optionalText(1000),
  })
  .superRefine((body, ctx) => {
    if (body.intent === 'wont_bid' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Укажите причину отказа' });
    }
  });

/** Where an invited contractor stands, as the client reads it at a glance. */
export const PARTICIPATION = ['answered', 'will_bid', 'wont_bid', 'no_answer'] as const;
export type Participation = (typeof PARTICIPATION)[number];
export const PARTICIPATION_LABELS: Record<Participation, string> = {
  answered: 'Предложение получено',
  will_bid: 'Будет участвовать',
  wont_bid: 'Не будет участвовать',
  no_answer: 'Нет ответа',
};

/** The participation of a request: its answer if any, else the contractor's intent. */
export function participationOf(request: {
  status: { code: string };
  intent: Intent | null;
}): Participation {
  const status = request.status.code;
  if (status === 'declined') return 'wont_bid';
  if (status !== 'offered') return 'answered';
  return request.intent === 'will_bid' ? 'will_bid' : 'no_answer';
}

/*
 * The comparison of a tender's active offers (those the client has neither rejected nor seen
 * withdrawn): one row per offer, sorted on the server so a long list pages the same way.
 */
export const COMPARISON_SORTS = [
  'price',
  'duration',
  'valid_until',
  'revised_at',
  'company',
] as const;
export type ComparisonSort = (typeof COMPARISON_SORTS)[number];
export const COMPARISON_SORT_LABELS: Record<ComparisonSort, string> = {
  price: 'Цена с НДС',
  duration: 'Срок выполнения',
  valid_until: 'Действует до',
  revised_at: 'Дата предложения',
  company: 'Компания',
};
/** The requests whose offer stands: sent, not rejected by the client (the chosen one included). */
export const ACTIVE_OFFER_STATUSES = ['waiting', 'accepted_by_contractor', 'accepted'] as const;
/** Invitations with no offer: unanswered (perhaps with 'Буду участвовать') or declined. */
export const AWAITING_STATUSES = ['offered', 'declined'] as const;
/** The most offers one comparison shows; the answer says how many there are in all. */
export const COMPARISON_MAX = 200;
/** When the comparison holds fewer rows than there are offers: 'Показано 200 из 250 предложений'. */
export const comparisonShown = (shown: number, total: number) =>
  `Показано ${shown} из ${total} ${plural(total, 'предложения', 'предложений', 'предложений')}`;

export const comparisonQuery = z.object({
  sort: z.enum(COMPARISON_SORTS, { error: MSG.invalidValue }).default('price'),
  order: z.enum(['asc', 'desc'], { error: MSG.invalidValue }).default('asc'),
});
export type ComparisonQuery = z.infer<typeof comparisonQuery>;

/** The contractor's company as the comparison names it, with a link to its card by id. */
export const comparisonCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string().nullable(),
  region: z.string().nullable(),
  logo: z.string().nullable(),
});

export const comparisonOfferSchema = z.object({
  request_id: z.number().int(),
  status: z.object({ code: z.string(), label: z.string() }),
  contractor: comparisonCompanySchema,
  participation: z.enum(PARTICIPATION),
  revision: z.number().int(),
  revised_at: z.string(),
  comment: z.string().nullable(),
  document_files: z.array(fileInfoSchema),
  offer: offerTermsSchema.nullable(),
  lowest_price: z.boolean(),
  shortest_duration: z.boolean(),
});
export type ComparisonOffer = z.infer<typeof comparisonOfferSchema>;

export const comparisonAnswer = z.object({
  tender: z.object({
    id: z.number().int(),
    tender_name: z.string(),
    status: z.object({ code: z.string(), label: z.string() }),
    offers_deadline: z.string().nullable(),
  }),
  offers: z.array(comparisonOfferSchema),
  total: z.number().int(),
  /** Invited contractors with no offer yet: who will bid, who has not answered, who declined. */
  awaiting: z.array(
    z.object({
      request_id: z.number().int(),
      contractor: comparisonCompanySchema,
      participation: z.enum(PARTICIPATION),
      reject_reason: z.string().nullable(),
    }),
  ),
});
export type ComparisonAnswer = z.infer<typeof comparisonAnswer>;
