import {
  COUNT_AHEAD_PAGES,
  type ContractorCard,
  type ContractorListQuery,
  WORK_TYPES,
} from '@podryad/domain';
import {
  isoTime,
  jsonObject,
  literal,
  pageParams,
  pagedList,
  placeholders,
} from '../../db/json-sql';
import { containing } from '../../db/search';
import {
  type RunStatement,
  type Statement,
  answerOf,
  answerOrNull,
  statement,
} from '../../db/statements';
import { contactsSharedSql } from '../consents/sql';
import { registrySql } from '../registry/facts-sql';
import { ratingBriefSql } from '../reviews/sql';
import { answersSql } from './answer-stats';

/*
 * GET /contractors as one named statement per combination of filters and order: the page of
 * directory cards by short name or by rating, its meta, and every region a contractor works in
 * (the filter's choices).
 */

/**
 * Whether the card shows the contractor's phone and e-mail: when it consents to their distribution,
 * or the caller ($4) is the contractor itself.
 */
const CONTACTS_SHOWN = `(${contactsSharedSql('u.id')} or u.id = $4::int)`;

/** A directory card over `contractor_profiles c` and `users u`. */
const CARD = jsonObject({
  id: 'u.id',
  name: 'c.short_name',
  phone: `case when ${CONTACTS_SHOWN} then u.phone else '' end`,
  email: `case when ${CONTACTS_SHOWN} then u.email else '' end`,
  profile: jsonObject({
    short_name: 'c.short_name',
    full_legal_name: 'c.full_legal_name',
    region: 'c.region',
    avatar: 'c.avatar',
    participates_in_tenders: 'c.participates_in_tenders',
    type_of_works: 'c.type_of_works',
  }),
  // Only the codes the domain knows, in the domain's order.
  work_types: `coalesce((select json_agg(w.code order by w.ord) from unnest(array[${WORK_TYPES.map(literal).join(', ')}]::text[]) with ordinality as w(code, ord) where w.code = any(c.type_of_works)), '[]'::json)`,
  participates_in_tenders: 'c.participates_in_tenders',
  registry: registrySql('c.inn'),
  // The stored figures: one probe of their primary key per card.
  answers: answersSql('u.id'),
  // The caller's own note ($4, the caller's id): one probe of the notes' key per card.
  my_note: `(select ${jsonObject({
    text: 'n.text',
    do_not_invite: 'n.do_not_invite',
    updated_at: isoTime('n.updated_at'),
  })} from contractor_notes n where n.client_id = $4::int and n.contractor_id = u.id)`,
  // Stored in the domain's orders (`orderedScope`).
  invitation_scope: jsonObject({
    work_types: 'c.invitation_work_types',
    cities: 'c.invitation_cities',
  }),
  // The stored rating: one probe of the ratings' primary key per card.
  rating: ratingBriefSql('u.id'),
});

/**
 * Every region some contractor works in, in order: a loose index scan of
 * contractor_profiles_region_idx — one probe for the next region after the last, about fifty in
 * all — instead of a DISTINCT that reads all 10,000 entries of the index.
 */
const REGIONS = `(with recursive found(region) as (
    select min(region) from contractor_profiles where region > ''
    union all
    select (select min(region) from contractor_profiles where region > found.region)
    from found where found.region is not null
  )
  select coalesce(json_agg(region order by region), '[]'::json) from found where region is not null)`;

type Filters = {
  q: boolean;
  region: boolean;
  types: boolean;
  /** Only those with a published review: those whose profile keeps a rating. */
  reviewed: boolean;
  /** By the rating kept on the profile, best first (those without one last), then by short name. */
  byRating: boolean;
};

/**
 * Parameters: the page's three, the caller's id, then those of the filters present, in this
 * order: the lower-cased names' pattern and the words, the region, the work types. The orders read
 * a page from an index when no filter narrows the list: contractor_profiles_short_name_idx by name,
 * contractor_profiles_rating_idx by rating.
 */
function listStatement(f: Filters): Statement {
  // A closed or deleted account's card is hidden (the partial index of closed accounts).
  const where = [
    'not exists (select 1 from users x where x.id = c.user_id and x.closed_at is not null)',
  ];
  const next = placeholders(4);
  // Either name contains the text in any case (`names` holds both, lower-cased), or matches it
  // as Russian words.
  if (f.q) {
    where.push(
      `(c.names like ${next('text')} or c.search @@ plainto_tsquery('russian', ${next('text')}))`,
    );
  }
  if (f.region) where.push(`c.region = ${next('text')}`);
  if (f.types) where.push(`c.type_of_works && ${next('text[]')}`);
  if (f.reviewed) where.push('c.rating is not null');
  const name = [
    'contractors',
    f.q && 'q',
    f.region && 'region',
    f.types && 'types',
    f.reviewed && 'reviewed',
    f.byRating && 'by_rating',
  ]
    .filter(Boolean)
    .join('_');
  return statement(
    name,
    pagedList({
      key: 'users',
      matches: `select c.user_id as id, c.short_name${f.byRating ? ', c.rating' : ''}
        from contractor_profiles c where ${where.join(' and ')}`,
      order: f.byRating
        ? 'rating desc nulls last, short_name asc, id asc'
        : 'short_name asc, id asc',
      item: CARD,
      from: 'pg join contractor_profiles c on c.user_id = pg.id join users u on u.id = c.user_id',
      extra: { regions: REGIONS },
    }),
  );
}

const LISTS = new Map<string, Statement>();
for (const q of [false, true])
  for (const region of [false, true])
    for (const types of [false, true])
      for (const reviewed of [false, true])
        for (const byRating of [false, true])
          LISTS.set(
            `${q}${region}${types}${reviewed}${byRating}`,
            listStatement({ q, region, types, reviewed, byRating }),
          );

/** GET /contractors: the page's JSON, each card with the caller's own note. */
export function contractorList(run: RunStatement, query: ContractorListQuery, callerId: number) {
  const types = query.types.length > 0;
  const key = `${!!query.q}${!!query.region}${types}${query.has_reviews}${query.sort === 'rating'}`;
  return answerOf(run, LISTS.get(key)!, [
    ...pageParams(query, COUNT_AHEAD_PAGES),
    callerId,
    ...(query.q ? [containing(query.q.toLowerCase()), query.q] : []),
    ...(query.region ? [query.region] : []),
    ...(types ? [query.types] : []),
  ]);
}

/**
 * The contractor's own card ($1): the directory's card of it, as a client with no note on it sees
 * it — the card's text with the caller's id ($4) as null, so it stays the directory's card.
 */
const OWN_CARD = statement(
  'contractor_own_card',
  `select ${CARD.replaceAll('$4::int', 'null::int')}::text as answer
from contractor_profiles c join users u on u.id = c.user_id
where c.user_id = $1::int`,
);

/** GET /user/profile/card: the contractor's own directory card, no client's note; null without one. */
export async function ownContractorCard(run: RunStatement, id: number) {
  const text = await answerOrNull(run, OWN_CARD, [id]);
  return text === null ? null : (JSON.parse(text) as ContractorCard & { my_note: null });
}
