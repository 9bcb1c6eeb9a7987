import { ID_MAX, PAGE_MAX } from '@podryad/domain';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/*
 * A screen's state kept in its URL's query (the page of a list, a filter, the selected item), so
 * that Back and a reload return to it. A value that cannot be read falls back to its default, and
 * a default is left out of the URL: a screen opened plainly keeps its plain address.
 */

/** A page number of the URL: a whole number from 1 to PAGE_MAX, else the first page. */
export function readPage(raw: string | null): number {
  const page = Number(raw);
  return raw !== null && /^\d+$/.test(raw) && page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** An id of the URL (a positive whole number), or null. */
export function readId(raw: string | null): number | null {
  const id = Number(raw);
  return raw !== null && /^\d+$/.test(raw) && id >= 1 && id <= ID_MAX ? id : null;
}

/** One of `allowed` (the first is the default), e.g. a filter of a list. */
export function readChoice<T extends string>(raw: string | null, allowed: readonly T[]): T {
  return allowed.find((value) => value === raw) ?? allowed[0]!;
}

/** The value to write for a parameter: null (left out) when it is the default. */
export const unlessDefault = <T>(value: T, fallback: T): T | null =>
  value === fallback ? null : value;

/** The URL's query; a comma needs no escaping there, so lists stay readable (`types=a,b`). */
export const searchOf = (params: URLSearchParams) => {
  const text = params.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
};

/**
 * Sets query parameters of the current URL (null or undefined leaves one out) and keeps the
 * others: a new history entry, unless `replace` (a correction the user did not ask for, such as a
 * page that no longer exists).
 */
export function useSetParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return useCallback(
    (
      values: Record<string, string | number | null | undefined>,
      { replace = false }: { replace?: boolean } = {},
    ) => {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries(values)) {
        if (value === null || value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      if (next.toString() !== params.toString()) navigate({ search: searchOf(next) }, { replace });
    },
    [params, navigate],
  );
}
