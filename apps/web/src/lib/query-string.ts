/** A value of a query parameter; absent, null, '' and [] leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined | readonly string[];

/**
 * The query string of an API call ('?a=1&b=x,y', or '' when nothing is set): names in alphabetical
 * order, so equal parameters give an equal string (the lists use it in their query keys); a list is
 * comma-separated, as the server reads it (`types=design,construction`).
 */
export function toQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(name, value.join(','));
    } else {
      search.set(name, String(value));
    }
  }
  // A comma needs no escaping in a query: keep the lists readable.
  const text = search.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}

/** The query of a list call as a screen builds it: every parameter optional, null for none. */
export type ListParams<Q> = { [K in keyof Q]?: Q[K] | null };
