import { z } from 'zod';
import { LONG_TEXT_MAX } from './constants';
import { formatDate } from './format';
import { optionalText, pathList } from './schemas';
import { TENDER_MAX_DOCS, fileInfoSchema } from './files';
import {
  type OfferTerms,
  type OfferTermsView,
  checkOfferTerms,
  offerTermsFields,
  offerTermsSchema,
} from './offers';
import { formatPrice, formatWorkDays } from './offer-format';

/*
 * An offer's versions: a revision replaces the whole offer and the history keeps every version,
 * each with what changed against the one before, so the client sees how the offer moved.
 */

/** Versions one offer may have: keeps its history readable and bounded. */
export const OFFER_REVISIONS_MAX = 50;

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
