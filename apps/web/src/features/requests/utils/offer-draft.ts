import {
  acceptRequestBody,
  offerTermsOf,
  offerTermsProblems,
  parseRubles,
  rublesInput,
  validUntilProblem,
  type OfferTerms,
  type OfferTermsInput,
  type OfferTermsView,
  type VatMode,
} from '@podryad/domain';
import { ApiError, errorMessages } from '@/lib/api-client';
import { issuesByField, type Fields } from '@/lib/form';

/*
 * The priced part of a contractor's answer as typed: text until sent, read with the
 * domain's rules into the kopecks, codes and dates the request calls take.
 */

/** The terms being typed; '' is a field left empty. */
export type OfferTermsDraft = {
  price: string;
  vat: VatMode | '';
  vatRate: string;
  duration: string;
  validUntil: string;
  inclusions: string[];
  exclusions: string[];
};

export const emptyTermsDraft = (): OfferTermsDraft => ({
  price: '',
  vat: '',
  vatRate: '',
  duration: '',
  validUntil: '',
  inclusions: [],
  exclusions: [],
});

/** The active version's terms to edit (a revision starts from them); none for a plain offer. */
export function termsDraftOf(terms: OfferTermsView | null | undefined): OfferTermsDraft {
  if (!terms) return emptyTermsDraft();
  return {
    price: rublesInput(terms.price_kopecks),
    vat: terms.vat,
    vatRate: terms.vat_rate === null ? '' : String(terms.vat_rate),
    duration: String(terms.duration_days),
    validUntil: terms.valid_until,
    inclusions: [...terms.inclusions],
    exclusions: [...terms.exclusions],
  };
}

/** The payload field each draft field fills: where its messages go, which an edit clears. */
export const TERMS_FIELD_KEYS: Record<keyof OfferTermsDraft, string> = {
  price: 'price_kopecks',
  vat: 'vat',
  vatRate: 'vat_rate',
  duration: 'duration_days',
  validUntil: 'valid_until',
  inclusions: 'inclusions',
  exclusions: 'exclusions',
};

/** The fields an answer form shows messages under; the server's other messages go above the buttons. */
const FORM_FIELDS = new Set([...Object.values(TERMS_FIELD_KEYS), 'comment']);

const filled = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);

/** Does the liable mode ask for a rate: with НДС or НДС on top. */
export const vatLiable = (vat: OfferTermsDraft['vat']) =>
  vat === 'with_vat' || vat === 'without_vat';

/** Nothing of the terms is typed: the answer is a plain one (a comment and files). */
export const termsEmpty = (draft: OfferTermsDraft) =>
  !draft.price.trim() &&
  !draft.vat &&
  !draft.duration.trim() &&
  !draft.validUntil &&
  filled(draft.inclusions).length === 0 &&
  filled(draft.exclusions).length === 0;

/**
 * The terms as a payload carries them. A price or duration that is not a number is NaN, so the
 * domain's schema names it ('Укажите цену в рублях…'); a rate counts only with a liable mode.
 */
export function termsInputOf(draft: OfferTermsDraft): OfferTermsInput {
  const price = draft.price.trim();
  const duration = draft.duration.trim();
  return {
    price_kopecks: price ? (parseRubles(price) ?? Number.NaN) : undefined,
    vat: draft.vat || undefined,
    vat_rate: vatLiable(draft.vat) && draft.vatRate ? Number(draft.vatRate) : undefined,
    duration_days: duration ? (/^\d+$/.test(duration) ? Number(duration) : Number.NaN) : undefined,
    valid_until: draft.validUntil || undefined,
    inclusions: filled(draft.inclusions),
    exclusions: filled(draft.exclusions),
  };
}

/** The body of an offer, an acceptance or a revision: priced with its terms, or plain. */
export type AnswerBody = Partial<OfferTerms> & { comment?: string; docs_paths: string[] };

/**
 * The answer checked with the domain's rules, as the server checks it (the three calls share
 * acceptRequestBody's fields and rules) and with the validity date not past in Moscow: the body to
 * send, or the messages by payload field.
 */
export function answerBodyOf(
  answer: { comment: string; docs_paths: string[]; terms: OfferTermsDraft },
  now: Date,
): { body: AnswerBody } | { errors: Fields } {
  const comment = answer.comment.trim() || undefined;
  const input = termsInputOf(answer.terms);
  const parsed = acceptRequestBody.safeParse({ comment, docs_paths: answer.docs_paths, ...input });
  const errors = parsed.success ? {} : issuesByField(parsed.error.issues);
  for (const [field, message] of Object.entries(offerTermsProblems(input))) {
    errors[field] ??= [message];
  }
  const validity = input.valid_until && validUntilProblem(input.valid_until, now);
  if (validity) errors.valid_until ??= [validity];
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  const terms = offerTermsOf(parsed.data);
  return { body: { comment, docs_paths: answer.docs_paths, ...terms } };
}

/**
 * A refused answer: the server's field messages that belong under the form's fields ('inclusions.2'
 * under 'inclusions'), and the rest of its messages (or the fallback) to show above the buttons.
 */
export function refusalOf(error: unknown, fallback: string): { fields: Fields; rest: string[] } {
  const fields: Fields = {};
  if (error instanceof ApiError && error.status === 400) {
    for (const [key, messages] of Object.entries(error.fields)) {
      const field = key.split('.')[0]!;
      if (FORM_FIELDS.has(field)) (fields[field] ??= []).push(...messages);
    }
  }
  const placed = new Set(Object.values(fields).flat());
  return { fields, rest: errorMessages(error, fallback).filter((m) => !placed.has(m)) };
}
