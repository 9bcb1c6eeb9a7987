import { composeDate } from '@podryad/domain';
import type { DateParts } from '@/components/date-selects';

/** Messages per field, as the server answers them and zod reports them. */
export type Fields = Record<string, string[]>;

/** Incomplete: no date (the rule says 'Заполните поле'); complete but unreal: 'Некорректная дата'. */
export function birthDate({ day, month, year }: DateParts) {
  if (!day || !month || !year) return undefined;
  return composeDate(day, month, year) ?? `${year}-${month}-${day}`;
}

/** Field messages from a zod result: the same Russian texts the server would answer. */
export function issuesByField(issues: { path: PropertyKey[]; message: string }[]): Fields {
  const fields: Fields = {};
  for (const issue of issues) (fields[String(issue.path[0])] ??= []).push(issue.message);
  return fields;
}

/** The messages without those of one field: an edited field that checks itself drops them. */
export function withoutField(fields: Fields, key: string): Fields {
  if (!(key in fields)) return fields;
  const { [key]: _dropped, ...rest } = fields;
  return rest;
}
