/** Page size of the project list, the contractor directory and the contractor tender list. */
export const PAGE_SIZE = 12;

export type PageItem = number | 'ellipsis';

/**
 * Page buttons: every page when there are 7 or fewer; otherwise the first
 * five when the current page is 4 or less, the last five when it is within 3 of the end, else the
 * current page and its neighbours, with the first and last pages and ellipses around them.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (current <= 4) return [...range(1, 5), 'ellipsis', total];
  if (current > total - 4) return [1, 'ellipsis', ...range(total - 4, total)];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', total];
}
