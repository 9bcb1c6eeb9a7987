import {
  type PageQuery,
  QUESTION_NOTICE_KINDS,
  REQUEST_STATUS_LABELS_OF,
  type RequestSide,
} from '@podryad/domain';
import { isoTime, jsonArray, jsonObject, labelOf } from '../../db/json-sql';
import { partyCard } from '../../db/party-sql';
import { type RunStatement, type Statement, answerOf, statement } from '../../db/statements';
import { type Viewer, sideOf } from '../auth/sessions';
import { SEALED_SQL } from '../tenders/conditions';

/*
 * GET /user/notifications as one named statement per side (the statuses read in the side's own
 * words): the page, newest first, with the total and how many are new.
 */

/**
 * A notice over `notifications n`, its request `r`, if any, and the card of who acted (`actor`,
 * whose picture is also the notice's avatar). An invitation carries the client's
 * files; every other move the contractor's; a notice about the tender alone, none.
 */
const notice = (side: RequestSide) =>
  jsonObject({
    id: 'n.id',
    title: 'n.title',
    text: 'n.text',
    link: `'/api/tenders/' || n.tender_id`,
    button_text: 'n.button_text',
    // The clarifications' notices open the tender's questions; the others, their request.
    button_link: `case when n.kind in (${QUESTION_NOTICE_KINDS.map((k) => `'${k}'`).join(', ')})
      then '/api/tenders/' || n.tender_id || '/questions'
      when n.request_id is not null then '/api/request/' || n.request_id end`,
    date: isoTime('n.created_at'),
    avatar: `actor.card -> 'profile' -> 'avatar'`,
    is_new: 'n.is_new',
    comment: 'n.comment',
    status: `case when n.status is not null then ${jsonObject({
      code: 'n.status',
      label: labelOf('n.status', REQUEST_STATUS_LABELS_OF[side]),
    })} end`,
    // A client reads no file of a sealed offer before its tender's deadline.
    documents: `coalesce(case when n.status = 'offered' then r.invite_documents${
      side === 'client' ? ` when ${SEALED_SQL} then '{}'` : ''
    } else r.documents end, '{}')`,
    user: 'actor.card',
  });

/** The notices of the ids in `ids` (a CTE), with what `notice` reads: their request and actor. */
const noticesOf = (ids: string) =>
  `${ids} join notifications n on n.id = ${ids}.id left join tender_requests r on r.id = n.request_id
          left join tenders t on t.id = n.tender_id
          cross join lateral (select ${partyCard('n.actor_id')} as card) actor`;

/** Parameters: $1 page, $2 per_page, $3 the recipient. */
const listStatement = (side: RequestSide): Statement =>
  statement(
    `notifications_${side}`,
    `
with counts as (
  select count(*) as total, count(*) filter (where is_new) as unread
  from notifications where recipient_id = $3::int
),
pg as (
  select n.id, n.created_at from notifications n
  where n.recipient_id = $3::int
  order by n.created_at desc, n.id desc
  limit $2::int offset ($1::int - 1) * $2::int
)
select ${jsonObject({
      notifications: jsonArray(notice(side), noticesOf('pg'), 'pg.created_at desc, pg.id desc'),
      meta: `(select ${jsonObject({
        total: 'total',
        page: '$1::int',
        per_page: '$2::int',
      })} from counts)`,
      unread: '(select unread from counts)',
    })}::text as answer`,
  );

/**
 * The live stream's catch-up: the recipient's notices after an id, oldest first, at most $3, with
 * the unread count. Parameters: $1 the recipient, $2 the last id the stream has, $3 the limit.
 */
const sinceStatement = (side: RequestSide): Statement =>
  statement(
    `notifications_since_${side}`,
    `
with fresh as (
  select n.id from notifications n
  where n.recipient_id = $1::int and n.id > $2::int
  order by n.id
  limit $3::int
)
select ${jsonObject({
      notifications: jsonArray(notice(side), noticesOf('fresh'), 'fresh.id'),
      unread: '(select count(*) from notifications where recipient_id = $1::int and is_new)',
    })}::text as answer`,
  );

const LISTS = { client: listStatement('client'), contractor: listStatement('contractor') };
const SINCE = { client: sinceStatement('client'), contractor: sinceStatement('contractor') };

/** GET /user/notifications: the page's JSON. */
export function notificationList(run: RunStatement, viewer: Viewer, query: PageQuery) {
  return answerOf(run, LISTS[sideOf(viewer)], [query.page, query.per_page, viewer.id]);
}

/** The live stream's catch-up: notices after `lastId`, oldest first, and the unread count. */
export function noticesSince(run: RunStatement, viewer: Viewer, lastId: number, limit: number) {
  return answerOf(run, SINCE[sideOf(viewer)], [viewer.id, lastId, limit]);
}
