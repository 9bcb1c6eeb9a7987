import type { FilterParam } from '@/lib/catalog-url';

/*
 * Filter parameters of the catalogs that no route starts early: apart from lib/catalog-url, which
 * the first script carries, so that they stay out of it.
 */

/**
 * One of `allowed` (an order): null stands for the list's default, which the URL and the call leave
 * out.
 */
export function choiceParam<T extends string>(allowed: readonly T[]): FilterParam<T | null> {
  const known = (value: string | null | undefined) =>
    allowed.find((option) => option === value) ?? null;
  return { empty: null, read: (values) => known(values[0]), write: known };
}

/** A switch (`has_reviews=true`): on, or left out. */
export const flagParam: FilterParam<true | null> = {
  empty: null,
  read: (values) => (values[0] === 'true' ? true : null),
  write: (value) => (value ? 'true' : null),
};
