import { z } from 'zod';
import { MSG, MSG_OFFERS } from './messages';
import { isoDate } from './schemas';
import { MOSCOW_TIME_ZONE } from './deadline';

/*
 * The terms of a priced offer and the rule they hold to, apart from how they read (offer-format.ts)
 * and what uses them (revisions, the intent to bid, the comparison). Money is whole kopecks
 * everywhere: the API carries integers, the database a bigint, and the sums with and without НДС
 * are computed here with integer arithmetic, never in floating point.
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
