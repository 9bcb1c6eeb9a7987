import type { UserType } from '@podryad/domain';
import type { RunStatement, Statement } from '../../db/statements';
import * as q from './sql';

/*
 * The archive's JSON parts, one small entry each: its file name, whose accounts have it, and its
 * rows — an async generator, read a page at a time, so no part is ever held whole. A new part is
 * one more entry here (and its line in the domain's DATA_EXPORT_FILES for the README).
 */

/** What a part reads its rows with. */
export type SectionContext = { run: RunStatement; userId: number; type: UserType | null };

export type ExportSection = {
  /** The file in the archive, e.g. `tenders.json`. */
  name: string;
  /** Whose accounts have it; absent: every account. */
  for?: UserType;
  /** `object`: the file is the one row; `list`: a JSON array of the rows, written as they come. */
  shape: 'object' | 'list';
  rows: (ctx: SectionContext) => AsyncIterable<unknown>;
};

/** Rows read per statement: a page of a part is at most this many rows in memory. */
export const PAGE_SIZE = 100;

type KeysetOptions = { first?: number | string; size?: number; params?: unknown[] };

/**
 * The rows of a keyset statement (`$1` owner, `$2` after, `$3` size, then `params`), page after
 * page, each row's `item` parsed. `first` is the key before every key (0, '').
 */
export async function* keyset(
  ctx: SectionContext,
  s: Statement,
  { first = 0, size = PAGE_SIZE, params = [] }: KeysetOptions = {},
): AsyncGenerator<unknown> {
  let after: unknown = first;
  for (;;) {
    const rows = await ctx.run(s, [ctx.userId, after, size, ...params]);
    for (const row of rows) yield JSON.parse(row.item as string);
    if (rows.length < size) return;
    after = rows.at(-1)!.key;
  }
}

/** The trails of the client's tenders, tender after tender, each a page at a time. */
async function* tenderTrails(ctx: SectionContext): AsyncGenerator<unknown> {
  for await (const tenderId of keyset(ctx, q.TENDER_IDS)) {
    yield* keyset(ctx, q.TENDER_TRAIL, { params: [tenderId] });
  }
}

/** A part of one row. */
async function* single(ctx: SectionContext, s: Statement): AsyncGenerator<unknown> {
  const [row] = await ctx.run(s, [ctx.userId]);
  yield JSON.parse(row!.item as string);
}

const list = (name: string, s: Statement, extra: Partial<ExportSection> = {}): ExportSection => ({
  name,
  shape: 'list',
  rows: (ctx) => keyset(ctx, s),
  ...extra,
});

/** Every JSON part, in the archive's order. The files themselves follow (`files.ts`). */
export const SECTIONS: ExportSection[] = [
  { name: 'profile.json', shape: 'object', rows: (ctx) => single(ctx, q.PROFILE) },
  list('consents.json', q.CONSENTS),
  list('sessions.json', q.SESSIONS),
  { name: 'notice-settings.json', shape: 'object', rows: (ctx) => single(ctx, q.NOTICE_SETTINGS) },
  list('notices.json', q.NOTICES),
  list('projects.json', q.PROJECTS, { for: 'client' }),
  // A tender carries its requests and their versions: fewer per page.
  {
    name: 'tenders.json',
    for: 'client',
    shape: 'list',
    rows: (ctx) => keyset(ctx, q.TENDERS, { size: 20 }),
  },
  { name: 'tender-trail.json', for: 'client', shape: 'list', rows: tenderTrails },
  list('contractor-notes.json', q.CONTRACTOR_NOTES, { for: 'client' }),
  list('requests.json', q.REQUESTS, { for: 'contractor' }),
  list('questions.json', q.QUESTIONS, { for: 'contractor' }),
  list('cases.json', q.CASES, { for: 'contractor' }),
  list('deals.json', q.DEALS),
  list('reviews.json', q.REVIEWS),
  list('review-reports.json', q.REVIEW_REPORTS),
];

/** The parts an account of this type has. */
export const sectionsFor = (type: UserType | null, sections = SECTIONS) =>
  sections.filter((s) => !s.for || s.for === type);
