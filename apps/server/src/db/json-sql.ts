/*
 * Pieces of the list statements' SQL text, made once when a module is loaded: the statements stay
 * fixed text (named, prepared once per connection), and their labels and shapes come from the
 * domain's constants rather than being typed twice.
 */

/** A string as an SQL literal. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A list of SQL literals, for `in (…)`. */
export const literalList = (values: readonly string[]) => `(${values.map(literal).join(', ')})`;

/** `json_build_object` of these keys and SQL expressions, in their order, a key a line. */
export const jsonObject = (fields: Record<string, string>) =>
  `json_build_object(\n${Object.entries(fields)
    .map(([key, expr]) => `  ${literal(key)}, ${expr.replaceAll('\n', '\n  ')}`)
    .join(',\n')}\n)`;

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, 'Z'); null stays null. */
export const isoTime = (expr: string) =>
  `to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The label of a code by a domain's map of labels. */
export const labelOf = (expr: string, labels: Record<string, string>) =>
  `case ${expr} ${Object.entries(labels)
    .map(([code, label]) => `when ${literal(code)} then ${literal(label)}`)
    .join(' ')} end`;

/** A JSON array of the rows `select` makes with `expr`, in `order`; `[]` when none. */
export const jsonArray = (expr: string, from: string, order: string) =>
  `coalesce((select json_agg(${expr} order by ${order}) from ${from}), '[]'::json)`;

/**
 * One page of a list and its `meta` in one statement. `matches` selects the ids (and the order's
 * columns) of the whole match in the list's order, counted only up to `$cap` rows — the rows up to
 * ten pages past this one — so neither the page nor the count reads all of a big list; `page` is
 * its slice. Then `answer` builds the items from `page`. The total is exact while it is under
 * the cap, else a lower bound (`total_lower_bound`). Parameters: $1 page, $2 per_page, $3 cap
 * (offset + per_page × COUNT_AHEAD_PAGES); the others are the list's own.
 */
export function pagedList(spec: {
  /** The key of the items in the answer. */
  key: string;
  /** `select … from … where …` of the matches: columns `id` and those of `order`. */
  matches: string;
  /** The order, over the columns of `matches`, e.g. `created_at desc, id desc`. */
  order: string;
  /** The item's JSON over `page` (joined as `pg`) and the joins of `from`. */
  item: string;
  from: string;
  /** More keys of the answer, beside the items and `meta`. */
  extra?: Record<string, string>;
}) {
  return `
with matches as (
  ${spec.matches}
  order by ${spec.order}
  limit $3::int + 1
),
pg as (
  select * from matches order by ${spec.order}
  limit $2::int offset ($1::int - 1) * $2::int
)
select ${jsonObject({
    [spec.key]: jsonArray(
      spec.item,
      spec.from,
      spec.order.replace(/\b(\w+) (asc|desc)/g, 'pg.$1 $2'),
    ),
    meta: `(select ${jsonObject({
      total: 'least(count(*), $3::int)',
      page: '$1::int',
      per_page: '$2::int',
      total_lower_bound: 'count(*) > $3::int',
    })} from matches)`,
    ...spec.extra,
  })}::text as answer`;
}

/** The parameters every paged list statement starts with: page, per_page, and the count's cap. */
export const pageParams = (query: { page: number; per_page: number }, countAheadPages: number) => [
  query.page,
  query.per_page,
  (query.page - 1) * query.per_page + query.per_page * countAheadPages,
];

/**
 * Numbers a statement's parameters after the first `taken`: each call answers the next
 * placeholder, cast to `type`.
 */
export function placeholders(taken: number) {
  let count = taken;
  return (type: string) => `$${(count += 1)}::${type}`;
}
