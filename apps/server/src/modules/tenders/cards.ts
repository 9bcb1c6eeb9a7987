import {
  CONTRACTOR_REQUEST_STATUS_LABELS,
  COUNT_AHEAD_PAGES,
  OPEN_TENDER_STATUS,
  type OwnTenderListQuery,
  REQUEST_STATUS_LABELS,
  TENDER_CARD_REQUESTS_MAX,
  TENDER_STATUS_LABELS,
  cityOfRegion,
  type TenderListQuery,
  WORK_TYPE_LABELS,
  WITHDRAWN_TENDER_STATUS,
} from '@podryad/domain';
import {
  isoTime,
  jsonArray,
  jsonObject,
  labelOf,
  literal,
  pageParams,
  pagedList,
  placeholders,
} from '../../db/json-sql';
import { containing } from '../../db/search';
import { type RunStatement, type Statement, answerOf, statement } from '../../db/statements';
import { CLIENT_REVISION_SQL, SEALED_SQL } from './conditions';

/*
 * The two tender lists, each page one named statement that answers the whole JSON: the
 * contractor's open tenders (GET /tenders/list) and the client's own (GET /tenders). Each filter
 * that may be absent makes a variant of its own, so every statement is fixed text that PostgreSQL
 * plans for what it has.
 */

/** What every tender card shows, over `tenders t` joined to its project `p`. */
const CARD = {
  id: 't.id',
  tender_name: 't.name',
  project: jsonObject({ id: 'p.id', name: 'p.name' }),
  project_name: 'p.name',
  type: 't.type',
  services: labelOf('t.type', WORK_TYPE_LABELS),
  stage: 't.stage',
  images: 't.images',
  address: 't.address',
  start_date: 't.start_date',
  end_date: 't.end_date',
  status: jsonObject({ code: 't.status', label: labelOf('t.status', TENDER_STATUS_LABELS) }),
  offers_deadline: isoTime('t.offers_deadline'),
  created_at: isoTime('t.created_at'),
};
const FROM = 'pg join tenders t on t.id = pg.id join projects p on p.id = t.project_id';
const NEWEST_FIRST = 'created_at desc, id desc';

/** A search's two parameters: the substring pattern of the name, and the words. */
const nameSearch = (pattern: string, words: string) =>
  `(t.name ilike ${pattern} or t.search @@ plainto_tsquery('russian', ${words}))`;

/** The tender's client has not closed its account. */
const CLIENT_OPEN = `not exists (select 1 from users o where o.id = t.owner_id and o.closed_at is not null)`;

/** The region filter: none, a city of the list (the stored, indexed `city`), or any text. */
type RegionFilter = 'none' | 'city' | 'address';
type OpenFilters = { q: boolean; region: RegionFilter; types: boolean };

/**
 * The contractor's page of open tenders, newest first. Parameters: the page's three, the viewer
 * ($4), then those of the filters present, in this order: the name's pattern and words, the city
 * or the address's pattern, the work types.
 */
function openListStatement(f: OpenFilters): Statement {
  // A closed or deleted client's tenders are hidden (the partial index of closed accounts).
  const where = [`t.status = ${literal(OPEN_TENDER_STATUS)}`, CLIENT_OPEN];
  const next = placeholders(4);
  if (f.q) where.push(nameSearch(next('text'), next('text')));
  if (f.region === 'city') where.push(`t.city = ${next('text')}`);
  if (f.region === 'address') where.push(`t.address ilike ${next('text')}`);
  if (f.types) where.push(`t.type = any(${next('text[]')})`);
  const region = { none: null, city: 'city', address: 'address' }[f.region];
  const name = ['tenders_open', f.q && 'q', region, f.types && 'types'].filter(Boolean).join('_');
  const mine = `(select ${jsonObject({
    id: 'r.id',
    status: jsonObject({
      code: 'r.status',
      label: labelOf('r.status', CONTRACTOR_REQUEST_STATUS_LABELS),
    }),
    is_new: 'r.new_for_contractor',
  })} from tender_requests r where r.tender_id = t.id and r.contractor_id = $4::int)`;
  return statement(
    name,
    pagedList({
      key: 'tenders',
      matches: `select t.id, t.created_at from tenders t where ${where.join(' and ')}`,
      order: NEWEST_FIRST,
      item: jsonObject({ ...CARD, my_request: mine }),
      from: FROM,
    }),
  );
}

const OPEN_LISTS = new Map<string, Statement>();
for (const q of [false, true])
  for (const region of ['none', 'city', 'address'] as const)
    for (const types of [false, true])
      OPEN_LISTS.set(`${q}${region}${types}`, openListStatement({ q, region, types }));

/** A request inside its tender's card: status, marks, the contractor's name and the price. */
const REQUEST_GLANCE = jsonObject({
  id: 'r.id',
  status: jsonObject({ code: 'r.status', label: labelOf('r.status', REQUEST_STATUS_LABELS) }),
  is_new: 'r.new_for_client',
  origin: 'r.origin',
  intent: `case when r.intent = 'will_bid' then r.intent end`,
  user: jsonObject({ id: 'r.contractor_id', name: 'c.short_name' }),
  // Nothing of a sealed offer before the deadline: the card shows that it came.
  offer: `case when v.price_kopecks is not null and not ${SEALED_SQL} then ${jsonObject({
    price_kopecks: 'v.price_kopecks',
    vat: 'v.vat',
    vat_rate: 'v.vat_rate',
    duration_days: 'v.duration_days',
  })} end`,
});

/**
 * The client's page of its own tenders, newest first, each with its first requests (or only the
 * one of a given contractor), their total and their count by status. Parameters: the page's
 * three, the owner ($4), then those present: the name's pattern and words, the contractor, the
 * project.
 */
function ownListStatement(q: boolean, oneContractor: boolean, oneProject: boolean): Statement {
  const next = placeholders(4);
  // A withdrawn tender is gone for its client.
  const where = [
    't.owner_id = $4::int',
    `t.status <> '${WITHDRAWN_TENDER_STATUS}'`,
    ...(q ? [nameSearch(next('text'), next('text'))] : []),
  ];
  const ofContractor = oneContractor ? ` and r.contractor_id = ${next('int')}` : '';
  const first = `(select * from tender_requests r where r.tender_id = t.id${ofContractor}
      order by r.created_at, r.id limit ${TENDER_CARD_REQUESTS_MAX}) r
    join contractor_profiles c on c.user_id = r.contractor_id
    left join offer_revisions v on v.request_id = r.id and v.number = ${CLIENT_REVISION_SQL}`;
  if (oneProject) where.push(`t.project_id = ${next('int')}`);
  const counts = `(select json_object_agg(s.status, s.n) from (select r.status, count(*) as n
      from tender_requests r where r.tender_id = t.id group by r.status) s)`;
  const name = [
    'tenders_own',
    q && 'q',
    oneContractor && 'of_contractor',
    oneProject && 'of_project',
  ]
    .filter(Boolean)
    .join('_');
  return statement(
    name,
    pagedList({
      key: 'tenders',
      matches: `select t.id, t.created_at from tenders t where ${where.join(' and ')}`,
      order: NEWEST_FIRST,
      item: jsonObject({
        ...CARD,
        requests: jsonArray(REQUEST_GLANCE, first, 'r.created_at, r.id'),
        requests_total: '(select count(*) from tender_requests r where r.tender_id = t.id)',
        request_counts: `coalesce(${counts}, '{}'::json)`,
        questions_unanswered:
          '(select count(*) from tender_questions q where q.tender_id = t.id and q.answer is null)',
      }),
      from: FROM,
    }),
  );
}

const OWN_LISTS = new Map<string, Statement>();
for (const q of [false, true])
  for (const one of [false, true])
    for (const project of [false, true])
      OWN_LISTS.set(`${q}${one}${project}`, ownListStatement(q, one, project));

const searchParams = (q: string | undefined) => (q ? [containing(q), q] : []);

/** GET /tenders/list: the page's JSON. */
export function openTenderList(run: RunStatement, viewerId: number, query: TenderListQuery) {
  const types = query.types.length > 0;
  const city = query.region ? cityOfRegion(query.region) : null;
  const region: RegionFilter = !query.region ? 'none' : city ? 'city' : 'address';
  const s = OPEN_LISTS.get(`${!!query.q}${region}${types}`)!;
  return answerOf(run, s, [
    ...pageParams(query, COUNT_AHEAD_PAGES),
    viewerId,
    ...searchParams(query.q),
    ...(region === 'city' ? [city] : region === 'address' ? [containing(query.region!)] : []),
    ...(types ? [query.types] : []),
  ]);
}

/** GET /tenders: the page's JSON. */
export function ownTenderList(run: RunStatement, ownerId: number, query: OwnTenderListQuery) {
  const s = OWN_LISTS.get(`${!!query.q}${!!query.contractor_id}${!!query.project_id}`)!;
  return answerOf(run, s, [
    ...pageParams(query, COUNT_AHEAD_PAGES),
    ownerId,
    ...searchParams(query.q),
    ...(query.contractor_id ? [query.contractor_id] : []),
    ...(query.project_id ? [query.project_id] : []),
  ]);
}
