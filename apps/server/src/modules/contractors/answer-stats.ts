import { ANSWER_STATS_DAYS, ANSWER_WINDOW_DAYS, BUSY_DAYS } from '@podryad/domain';
import { jsonObject } from '../../db/json-sql';
import { type RunStatement, statement } from '../../db/statements';

/*
 * How each contractor answers invitations (the domain's ContractorAnswers), stored in
 * contractor_answer_stats by a job on the timer and read by the cards with a lookup by primary
 * key: no card computes it per request.
 */

/** How many contractors one statement of the job recomputes. */
export const ANSWER_STATS_BATCH = 500;

const days = (n: number) => `interval '${n} days'`;

/**
 * One batch: the next $2 contractors after id $1, by id, each with its invitations of the window
 * that ends at $3 (null: the database's now) counted through tender_requests_contractor_idx, and
 * written where its figures changed. Answers the batch's last id (null: none left) and how many
 * rows it wrote. An answer after $3 does not count yet.
 */
const REFRESH = statement(
  'contractor_answer_stats_refresh',
  `
with batch as (
  select c.user_id as id from contractor_profiles c
  where c.user_id > $1::int order by c.user_id limit $2::int
),
clock as (select coalesce($3::timestamptz, now()) as now),
figures as (
  select b.id, f.*
  from batch b cross join clock cross join lateral (
    select count(*)::int as invitations,
      count(*) filter (where a.answered_at is not null
        or r.created_at <= clock.now - ${days(ANSWER_WINDOW_DAYS)})::int as due,
      count(*) filter (where a.answered_at <= r.created_at + ${days(ANSWER_WINDOW_DAYS)})::int as answered,
      round(percentile_cont(0.5) within group (
        order by extract(epoch from a.answered_at - r.created_at)::float8))::int as median,
      count(*) filter (where r.created_at > clock.now - ${days(BUSY_DAYS)})::int as recent
    from tender_requests r
    cross join lateral (select case when r.first_answered_at <= clock.now
      then r.first_answered_at end as answered_at) a
    where r.contractor_id = b.id and r.origin = 'invitation'
      and r.created_at > clock.now - ${days(ANSWER_STATS_DAYS)} and r.created_at <= clock.now
  ) f
),
written as (
  insert into contractor_answer_stats as s (contractor_id, invitations_30d, due_30d,
    answered_in_3d_30d, median_answer_seconds, invitations_7d, changed_at)
  select id, invitations, due, answered, median, recent, now() from figures order by id
  on conflict (contractor_id) do update set
    invitations_30d = excluded.invitations_30d,
    due_30d = excluded.due_30d,
    answered_in_3d_30d = excluded.answered_in_3d_30d,
    median_answer_seconds = excluded.median_answer_seconds,
    invitations_7d = excluded.invitations_7d,
    changed_at = excluded.changed_at
  where (s.invitations_30d, s.due_30d, s.answered_in_3d_30d, s.median_answer_seconds,
      s.invitations_7d)
    is distinct from (excluded.invitations_30d, excluded.due_30d, excluded.answered_in_3d_30d,
      excluded.median_answer_seconds, excluded.invitations_7d)
  returning 1
)
select (select max(id) from batch) as last, (select count(*)::int from written) as written`,
);

/**
 * Recomputes every contractor's answer statistics, ANSWER_STATS_BATCH contractors a statement, in
 * id order; `at` ends the window (tests; the database's clock otherwise). Safe with several
 * servers at once: each row is an upsert of figures computed from the requests, and one that
 * would not change is not written. Answers how many rows changed.
 */
export async function refreshAnswerStats(
  run: RunStatement,
  at: Date | null = null,
  batch = ANSWER_STATS_BATCH,
) {
  let after = 0;
  let changed = 0;
  for (;;) {
    const [row] = await run(REFRESH, [after, batch, at?.toISOString() ?? null]);
    const last = row?.last as number | null | undefined;
    changed += Number(row?.written ?? 0);
    if (last === null || last === undefined) return changed;
    after = last;
  }
}

/**
 * The JSON of a contractor's stored figures (the domain's contractorAnswersSchema) for the
 * contractor whose id is `id` (an SQL expression); null until the job first computed them.
 */
export const answersSql = (id: string) =>
  `(select ${jsonObject({
    invitations_30d: 's.invitations_30d',
    answered_in_3_days_percent:
      'case when s.due_30d > 0 then floor(s.answered_in_3d_30d * 100.0 / s.due_30d)::int end',
    median_answer_minutes: 'round(s.median_answer_seconds / 60.0)::int',
    invitations_7d: 's.invitations_7d',
  })} from contractor_answer_stats s where s.contractor_id = ${id})`;
