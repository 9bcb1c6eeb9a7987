import { z } from 'zod';
import { CONTRACTOR_SORTS, ID_MAX, PAGE_MAX, SEARCH_MAX, WORK_TYPES } from './constants';
import { MSG, onlyFirstPages } from './messages';
import { PAGE_SIZE } from './pagination';
import { PROJECT_STATUSES } from './projects';
import { ANY_REQUEST_FILTERS } from './requests';

/*
 * The query of every list call and the `meta` of its answer. A list is always one bounded page:
 * `page` from 1, `per_page` up to PER_PAGE_MAX, 12 when absent. Filters and search run on the
 * server; each screen keeps them, with the page, in its URL.
 */

export const PER_PAGE_MAX = 100;
/** Why there is no page past PAGE_MAX: the API's message for `page`, and the paginator's hint. */
export const PAGE_MAX_TEXT = onlyFirstPages(PAGE_MAX);

/** A whole number of a query string within [min, max]. */
export const wholeQueryNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: MSG.invalidValue })
    .int({ error: MSG.invalidValue })
    .min(min, { error: MSG.invalidValue })
    .max(max, { error: MSG.invalidValue });

export const pageQuery = z.object({
  page: z.coerce
    .number({ error: MSG.invalidValue })
    .int({ error: MSG.invalidValue })
    .min(1, { error: MSG.invalidValue })
    .max(PAGE_MAX, { error: PAGE_MAX_TEXT })
    .default(1),
  per_page: wholeQueryNumber(1, PER_PAGE_MAX).default(PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuery>;

/**
 * Lists count their total only a few pages past the one asked for (COUNT_AHEAD_PAGES): counting
 * every match of a big list costs far more than reading its page. Beyond that `total` is a lower
 * bound and `total_lower_bound` is true; absent or false, `total` is exact.
 */
export const COUNT_AHEAD_PAGES = 10;

export const listMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_lower_bound: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof listMeta>;

/**
 * The number of pages a list has (at least one, so an empty list still has its page 1). When the
 * total is a lower bound, the pages known so far: the paginator grows as the reader goes on.
 */
export const pageCount = (meta: ListMeta) => Math.max(1, Math.ceil(meta.total / meta.per_page));

/** The total as a screen shows it: '1234', or 'более 120' when only a lower bound is known. */
export const totalText = (meta: ListMeta) =>
  meta.total_lower_bound ? `более ${meta.total}` : String(meta.total);

/** A search or a text filter: trimmed, empty means none. */
const searchText = z
  .string({ error: MSG.invalidValue })
  .trim()
  .max(SEARCH_MAX, { error: MSG.tooLong })
  .optional()
  .transform((value) => value || undefined);

/** Several values of one filter: repeated (`types=a&types=b`) or comma-separated (`types=a,b`). */
const several = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
        .filter((v) => v !== '' && v !== undefined),
    z.array(z.enum(values, { error: MSG.invalidValue })).max(values.length * 2),
  );

/**
 * GET /tenders/list, the contractor's open tenders: the name contains `q` (any case) or matches it
 * as Russian words ('домов' finds 'Строительство дома'); the tender is in the city `region` names
 * ('Казань' or 'г. Казань': its address contains that city), or, when it names no city of the
 * list, the address contains `region`; the work type is one of `types`. Newest first.
 */
export const tenderListQuery = pageQuery.extend({
  q: searchText,
  region: searchText,
  types: several(WORK_TYPES).default([]),
});
export type TenderListQuery = z.output<typeof tenderListQuery>;

/**
 * GET /contractors, the directory: the short or the full name contains `q` (any
 * case) or matches it as Russian words; the region is exactly `region`; the contractor does one of
 * `types`. By short name, or (ours) `sort=rating`: by the stored overall rating, best first, those
 * without reviews last, then by short name; (ours) `has_reviews=true`: only those with a published
 * review.
 */
export const contractorListQuery = pageQuery.extend({
  q: searchText,
  region: searchText,
  types: several(WORK_TYPES).default([]),
  sort: z.enum(CONTRACTOR_SORTS, { error: MSG.invalidValue }).default('name'),
  has_reviews: z
    .enum(['true', 'false'], { error: MSG.invalidValue })
    .optional()
    .transform((value) => value === 'true'),
});
export type ContractorListQuery = z.output<typeof contractorListQuery>;

/**
 * GET /projects, the client's own: the name contains `q` (any case) or matches it as
 * Russian words; the address contains `region`; the status is one of `statuses`. Newest first.
 */
export const projectListQuery = pageQuery.extend({
  q: searchText,
  region: searchText,
  statuses: several(PROJECT_STATUSES).default([]),
});
export type ProjectListQuery = z.output<typeof projectListQuery>;

/**
 * GET /tenders, the client's own as cards with their first requests: the name contains `q`.
 * Newest first. With `contractor_id` (ours: the invitation modal's marks) each card's `requests`
 * holds only that contractor's request on it, if any; with `project_id` (ours: the project's page) only
 * the tenders of that project.
 */
export const ownTenderListQuery = pageQuery.extend({
  q: searchText,
  contractor_id: wholeQueryNumber(1, ID_MAX).optional(),
  /** Ours: only the tenders of one of the client's projects (the project's page). */
  project_id: wholeQueryNumber(1, ID_MAX).optional(),
});
export type OwnTenderListQuery = z.output<typeof ownTenderListQuery>;

/**
 * GET /request: a client's requests on its tenders (on one with `tender_id`), or a contractor's
 * own, kept by `status`, one of the caller's side's filters (REQUEST_FILTER_RULES). A client's
 * new answers come first (they head the dashboard's 'Новые заявки'), then the latest changed.
 */
export const requestListQuery = pageQuery.extend({
  tender_id: wholeQueryNumber(1, ID_MAX).optional(),
  status: z.enum(ANY_REQUEST_FILTERS, { error: MSG.invalidValue }).default('all'),
});
export type RequestListQuery = z.output<typeof requestListQuery>;
