import {
  PAGE_SIZE,
  REQUEST_FILTER_RULES,
  isNewAnswer,
  matchesRequestFilter,
  type ListMeta,
  type RequestSide,
  type TenderRequest,
} from '@podryad/domain';

/*
 * List answers as the server builds them, over the web tests' own items: a page and its meta.
 */

/** The `meta` of a list answer: `total` items, this `page` of `per_page`. */
export const listMeta = (total: number, page = 1, per_page = PAGE_SIZE): ListMeta => ({
  total,
  page,
  per_page,
});

/**
 * One page of `items` as a list call answers it, by the `page` and `per_page` of its URL (1 and
 * 12 when absent): the page's items and its `meta`. The test filters `items` itself, if it must.
 */
export function listPage<T>(items: readonly T[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('per_page') ?? PAGE_SIZE);
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    meta: listMeta(items.length, page, perPage),
  };
}

/**
 * GET /request as the server answers it over `requests` (given in the server's order, the latest
 * changed first): kept by the URL's `status`, one of `side`'s filters; a client's new answers
 * first; one page by `page` and `per_page`; and how many each of the side's filters keeps.
 */
export function requestPage(requests: readonly TenderRequest[], url: URL, side: RequestSide) {
  const status = url.searchParams.get('status') ?? 'all';
  const kept = requests.filter((r) => matchesRequestFilter(side, r, status));
  const ordered =
    side === 'client'
      ? [...kept.filter(isNewAnswer), ...kept.filter((r) => !isNewAnswer(r))]
      : kept;
  const { items, meta } = listPage(ordered, url);
  const counts = Object.fromEntries(
    Object.keys(REQUEST_FILTER_RULES[side]).map((filter) => [
      filter,
      requests.filter((r) => matchesRequestFilter(side, r, filter)).length,
    ]),
  );
  return { requests: items, meta, counts };
}
