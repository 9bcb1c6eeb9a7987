import {
  ACTIVE_OFFER_STATUSES,
  AWAITING_STATUSES,
  COMPARISON_MAX,
  COMPARISON_PRICES,
  COMPARISON_SORTS,
  COMPARED_PRICE,
  type ComparisonPrices,
  type ComparisonAnswer,
  type ComparisonQuery,
  MSG_TENDERS,
  REQUEST_STATUS_LABELS,
  TENDER_STATUS_LABELS,
  WITHDRAWN_TENDER_STATUS,
} from '@podryad/domain';
import { isoTime, jsonArray, jsonObject, labelOf, literalList } from '../../db/json-sql';
import { fileInfos } from '../../db/party-sql';
import { type RunStatement, type Statement, answerOrNull, statement } from '../../db/statements';
import { notFound } from '../../http/errors';
import type { AuthUser } from '../auth/sessions';
import { OFFER_TERMS, OUTDATED_BY, withVat, withoutVat } from './offer-sql';
import { CLIENT_REVISION_SQL, SEALED_SQL } from '../tenders/conditions';
import { rebidOfRequest } from '../tenders/rebid';
import { sroVerdictSql, tenderSroKind, topMembershipJoin } from '../sro/sql';
import { registrySql } from '../registry/facts-sql';

/*
 * The client's comparison of a tender's standing offers, one named statement per order and choice
 * of the sums compared: each offer's active version side by side, sorted in the database, with the
 * lowest compared price and the shortest duration among all of them, and the invitations still
 * without an offer.
 */

/** The columns of `offers` holding each sum of the domain's COMPARED_PRICE. */
const PRICE_COLUMNS: Record<(typeof COMPARED_PRICE)[ComparisonPrices], string> = {
  price_with_vat_kopecks: 'price_with_vat',
  price_without_vat_kopecks: 'price_without_vat',
};

/** The columns of `offers` each order sorts by; plain offers (no price) come last either way. */
const SORT_COLUMNS: Record<Exclude<ComparisonQuery['sort'], 'price'>, string> = {
  duration: 'duration_days',
  valid_until: 'valid_until',
  revised_at: 'revised_at',
  company: 'company_name',
};

/** The company as the comparison names it, over `users u` and `contractor_profiles cp`. */
const COMPANY = jsonObject({
  id: 'u.id',
  name: `coalesce(nullif(cp.short_name, ''), cp.full_legal_name, u.email)`,
  inn: 'cp.inn',
  region: 'cp.region',
  logo: 'cp.avatar',
  registry: registrySql('cp.inn'),
});

/** A sealed offer's value, which the comparison leaves out until the tender's deadline. */
const open = (value: string) => `case when t.sealed_now then null else ${value} end`;

/**
 * Parameters: $1 the tender, $2 the viewer (its owner, or the answer is null). While the tender's
 * offers are sealed, each offer shows its company, version and time, and nothing it says.
 */
function comparisonStatement({ sort, order, prices }: ComparisonQuery): Statement {
  const price = PRICE_COLUMNS[COMPARED_PRICE[prices]];
  const by = `o.${sort === 'price' ? price : SORT_COLUMNS[sort]} ${order} nulls last, o.request_id`;
  const offer = jsonObject({
    request_id: 'o.request_id',
    status: jsonObject({ code: 'o.status', label: labelOf('o.status', REQUEST_STATUS_LABELS) }),
    contractor: 'o.company',
    participation: `'answered'`,
    revision: 'o.revision',
    revised_at: isoTime('o.revised_at'),
    comment: 'o.comment',
    document_files: fileInfos('o.documents'),
    offer: 'o.terms',
    lowest_price: `o.terms is not null and o.${price} = s.lowest`,
    shortest_duration: 'o.terms is not null and o.duration_days = s.shortest',
    outdated_by: 'o.outdated_by',
    rebid: 'o.rebid',
    sro: jsonObject({
      verdict: sroVerdictSql('o.price_with_vat', 'o.sro_kind', 'o.sro_level'),
      membership: 'o.sro_membership',
    }),
  });
  const waiting = jsonObject({
    request_id: 'a.id',
    contractor: 'a.company',
    participation: `case when a.status = 'declined' then 'wont_bid'
      when a.intent = 'will_bid' then 'will_bid' else 'no_answer' end`,
    reject_reason: 'a.reject_reason',
  });
  return statement(
    `comparison_by_${sort}_${order}${prices === 'with_vat' ? '' : `_${prices}`}`,
    `
with t as (
  select id, name, status, offers_deadline, addendum_to_confirm, rebid_deadline,
    ${SEALED_SQL} as sealed_now,
    ${tenderSroKind('t.stage')} as sro_kind
  from tenders t where id = $1::int and owner_id = $2::int
    and status <> '${WITHDRAWN_TENDER_STATUS}'
),
offers as (
  select r.id as request_id, r.status, v.number as revision, v.created_at as revised_at,
    cp.short_name as company_name,
    ${open('r.comment')} as comment,
    case when t.sealed_now then '{}'::text[] else r.documents end as documents,
    ${open('v.duration_days')} as duration_days,
    ${open('v.valid_until')} as valid_until,
    ${open(`case when v.price_kopecks is not null then ${withVat} end`)} as price_with_vat,
    ${open(`case when v.price_kopecks is not null then ${withoutVat} end`)} as price_without_vat,
    ${open(OFFER_TERMS)} as terms,
    ${COMPANY} as company, ${OUTDATED_BY} as outdated_by,
    ${rebidOfRequest('client', 't.sealed_now')} as rebid,
    t.sro_kind, sro.level as sro_level, sro.membership as sro_membership
  from t
  join tender_requests r on r.tender_id = t.id
  join offer_revisions v on v.request_id = r.id and v.number = ${CLIENT_REVISION_SQL}
  left join offer_revisions b on b.request_id = r.id and b.number = r.rebid_base
  join users u on u.id = r.contractor_id
  left join contractor_profiles cp on cp.user_id = u.id
  ${topMembershipJoin('u.id', 't.sro_kind', 'sro')}
  where r.status in ${literalList(ACTIVE_OFFER_STATUSES)}
),
s as (
  select count(*) as total, min(${price}) as lowest,
    min(duration_days) filter (where price_with_vat is not null) as shortest
  from offers
)
select case when exists (select 1 from t) then ${jsonObject({
      tender: `(select ${jsonObject({
        id: 't.id',
        tender_name: 't.name',
        status: jsonObject({ code: 't.status', label: labelOf('t.status', TENDER_STATUS_LABELS) }),
        offers_deadline: isoTime('t.offers_deadline'),
        offers_sealed: 't.sealed_now',
        rebid_deadline: isoTime('t.rebid_deadline'),
        sro_kind: 't.sro_kind',
      })} from t)`,
      prices: `'${prices}'`,
      offers: jsonArray(
        offer,
        `(select * from offers o order by ${by} limit ${COMPARISON_MAX}) o cross join s`,
        by,
      ),
      total: '(select total from s)',
      awaiting: jsonArray(
        waiting,
        `(select r.id, r.status, r.intent, r.reject_reason, r.updated_at, ${COMPANY} as company
          from tender_requests r
          join users u on u.id = r.contractor_id
          left join contractor_profiles cp on cp.user_id = u.id
          where r.tender_id = (select id from t) and r.status in ${literalList(AWAITING_STATUSES)}
          order by r.updated_at desc, r.id limit ${COMPARISON_MAX}) a`,
        'a.updated_at desc, a.id',
      ),
    })}::text end as answer`,
  );
}

const key = ({ sort, order, prices }: ComparisonQuery) => `${sort} ${order} ${prices}`;
const STATEMENTS = new Map<string, Statement>();
for (const sort of COMPARISON_SORTS)
  for (const order of ['asc', 'desc'] as const)
    for (const prices of COMPARISON_PRICES)
      STATEMENTS.set(key({ sort, order, prices }), comparisonStatement({ sort, order, prices }));

/** The comparison of a tender for its owner; another's or a missing tender is a 404. */
export class ComparisonService {
  constructor(private readonly run: RunStatement) {}

  /** The answer's JSON text. */
  async compareJson(viewer: AuthUser, tenderId: number, query: ComparisonQuery): Promise<string> {
    const s = STATEMENTS.get(key(query))!;
    const answer = await answerOrNull(this.run, s, [tenderId, viewer.id]);
    if (answer === null) throw notFound(MSG_TENDERS.tenderNotFound);
    return answer;
  }

  /** The answer as an object (the .xlsx export). */
  async compare(viewer: AuthUser, tenderId: number, query: ComparisonQuery) {
    return JSON.parse(await this.compareJson(viewer, tenderId, query)) as ComparisonAnswer;
  }
}
