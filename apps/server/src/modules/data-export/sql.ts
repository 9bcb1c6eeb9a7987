import { isoTime, jsonArray, jsonObject } from '../../db/json-sql';
import { partyName } from '../../db/party-sql';
import { type Statement, statement } from '../../db/statements';
import { registrySql } from '../registry/facts-sql';
import { OFFER_TERMS } from '../requests/offer-sql';
import { trailEntry } from '../trail/cards';
import { CLIENT_REVISION_SQL, SEALED_SQL } from '../tenders/conditions';

/*
 * The archive's parts as named statements of fixed text. A list part reads one page of the
 * owner's rows after a key (keyset: `$1` the owner, `$2` the last key read, `$3` the page's size),
 * each row's JSON built by PostgreSQL (`item`, as text) with its `key`; an object part answers one
 * row. Nothing here reads another account's rows but what the product shows the owner of them: the
 * other party's name (never its contacts), and a client's offers as the client reads them.
 */

/** A list part's statement: `key` and `item` of the rows of `from` after `$2`, by `key`. */
const page = (name: string, key: string, keyType: string, item: string, from: string) =>
  statement(
    `data_export_${name}`,
    `select ${key} as key, (${item})::text as item
from ${from} and ${key} > $2::${keyType}
order by ${key}
limit $3::int`,
  );

/** The account, its profile and company, as one object. */
export const PROFILE: Statement = statement(
  'data_export_profile',
  `select ${jsonObject({
    account: `(select ${jsonObject({
      id: 'u.id',
      phone: 'u.phone',
      email: 'u.email',
      type: 'u.type',
      created_at: isoTime('u.created_at'),
    })} from users u where u.id = $1::int)`,
    client_profile: `(select to_jsonb(kp) - 'user_id' from client_profiles kp where kp.user_id = $1::int)`,
    buyer_company_register: `(select ${registrySql('kp.buyer_inn')} from client_profiles kp
      where kp.user_id = $1::int and kp.buyer_inn is not null)`,
    contractor_profile: `(select to_jsonb(cp) - 'user_id' - 'search' - 'names' - 'rating'
      from contractor_profiles cp where cp.user_id = $1::int)`,
    company_register: `(select ${registrySql('cp.inn')} from contractor_profiles cp where cp.user_id = $1::int)`,
    sro_memberships: jsonArray(
      `to_jsonb(m) - 'contractor_id'`,
      'contractor_sro_memberships m where m.contractor_id = $1::int',
      'm.position',
    ),
    answer_stats: `(select to_jsonb(s) - 'contractor_id' from contractor_answer_stats s
      where s.contractor_id = $1::int)`,
    rating: `(select to_jsonb(r) - 'user_id' from ratings r where r.user_id = $1::int)`,
  })}::text as item`,
);

export const SESSIONS = page(
  'sessions',
  's.id',
  'int',
  jsonObject({
    id: 's.id',
    created_at: isoTime('s.created_at'),
    last_seen_at: isoTime('s.last_seen_at'),
    user_agent: 's.user_agent',
    ip: 's.ip',
    city: 's.city',
  }),
  'sessions s where s.user_id = $1::int',
);

/** The consents given, withdrawn ones too, with the version, time and address of each. */
export const CONSENTS = page(
  'consents',
  'c.id',
  'int',
  jsonObject({
    document: 'c.document',
    version: 'c.version',
    given_at: isoTime('c.given_at'),
    withdrawn_at: isoTime('c.withdrawn_at'),
    ip: 'c.ip',
    user_agent: 'c.user_agent',
  }),
  'consents c where c.user_id = $1::int',
);

/** The notices' settings and the push subscriptions: the push service's host only, no keys. */
export const NOTICE_SETTINGS: Statement = statement(
  'data_export_notice_settings',
  `select ${jsonObject({
    settings: `(select to_jsonb(ns) - 'user_id' from notice_settings ns where ns.user_id = $1::int)`,
    push_subscriptions: jsonArray(
      jsonObject({
        id: 'p.id',
        endpoint_host: `substring(p.endpoint from '^[a-zA-Z]+://([^/:?#]+)')`,
        created_at: isoTime('p.created_at'),
      }),
      'push_subscriptions p where p.user_id = $1::int',
      'p.id',
    ),
  })}::text as item`,
);

export const NOTICES = page(
  'notices',
  'n.id',
  'int',
  `to_jsonb(n) - 'recipient_id' - 'actor_id'`,
  'notifications n where n.recipient_id = $1::int',
);

export const PROJECTS = page(
  'projects',
  'p.id',
  'int',
  `to_jsonb(p) - 'owner_id'`,
  'projects p where p.owner_id = $1::int',
);

/**
 * A request on the client's tender as its client reads it (`r` over tender `t`): the contractor
 * by name; while the offers are sealed, that an offer came and when, nothing it says; during a
 * переторжка round, the versions up to the round's start.
 */
const SEALED = `(r.revision > 0 and ${SEALED_SQL})`;
const hidden = (value: string) => `case when ${SEALED} then null else ${value} end`;
const CLIENT_REQUEST = jsonObject({
  id: 'r.id',
  contractor: jsonObject({ id: 'r.contractor_id', name: partyName('r.contractor_id') }),
  origin: 'r.origin',
  status: 'r.status',
  invite_comment: 'r.invite_comment',
  invite_documents: 'r.invite_documents',
  intent: 'r.intent',
  comment: hidden('r.comment'),
  reject_reason: 'r.reject_reason',
  documents: `case when ${SEALED} then '{}'::text[] else r.documents end`,
  sealed: SEALED,
  created_at: isoTime('r.created_at'),
  updated_at: isoTime('r.updated_at'),
  revisions: jsonArray(
    `case when ${SEALED} then ${jsonObject({
      number: 'v.number',
      created_at: isoTime('v.created_at'),
    })} else ${jsonObject({
      number: 'v.number',
      created_at: isoTime('v.created_at'),
      comment: 'v.comment',
      documents: 'v.documents',
      offer: OFFER_TERMS,
    })} end`,
    `offer_revisions v where v.request_id = r.id and v.number <= ${CLIENT_REVISION_SQL}`,
    'v.number',
  ),
});

/**
 * The client's tender with its addenda, the questions on it (with their askers, as the client reads
 * them) and its answers, its requests, and its trail (the offers' comments hidden while sealed).
 */
export const TENDERS = page(
  'tenders',
  't.id',
  'int',
  `(to_jsonb(t) - 'owner_id' - 'search' - 'addenda') || jsonb_build_object(
    'addenda', ${jsonArray(`to_jsonb(a) - 'tender_id'`, 'tender_addenda a where a.tender_id = t.id', 'a.number')},
    'questions', ${jsonArray(
      jsonObject({
        id: 'q.id',
        asker: jsonObject({ id: 'q.asker_id', name: partyName('q.asker_id') }),
        question: 'q.question',
        answer: 'q.answer',
        scope: 'q.scope',
        answered_at: isoTime('q.answered_at'),
        created_at: isoTime('q.created_at'),
      }),
      'tender_questions q where q.tender_id = t.id',
      'q.id',
    )},
    'requests', ${jsonArray(CLIENT_REQUEST, 'tender_requests r where r.tender_id = t.id', 'r.id')})`,
  'tenders t where t.owner_id = $1::int',
);

/** The ids of the client's tenders, whose trails are read one tender after another. */
export const TENDER_IDS = page(
  'tender_ids',
  't.id',
  'int',
  't.id',
  'tenders t where t.owner_id = $1::int',
);

/**
 * The trail of one of the client's tenders (`$4`), oldest first: a part of its own, read a page at
 * a time, since a tender seen by thousands of contractors has thousands of entries.
 */
export const TENDER_TRAIL = page(
  'tender_trail',
  'e.id',
  'int',
  `jsonb_build_object('tender_id', e.tender_id) || (${trailEntry(SEALED_SQL)})::jsonb`,
  `tender_events e join tenders t on t.id = e.tender_id
where t.owner_id = $1::int and e.tender_id = $4::int`,
);

/** The contractor's requests with every version of its offers, and the tender by name. */
export const REQUESTS = page(
  'requests',
  'r.id',
  'int',
  `(to_jsonb(r) - 'contractor_id' - 'new_for_client' - 'reminded_at') || jsonb_build_object(
    'tender', (select ${jsonObject({
      id: 't.id',
      name: 't.name',
      address: 't.address',
      client: partyName('t.owner_id'),
    })} from tenders t where t.id = r.tender_id),
    'revisions', ${jsonArray(`to_jsonb(v) - 'request_id'`, 'offer_revisions v where v.request_id = r.id', 'v.number')})`,
  'tender_requests r where r.contractor_id = $1::int',
);

export const QUESTIONS = page(
  'questions',
  'q.id',
  'int',
  `(to_jsonb(q) - 'asker_id') || jsonb_build_object('tender_name',
    (select t.name from tenders t where t.id = q.tender_id))`,
  'tender_questions q where q.asker_id = $1::int',
);

export const DEALS = page(
  'deals',
  'd.id',
  'int',
  `to_jsonb(d) || jsonb_build_object(
    'tender_name', (select t.name from tenders t where t.id = d.tender_id),
    'client_name', ${partyName('d.client_id')},
    'contractor_name', ${partyName('d.contractor_id')})`,
  'deals d where (d.client_id = $1::int or d.contractor_id = $1::int)',
);

/** The reviews the owner wrote (hidden ones too) and the published ones about it. */
export const REVIEWS = page(
  'reviews',
  'w.id',
  'int',
  `(to_jsonb(w) - 'author_id' - 'subject_id') || jsonb_build_object(
    'written_by_me', w.author_id = $1::int,
    'author_name', ${partyName('w.author_id')},
    'subject_name', ${partyName('w.subject_id')})`,
  `reviews w where (w.author_id = $1::int or (w.subject_id = $1::int and w.published_at is not null))`,
);

export const REVIEW_REPORTS = page(
  'review_reports',
  'x.id',
  'int',
  `to_jsonb(x) - 'reporter_id'`,
  'review_reports x where x.reporter_id = $1::int',
);

export const CASES = page(
  'cases',
  'c.id',
  'int',
  `to_jsonb(c) - 'owner_id'`,
  'cases c where c.owner_id = $1::int',
);

export const CONTRACTOR_NOTES = page(
  'contractor_notes',
  'o.contractor_id',
  'int',
  `(to_jsonb(o) - 'client_id') || jsonb_build_object('contractor_name', ${partyName('o.contractor_id')})`,
  'contractor_notes o where o.client_id = $1::int',
);

/** The owner's uploads: the archive copies each under `files/`. */
export const UPLOADS = statement(
  'data_export_uploads',
  `select f.path as key, f.path, f.kind, f.original_name, f.mime_type, f.size,
  ${isoTime('f.created_at')} as created_at
from uploads f where f.owner_id = $1::int and f.path > $2::text
order by f.path
limit $3::int`,
);

/** How many uploads the owner has: the build's progress counts them in steps. */
export const UPLOAD_COUNT = statement(
  'data_export_upload_count',
  `select count(*)::int as count from uploads f where f.owner_id = $1::int`,
);
