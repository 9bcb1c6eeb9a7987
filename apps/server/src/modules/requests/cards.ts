import {
  PENDING_REQUEST_STATUSES,
  REQUEST_FILTER_RULES,
  REQUEST_STATUS_LABELS_OF,
  type RequestFilterRule,
  type RequestListQuery,
  type RequestSide,
  requestFilterRule,
  WITHDRAWN_TENDER_STATUS,
} from '@podryad/domain';
import { isoTime, jsonArray, jsonObject, labelOf, literalList } from '../../db/json-sql';
import { type Viewer, sideOf } from '../auth/sessions';
import { fileInfos, partyCard } from '../../db/party-sql';
import { OFFER_TERMS, OUTDATED_BY } from './offer-sql';
import { CLIENT_REVISION_SQL, SEALED_SQL } from '../tenders/conditions';
import { rebidOfRequest } from '../tenders/rebid';
import { type RunStatement, type Statement, answerOf, statement } from '../../db/statements';

/*
 * GET /request as one named statement per side (and with or without `tender_id`): the page of
 * request cards, the filter's total and the count of every filter of the side (the tabs).
 */

const IS_NEW = { client: 'r.new_for_client', contractor: 'r.new_for_contractor' };

/** A rule of the side's filters over `mine`. */
const kept = (rule: RequestFilterRule) =>
  [rule.statuses ? `status in ${literalList(rule.statuses)}` : null, rule.onlyNew ? 'is_new' : null]
    .filter(Boolean)
    .join(' and ') || 'true';

/**
 * A request card over `tender_requests r`, its tender `t` and its active version `v`: while an
 * invitation is unanswered, the client's invitation stands in for the answer. While the tender's
 * offers are sealed, the client's card says an offer came and when, but nothing it says.
 */
const requestCard = (side: RequestSide) => {
  const unanswered = `r.status = 'offered'`;
  const sealed = side === 'client' ? `(r.revision > 0 and ${SEALED_SQL})` : 'false';
  const hidden = (value: string) => `case when ${sealed} then null else ${value} end`;
  const documents = `case when ${unanswered} then r.invite_documents when ${sealed} then '{}'::text[] else r.documents end`;
  return jsonObject({
    id: 'r.id',
    status: jsonObject({
      code: 'r.status',
      label: labelOf('r.status', REQUEST_STATUS_LABELS_OF[side]),
    }),
    user: partyCard('r.contractor_id'),
    client: partyCard('t.owner_id'),
    tender: jsonObject({
      id: 't.id',
      tender_name: 't.name',
      offers_deadline: isoTime('t.offers_deadline'),
    }),
    origin: 'r.origin',
    comment: `case when ${unanswered} then coalesce(r.comment, r.invite_comment) else ${hidden('r.comment')} end`,
    reject_reason: 'r.reject_reason',
    documents,
    document_files: fileInfos(documents),
    invite_comment: 'r.invite_comment',
    invite_document_files: fileInfos('r.invite_documents'),
    is_new: IS_NEW[side],
    created_at: isoTime('r.created_at'),
    updated_at: isoTime('r.updated_at'),
    offer: hidden(OFFER_TERMS),
    revision: 'coalesce(v.number, r.revision)',
    revised_at: isoTime('v.created_at'),
    intent: `case when r.intent = 'will_bid' then r.intent end`,
    outdated_by: OUTDATED_BY,
    sealed,
    rebid: rebidOfRequest(side, sealed),
  });
};

/**
 * Parameters: $1 page, $2 per_page, $3 the viewer, $4 the filter's statuses (null: any), $5 only
 * the new ones, and with `tender_id` $6. A client's new answers come first (the dashboard's 'Новые
 * заявки'), then the latest changed.
 */
function listStatement(side: RequestSide, oneTender: boolean): Statement {
  // Neither side lists the requests of a withdrawn tender (its contractor reads them by their id).
  const mine =
    side === 'client'
      ? `r.tender_id in (select id from tenders
          where owner_id = $3::int and status <> '${WITHDRAWN_TENDER_STATUS}')`
      : `r.contractor_id = $3::int and not exists (select 1 from tenders w
          where w.id = r.tender_id and w.status = '${WITHDRAWN_TENDER_STATUS}')`;
  const order =
    side === 'client' ? `new_answer desc, updated_at desc, id desc` : `updated_at desc, id desc`;
  const rules = Object.entries(REQUEST_FILTER_RULES[side]) as [string, RequestFilterRule][];
  const counts = jsonObject(
    Object.fromEntries(
      rules.map(([name, rule]) => [name, `count(*) filter (where ${kept(rule)})`]),
    ),
  );
  const text = `
with mine as (
  select r.id, r.status, r.updated_at, ${IS_NEW[side]} as is_new,
    ${IS_NEW[side]} and r.status not in ${literalList(PENDING_REQUEST_STATUSES)} as new_answer
  from tender_requests r
  where ${mine}${oneTender ? ' and r.tender_id = $6::int' : ''}
),
matches as (
  select * from mine
  where ($4::text[] is null or status = any($4::text[])) and (is_new or not $5::bool)
),
pg as (
  select * from matches order by ${order}
  limit $2::int offset ($1::int - 1) * $2::int
)
select ${jsonObject({
    requests: jsonArray(
      requestCard(side),
      `pg join tender_requests r on r.id = pg.id join tenders t on t.id = r.tender_id
        left join offer_revisions v on v.request_id = r.id and v.number = ${
          side === 'client' ? CLIENT_REVISION_SQL : 'r.revision'
        }
        left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base`,
      order.replace(/\b(\w+) (asc|desc)/g, 'pg.$1 $2'),
    ),
    meta: jsonObject({
      total: '(select count(*) from matches)',
      page: '$1::int',
      per_page: '$2::int',
      total_lower_bound: 'false',
    }),
    counts: `(select ${counts} from mine)`,
  })}::text as answer`;
  return statement(`requests_${side}${oneTender ? '_of_tender' : ''}`, text);
}

const LISTS = {
  client: [listStatement('client', false), listStatement('client', true)],
  contractor: [listStatement('contractor', false), listStatement('contractor', true)],
} as const;

/** GET /request: the page's JSON, or null when the caller's side has no such filter. */
export function requestList(
  run: RunStatement,
  viewer: Viewer,
  query: RequestListQuery,
): Promise<string> | null {
  const side = sideOf(viewer);
  const rule = requestFilterRule(side, query.status);
  if (!rule) return null;
  const s = LISTS[side][query.tender_id ? 1 : 0];
  return answerOf(run, s, [
    query.page,
    query.per_page,
    viewer.id,
    rule.statuses ? [...rule.statuses] : null,
    rule.onlyNew === true,
    ...(query.tender_id ? [query.tender_id] : []),
  ]);
}
