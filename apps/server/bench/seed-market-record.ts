import { ADDENDA_MAX, TRAIL_EVENTS } from '@podryad/domain';
import { textArray } from './seed-market-sql';

/*
 * A tender's record at its busiest: the compared tenders (the ones with COMPARED_OFFERS offers)
 * each get QUESTIONS_PER_TENDER questions and TRAIL_PER_TENDER trail entries, from their own
 * bidders, and the most addenda a tender may have, so their pages are read at the size a popular
 * tender reaches.
 */

/** A first view is once per contractor (a unique index): the rest repeat freely. */
const REPEATED = TRAIL_EVENTS.filter((e) => e !== 'viewed');

export const QUESTIONS_PER_TENDER = 200;
export const TRAIL_PER_TENDER = 2_000;

/** The compared tenders: those with at least `offers` requests. */
const busy = (offers: number) =>
  `(select tender_id as id from tender_requests group by tender_id having count(*) >= ${offers})`;

/** The n-th bidder (0-based, modulo the bidders) of tender `t`. */
const bidder = (n: string, offers: number) =>
  `(select r.contractor_id from tender_requests r where r.tender_id = t.id
     order by r.id offset (${n}) % ${offers} limit 1)`;

/** The statements that write the questions and the trail of the busy tenders. */
export const recordStatements = (offers: number) => ({
  questions: `insert into tender_questions (tender_id, asker_id, question, answer, scope,
      answered_at, created_at)
    select t.id, ${bidder('q', offers)},
           'Уточните, пожалуйста, пункт ' || q || ' технического задания',
           case when q % 3 <> 0 then 'Ответ заказчика на вопрос ' || q end,
           case when q % 3 <> 0 then (case when q % 2 = 0 then 'all' else 'asker' end) end,
           case when q % 3 <> 0 then tt.created_at + q * interval '1 hour' end,
           tt.created_at + q * interval '30 minutes'
    from ${busy(offers)} t join tenders tt on tt.id = t.id
    cross join generate_series(1, ${QUESTIONS_PER_TENDER}) q`,
  trail: `insert into tender_events (tender_id, event, actor_id, contractor_id, details, created_at)
    select t.id, (${textArray(REPEATED)})[1 + n % ${REPEATED.length}],
           case when n % 4 = 0 then tt.owner_id else ${bidder('n', offers)} end,
           ${bidder('n', offers)},
           case when n % 5 = 0 then 'Смета-' || n || '.pdf' end,
           tt.created_at + n * interval '3 minutes'
    from ${busy(offers)} t join tenders tt on tt.id = t.id
    cross join generate_series(1, ${TRAIL_PER_TENDER}) n`,
  addenda: [
    `insert into tender_addenda (tender_id, number, note, changes, files_added, files_removed,
        created_at)
      select t.id, n, 'Уточнение ' || n || ' по замечаниям участников',
             jsonb_build_array(jsonb_build_object('field', 'description', 'label', 'Описание',
               'before', tt.description, 'after', tt.description || ' (редакция ' || n || ')')),
             '[]'::jsonb, '[]'::jsonb, tt.created_at + n * interval '2 hours'
      from ${busy(offers)} t join tenders tt on tt.id = t.id
      cross join generate_series(1, ${ADDENDA_MAX}) n`,
    `update tenders set addenda = ${ADDENDA_MAX}, addendum_to_confirm = ${ADDENDA_MAX}
      where id in ${busy(offers)}`,
  ],
});
