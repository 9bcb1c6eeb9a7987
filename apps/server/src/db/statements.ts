import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/*
 * Named statements with fixed text: the list calls' SQL, each written once and prepared by
 * PostgreSQL once per connection (it plans them once, and nothing is built per request). Every one
 * answers a single row with the call's whole JSON answer as text, built by PostgreSQL, which the
 * route sends as it is. The text of each is kept in the repository (`statements.sql`, written and
 * checked by a test) for reviewers.
 */

export type Statement = { name: string; text: string };

const registry = new Map<string, Statement>();

/** Declares a named statement; a name is one text for the life of the process. */
export function statement(name: string, text: string): Statement {
  const s = { name, text: text.trim() };
  const known = registry.get(name);
  if (known && known.text !== s.text) throw new Error(`Statement ${name} declared twice`);
  registry.set(name, s);
  return s;
}

/** Every statement declared so far, by name (the snapshot test imports the modules first). */
export const declaredStatements = () =>
  [...registry.values()].sort((a, b) => a.name.localeCompare(b.name));

/** Runs a named statement and answers its rows. */
export type RunStatement = (s: Statement, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** The runner over node-postgres: `name` makes the server prepare it once per connection. */
export const poolRunner =
  (pool: pg.Pool, onQuery?: (query: string, params: unknown[]) => void): RunStatement =>
  async (s, params) => {
    onQuery?.(s.text, params);
    const result = await pool.query({ name: s.name, text: s.text, values: params });
    return result.rows;
  };

/** The runner over PGlite: one connection in this process, the statement parsed per call. */
export const pgliteRunner =
  (client: PGlite, onQuery?: (query: string, params: unknown[]) => void): RunStatement =>
  async (s, params) => {
    onQuery?.(s.text, params);
    const result = await client.query<Record<string, unknown>>(s.text, params);
    return result.rows;
  };

/** The JSON answer a statement built (its one column `answer`, as text). */
export async function answerOf(
  run: RunStatement,
  s: Statement,
  params: unknown[],
): Promise<string> {
  return (await answerOrNull(run, s, params))!;
}

/** The same for a statement whose answer is null when there is nothing the caller may see. */
export async function answerOrNull(run: RunStatement, s: Statement, params: unknown[]) {
  const [row] = await run(s, params);
  return (row?.answer ?? null) as string | null;
}
