import { TRAIL_EVENT_LABELS, type TrailEvent } from '@podryad/domain';
import { isoTime, jsonObject, labelOf, literalList, pagedList } from '../../db/json-sql';
import { type Statement, statement } from '../../db/statements';

/*
 * A tender's trail as named statements: a page newest first, of every entry (the client) or of
 * one contractor's (the client's filter, or a contractor reading its own).
 */

/** A user's name as the trail shows it: a company's short name, a person's name and surname. */
const nameOf = (userId: string) => `(select coalesce(cp.short_name,
    nullif(trim(concat_ws(' ', kp.name, kp.surname)), ''), '')
  from users u
  left join contractor_profiles cp on cp.user_id = u.id
  left join client_profiles kp on kp.user_id = u.id
  where u.id = ${userId})`;

/** The entries whose details are what an offer says (its comment): sealed until the deadline. */
const OFFER_EVENTS: readonly TrailEvent[] = ['offer_sent', 'invitation_accepted', 'offer_revised'];

/** An entry of an offer, whose details are what the offer says. */
const OFFER_ENTRY = `e.event in ${literalList(OFFER_EVENTS)}`;

/**
 * An entry over `tender_events e`; `sealed` (true, or an SQL condition that holds): for the client
 * of a tender whose offers are sealed, without the details of the offers' entries.
 */
export const trailEntry = (sealed: boolean | string) =>
  jsonObject({
    id: 'e.id',
    at: isoTime('e.created_at'),
    event: 'e.event',
    label: labelOf('e.event', TRAIL_EVENT_LABELS),
    actor: jsonObject({ id: 'e.actor_id', name: nameOf('e.actor_id') }),
    contractor: `case when e.contractor_id is not null then ${jsonObject({
      id: 'e.contractor_id',
      name: nameOf('e.contractor_id'),
    })} end`,
    details:
      sealed === false
        ? 'e.details'
        : `case when ${sealed === true ? '' : `${sealed} and `}${OFFER_ENTRY} then null else e.details end`,
  });

/** Parameters: $1 page, $2 per_page, $3 the count's cap, $4 the tender, [$5 the contractor]. */
const pageStatement = (ofContractor: boolean, sealed: boolean): Statement =>
  statement(
    `tender_trail${ofContractor ? '_of_contractor' : ''}${sealed ? '_sealed' : ''}`,
    pagedList({
      key: 'entries',
      matches: `select e.id from tender_events e where e.tender_id = $4::int${
        ofContractor ? ' and e.contractor_id = $5::int' : ''
      }`,
      order: 'id desc',
      item: trailEntry(sealed),
      from: 'pg join tender_events e on e.id = pg.id',
    }),
  );

export const TRAIL_PAGES = {
  all: pageStatement(false, false),
  ofContractor: pageStatement(true, false),
  sealed: { all: pageStatement(false, true), ofContractor: pageStatement(true, true) },
};

/**
 * The whole trail for the export, oldest first, at most $2 entries. Parameters: $1 the tender,
 * $2 the limit.
 */
const exportStatement = (sealed: boolean) =>
  statement(
    `tender_trail_export${sealed ? '_sealed' : ''}`,
    `select ${trailEntry(sealed)}::text as entry from tender_events e
  where e.tender_id = $1::int order by e.id limit $2::int`,
  );
export const TRAIL_EXPORT = { open: exportStatement(false), sealed: exportStatement(true) };
