import { QUESTIONS_CLOSE_HOURS_BEFORE, type RequestSide } from '@podryad/domain';
import { isoTime, jsonObject, pagedList } from '../../db/json-sql';
import { partyCard } from '../../db/party-sql';
import { type Statement, statement } from '../../db/statements';

/*
 * A tender's questions as each side reads them, as named statements. The client reads every
 * question with its asker's card; a contractor the answers published to all and its own questions,
 * never an asker.
 */

/** A question over `tender_questions q`; `$viewer` is the reader's id placeholder. */
const item = (side: RequestSide, viewer: string) =>
  jsonObject({
    id: 'q.id',
    question: 'q.question',
    asked_at: isoTime('q.created_at'),
    answer: 'q.answer',
    answered_at: isoTime('q.answered_at'),
    scope: 'q.scope',
    mine: `q.asker_id = ${viewer}`,
    asker: side === 'client' ? partyCard('q.asker_id') : 'null',
  });

/** When a tender over `tenders` stops taking questions; null without a deadline for offers. */
export const QUESTIONS_CLOSE = `(offers_deadline - make_interval(hours => ${QUESTIONS_CLOSE_HOURS_BEFORE}))`;

const WAITING = (tender: string) =>
  `(select count(*) from tender_questions where tender_id = ${tender} and answer is null)`;

/** Parameters: $1 page, $2 per_page, $3 the count's cap, $4 the tender, $5 the reader. */
const listStatement = (side: RequestSide): Statement =>
  statement(
    `tender_questions_${side}`,
    pagedList({
      key: 'questions',
      matches: `select q.id from tender_questions q where q.tender_id = $4::int${
        side === 'contractor' ? ` and (q.scope = 'all' or q.asker_id = $5::int)` : ''
      }`,
      order: 'id desc',
      item: item(side, '$5::int'),
      from: 'pg join tender_questions q on q.id = pg.id',
      extra: {
        unanswered: side === 'client' ? WAITING('$4::int') : 'null',
        questions_deadline: `(select ${isoTime(QUESTIONS_CLOSE)} from tenders where id = $4::int)`,
      },
    }),
  );

/** One question as the side reads it. Parameters: $1 the question, $2 the reader. */
const oneStatement = (side: RequestSide): Statement =>
  statement(
    `tender_question_${side}`,
    `select ${item(side, '$2::int')}::text as answer from tender_questions q where q.id = $1::int`,
  );

export const QUESTION_LISTS = {
  client: listStatement('client'),
  contractor: listStatement('contractor'),
};
export const QUESTION_ONE = {
  client: oneStatement('client'),
  contractor: oneStatement('contractor'),
};
