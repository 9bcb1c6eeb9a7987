/**
 * The market `npm run bench` measures: 2,000 clients with 8,000 projects and 100,000 tenders,
 * 10,000 contractors with profiles and 1–3 cases each, 200,000 requests in all six statuses and the
 * notifications their moves sent. Each table is filled by one or two `insert … select … from
 * generate_series(…)` statements that the database computes itself, so PGlite and PostgreSQL take
 * the same path. Every choice (a name, a city, a status) is a hash of the row number: the market
 * is the same on every run.
 */
import { OPEN_TENDER_STATUS, notificationContent } from '@podryad/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/connect';
import { CLIENT_MOVES, STATUS_AFTER } from '../src/db/demo-market';
import {
  literal,
  textArray,
  pick,
  oneOf,
  fraction,
  cityIndex,
  cityName,
  regionOf,
  cityLat,
  cityLon,
  companyInn,
} from './seed-market-sql';
import { casesStatements, ratingsStatements } from './seed-market-portfolio';
import { recordStatements } from './seed-market-record';
import {
  STREETS,
  MEN,
  WOMEN,
  SURNAMES,
  PATRONYMICS,
  COMPANY_HEADS,
  COMPANY_TAILS,
  DESIGN_WORKS,
  CONSTRUCTION_WORKS,
  COMPLEX_WORKS,
  OBJECTS,
  PROJECT_KINDS,
  PROJECT_TITLES,
  OFFER_COMMENTS,
  INVITE_COMMENTS,
  CLIENT_REASONS,
  CONTRACTOR_REASONS,
  IMAGES,
  PATHS,
} from './seed-market-content';

/** The size of the market; `scale` shrinks or grows every count together (1 is the real size). */
export function marketSize(scale = 1) {
  const n = (count: number) => Math.max(1, Math.round(count * scale));
  const clients = n(2_000);
  return {
    clients,
    projects: clients * 4,
    contractors: Math.max(10, n(10_000)),
    tenders: n(100_000),
    requests: n(200_000),
  };
}
export type MarketSize = ReturnType<typeof marketSize>;

/** Open tenders that get a full comparison (at the real size), and how many offers each has. */
export const COMPARED_TENDERS = 20;
export const COMPARED_OFFERS = 50;

export type SeedStep = { step: string; rows: number; ms: number };

async function count(db: Db, table: string): Promise<number> {
  const result = (await db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

/**
 * Fills an empty, migrated database. `passwordHash` is the one argon2 hash every user shares.
 * Answers the time each table took.
 */
export async function seedMarket(
  db: Db,
  size: MarketSize,
  passwordHash: string,
): Promise<SeedStep[]> {
  if ((await count(db, 'users')) > 0) throw new Error('the bench seeds an empty database only');
  const steps: SeedStep[] = [];
  const run = async (step: string, table: string, statements: (string | SQL)[]) => {
    const start = performance.now();
    for (const statement of statements) {
      await db.execute(typeof statement === 'string' ? sql.raw(statement) : statement);
    }
    steps.push({ step, rows: table ? await count(db, table) : 0, ms: performance.now() - start });
  };

  const { clients, projects, contractors, tenders, requests } = size;
  // Users have fixed ids: clients 1…C, contractors C+1…C+K, so every later row finds its owner
  // by arithmetic. The sequences are moved past them afterwards.
  const firstContractor = clients + 1;
  const hash = literal(passwordHash);

  await run('users', 'users', [
    `insert into users (id, phone, email, password_hash, type, created_at)
     select i, '+7900' || lpad(i::text, 7, '0'), 'client' || i || '@market.bench', ${hash},
            'client', now() - interval '2 years' + i * interval '5 minutes'
     from generate_series(1, ${clients}) i`,
    `insert into users (id, phone, email, password_hash, type, created_at)
     select ${clients} + i, '+7901' || lpad(i::text, 7, '0'), 'contractor' || i || '@market.bench',
            ${hash}, 'contractor', now() - interval '2 years' + i * interval '1 minute'
     from generate_series(1, ${contractors}) i`,
    `select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`,
  ]);

  const woman = (row: string) => `${pick(row, 'sex', 2)} = 1`;
  await run('client_profiles', 'client_profiles', [
    `insert into client_profiles (user_id, name, surname, date_of_birth, location, description, telegram)
     select i,
            case when ${woman('i')} then ${oneOf(WOMEN, 'i', 'name')} else ${oneOf(MEN, 'i', 'name')} end,
            ${oneOf(SURNAMES, 'i', 'surname')} || case when ${woman('i')} then 'а' else '' end,
            date '1960-01-01' + ${pick('i', 'born', 40 * 365)},
            ${cityName(cityIndex('i', 'city'))},
            case when ${pick('i', 'about', 3)} = 0 then null
                 else 'Ищу надёжных подрядчиков для своих объектов.' end,
            case when ${pick('i', 'tg', 2)} = 0 then null else '@client' || i end
     from generate_series(1, ${clients}) i`,
  ]);

  const company = `${oneOf(COMPANY_HEADS, 'i', 'head')} || ${oneOf(COMPANY_TAILS, 'i', 'tail')}
    || case when ${pick('i', 'num', 4)} = 0 then '-' || (1 + ${pick('i', 'n', 9)}) else '' end`;
  const person = `${oneOf(SURNAMES, 'i', 'surname')} || ' ' || ${oneOf(MEN, 'i', 'name')}`;
  await run('contractor_profiles', 'contractor_profiles', [
    `insert into contractor_profiles (user_id, full_legal_name, short_name, region, legal_address,
       actual_address, year_founded, inn, telegram, vk, participates_in_tenders, type_of_works)
     select ${clients} + i, full_name, short_name, region, address, address,
            1992 + ${pick('i', 'year', 32)}, ${companyInn('(770000000 + i)::text')},
            case when ${pick('i', 'tg', 3)} = 0 then '@company' || i end,
            case when ${pick('i', 'vk', 4)} = 0 then 'https://vk.com/company' || i end,
            ${pick('i', 'active', 10)} <> 0,
            case ${pick('i', 'types', 20)}
              when 0 then ARRAY['design', 'construction']
              when 1 then ARRAY['construction', 'complex_construction']
              when 2 then ARRAY['design', 'complex_construction']
              else ARRAY[(ARRAY['construction', 'construction', 'design', 'complex_construction'])[1 + ${pick('i', 'type', 4)}]]
            end
     from generate_series(1, ${contractors}) i,
     lateral (select ${pick('i', 'form', 20)} as form, ${cityIndex('i', 'city')} as city) f,
     lateral (select
       case when form < 13 then 'ООО «' || ${company} || '»'
            when form < 16 then 'АО «' || ${company} || '»'
            else 'ИП ' || ${oneOf(SURNAMES, 'i', 'surname')} || ' '
                 || left(${oneOf(MEN, 'i', 'name')}, 1) || '. ' || left(${oneOf(PATRONYMICS, 'i', 'pat')}, 1) || '.'
       end as short_name,
       case when form < 13 then 'Общество с ограниченной ответственностью «' || ${company} || '»'
            when form < 16 then 'Акционерное общество «' || ${company} || '»'
            else 'Индивидуальный предприниматель ' || ${person} || ' ' || ${oneOf(PATRONYMICS, 'i', 'pat')}
       end as full_name,
       ${regionOf('city')} as region,
       ${regionOf('city')} || ', ул. ' || ${oneOf(STREETS, 'i', 'street')} || ', д. ' || (1 + ${pick('i', 'house', 120)}) as address
     ) n`,
  ]);

  // The register's checks of their INNs, as the worker leaves them: 9 in 10 with the facts of a
  // company (most of them active), the rest not found in the register.
  await run('company_checks', 'company_checks', [
    `insert into company_checks (inn, priority, due_at, attempted_at, reason, checked_at, kind,
       status, ogrn, registered_on, director_name, director_post, address, okved, name_short,
       name_full)
     select c.inn, 1, now() + interval '1 day', now(), case when f.facts then null else 'not_found' end,
            case when f.facts then now() end, case when f.facts then 'legal' end,
            case when f.facts then (ARRAY['active', 'active', 'active', 'active', 'active', 'active',
              'liquidating', 'liquidated', 'bankrupt', 'reorganizing'])[1 + f.n] end,
            case when f.facts then '10277' || lpad(c.user_id::text, 8, '0') end,
            case when f.facts then make_date(c.year_founded, 1 + f.n, 1 + f.n) end,
            case when f.facts then 'Смирнов Алексей Викторович' end,
            case when f.facts then 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР' end,
            case when f.facts then c.legal_address end, case when f.facts then '41.20' end,
            case when f.facts then upper(c.short_name) end,
            case when f.facts then upper(c.full_legal_name) end
     from contractor_profiles c,
     lateral (select ${pick('c.user_id', 'registry', 10)} as n) p,
     lateral (select p.n, p.n <> 9 as facts) f
     on conflict (inn) do nothing`,
  ]);

  await run('cases', 'cases', casesStatements(clients, contractors));

  // The stored ratings of a third of the contractors (what published reviews leave behind), so
  // that the directory's order by rating sorts real rows.
  await run('ratings', 'ratings', ratingsStatements(clients, contractors));

  // The pictures every tender, project and case shows, recorded as the first client's uploads.
  await run('uploads', 'uploads', [
    `insert into uploads (path, owner_id, kind, original_name, mime_type, size)
     select path, 1, 'tender_image', 'object.png', 'image/png', 48213
     from unnest(${textArray(IMAGES)}) path`,
  ]);

  await run('projects', 'projects', [
    `insert into projects (id, owner_id, name, address, description, latitude, longitude, phone,
       email, telegram, cover_path, status, created_at)
     select p, owner, ${oneOf(PROJECT_KINDS, 'p', 'kind')} || ' «' || ${oneOf(PROJECT_TITLES, 'p', 'title')} || '»', address,
            'Объект площадью ' || (100 + ${pick('p', 'area', 50)} * 100) || ' м².',
            ${cityLat('city')} + (${fraction('p', 'lat')} - 0.5) / 10,
            ${cityLon('city')} + (${fraction('p', 'lon')} - 0.5) / 10,
            '+7900' || lpad(owner::text, 7, '0'), 'client' || owner || '@market.bench',
            case when ${pick('p', 'tg', 2)} = 0 then '@client' || owner end,
            ${oneOf(IMAGES, 'p', 'cover')},
            (ARRAY['in_process', 'in_process', 'approved', 'pending_approval', 'declined'])[1 + ${pick('p', 'status', 5)}],
            now() - interval '400 days' + p * (interval '390 days' / ${projects})
     from generate_series(1, ${projects}) p,
     lateral (select 1 + (p - 1) % ${clients} as owner, ${cityIndex('p', 'city')} as city,
                     ${oneOf(STREETS, 'p', 'street')} as street) o,
     lateral (select 'г. ' || ${cityName('city')} || ', ул. ' || street || ', ' || (1 + ${pick('p', 'house', 150)}) as address) a`,
    `select setval(pg_get_serial_sequence('projects', 'id'), (select max(id) from projects))`,
  ]);

  // Tenders sit under the projects in turn, so each client has ~50; the newest is three days old,
  // the oldest a year, and the id grows with the date as on a real market. One in ten has its
  // executor chosen.
  const work = (row: string) =>
    `case work_type when 'design' then ${oneOf(DESIGN_WORKS, row, 'work')}
               when 'construction' then ${oneOf(CONSTRUCTION_WORKS, row, 'work')}
               else ${oneOf(COMPLEX_WORKS, row, 'work')} end`;
  await run('tenders', 'tenders', [
    `insert into tenders (id, owner_id, project_id, name, stage, complex_structure, type, address,
       latitude, longitude, description, start_date, end_date, images, documents, status, created_at,
       updated_at)
     select t, p.owner_id, p.id, tender_name,
            case work_type when 'design' then 'design' else 'construction' end,
            work_type = 'complex_construction', work_type,
            split_part(p.address, ', ул.', 1) || ', ул. ' || ${oneOf(STREETS, 't', 'street')} || ', ' || (1 + ${pick('t', 'house', 150)}),
            p.latitude + (${fraction('t', 'lat')} - 0.5) / 50, p.longitude + (${fraction('t', 'lon')} - 0.5) / 50,
            tender_name || '. Объект площадью ' || (50 + ${pick('t', 'area', 60)} * 50) || ' м², срок — '
              || (1 + ${pick('t', 'months', 18)}) || ' мес. Нужен опыт подобных объектов.',
            (created + (10 + ${pick('t', 'start', 60)}) * interval '1 day')::date,
            case when ${pick('t', 'end', 4)} = 0 then null
                 else (created + (100 + ${pick('t', 'length', 400)}) * interval '1 day')::date end,
            ARRAY[${oneOf(IMAGES, 't', 'image')}], '{}',
            case when ${pick('t', 'chosen', 10)} = 0 then 'executor_chosen' else ${literal(OPEN_TENDER_STATUS)} end,
            created, created
     from generate_series(1, ${tenders}) t
     join projects p on p.id = 1 + (t - 1) % ${projects},
     lateral (select (ARRAY['construction', 'construction', 'construction', 'construction', 'construction',
                            'design', 'design', 'design', 'complex_construction', 'complex_construction'])[1 + ${pick('t', 'type', 10)}] as work_type,
                     now() - interval '3 days' - (${tenders} - t) * (interval '362 days' / ${tenders})
                       - ${pick('t', 'jitter', 600)} * interval '1 second' as created) k,
     lateral (select ${work('t')} || ' ' || ${oneOf(OBJECTS, 't', 'object')}
                     || case when ${pick('t', 'area', 3)} = 0 then ' площадью ' || (50 + ${pick('t', 'size', 60)} * 50) || ' м²' else '' end as tender_name) n`,
    `select setval(pg_get_serial_sequence('tenders', 'id'), (select max(id) from tenders))`,
  ]);

  // Requests: a tender has 0–5 slots (more often 1–3), each for another contractor (base + j·step
  // never repeats for j < 5), cut to the count wanted by dropping random slots. The first slot of
  // a tender whose executor is chosen is the accepted request (never dropped); the others are
  // spread over the remaining five statuses.
  const maxStep = Math.max(1, Math.floor((contractors - 1) / 5));
  const slotStatus = `case
      when tender_status = 'executor_chosen' and j = 0 then 'accepted'
      when tender_status = 'executor_chosen' then (ARRAY['rejected', 'rejected', 'declined'])[1 + ${pick('r', 'closed', 3)}]
      else (ARRAY['waiting', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting',
                  'offered', 'offered', 'offered', 'offered', 'accepted_by_contractor',
                  'accepted_by_contractor', 'accepted_by_contractor', 'rejected', 'rejected',
                  'rejected', 'rejected', 'declined', 'declined'])[1 + ${pick('r', 'status', 20)}]
    end`;
  const origin = `case
      when status = 'waiting' then 'offer'
      when status in ('offered', 'accepted_by_contractor', 'declined') then 'invitation'
      when status = 'rejected' and ${pick('r', 'origin', 5)} < 3 then 'offer'
      when status = 'accepted' and ${pick('r', 'origin', 2)} = 0 then 'offer'
      when status in ('rejected', 'accepted') then 'invitation'
    end`;
  // Moves after the first: one for an answer, two for an invitation accepted and then decided.
  const laterMoves = `case
      when status in ('waiting', 'offered') then 0
      when status in ('accepted_by_contractor', 'declined') then 1
      when origin = 'offer' then 1
      else 2
    end`;
  await run('tender_requests', 'tender_requests', [
    `insert into tender_requests (tender_id, contractor_id, origin, status, invite_comment, comment,
       reject_reason, new_for_client, new_for_contractor, created_at, updated_at)
     select tender_id, contractor_id, origin, status,
            case when origin = 'invitation' then ${oneOf(INVITE_COMMENTS, 'r', 'invite')} end,
            case when status in ('offered', 'declined') then null else ${oneOf(OFFER_COMMENTS, 'r', 'comment')} end,
            case status when 'rejected' then ${oneOf(CLIENT_REASONS, 'r', 'reason')}
                        when 'declined' then ${oneOf(CONTRACTOR_REASONS, 'r', 'reason')} end,
            status in ('waiting', 'accepted_by_contractor', 'declined'),
            status in ('offered', 'accepted', 'rejected'),
            created, created + ${laterMoves} * interval '20 hours'
     from (
       select *, ${origin} as origin
       from (
         select *, ${slotStatus} as status
         from (
           select t.id as tender_id, t.status as tender_status, j, t.id * 8 + j as r,
                  ${firstContractor} + (${pick('t.id', 'base', contractors)} + j * (1 + ${pick('t.id', 'step', maxStep)})) % ${contractors} as contractor_id,
                  t.created_at + (j + 1) * interval '5 hours' + ${pick('t.id * 8 + j', 'at', 240)} * interval '1 minute' as created
           from tenders t cross join generate_series(0, 4) j
           where j < case when t.status = 'executor_chosen' then 1 else 0 end
                     + (ARRAY[0, 1, 1, 2, 2, 2, 3, 3, 4, 5])[1 + ${pick('t.id', 'count', 10)}]
           order by t.status = 'executor_chosen' and j = 0 desc, hashtext(t.id::text || ':' || j)
           limit ${requests}
         ) slots
       ) s
     ) o`,
  ]);

  // The tenders compared under load: open ones without requests get exactly
  // COMPARED_OFFERS offers each, from contractors 7 apart so that none repeats.
  const compared = Math.max(1, Math.round(COMPARED_TENDERS * Math.min(1, size.tenders / 100_000)));
  const comparedOffers = Math.min(COMPARED_OFFERS, contractors);
  await run('compared tenders', 'tender_requests', [
    `insert into tender_requests (tender_id, contractor_id, origin, status, comment, new_for_client,
       created_at, updated_at)
     select t.id, ${firstContractor} + (${pick('t.id', 'compare', contractors)} + j * 7) % ${contractors},
            'offer', 'waiting', ${oneOf(OFFER_COMMENTS, 't.id * 64 + j', 'comment')}, true,
            t.created_at + (j + 1) * interval '1 hour', t.created_at + (j + 1) * interval '1 hour'
     from (select id, created_at from tenders t
           where status = ${literal(OPEN_TENDER_STATUS)}
             and not exists (select 1 from tender_requests r where r.tender_id = t.id)
           order by hashtext(id::text || ':compare') limit ${compared}) t
     cross join generate_series(0, ${comparedOffers - 1}) j
     on conflict do nothing`,
  ]);

  const record = recordStatements(comparedOffers);
  await run('questions of the compared tenders', 'tender_questions', [record.questions]);
  await run('trail of the compared tenders', 'tender_events', [record.trail]);
  await run('addenda of the compared tenders', 'tender_addenda', record.addenda);

  // Every answer is its offer's first version; seven in ten are priced (every НДС mode), and one
  // in five was revised once since.
  const version = (number: number) => `
     select r.id, ${number}, r.comment, r.documents,
            case when priced then (5 + ${pick(`r.id * 3 + ${number}`, 'price', 2000)})::bigint * 2500000 + ${pick('r.id', 'kopecks', 100)} end,
            case when priced then vat end,
            case when priced and vat <> 'not_liable' then (ARRAY[22, 10, 5])[1 + ${pick('r.id', 'rate', 3)}] end,
            case when priced then 14 + ${pick(`r.id * 3 + ${number}`, 'duration', 350)} end,
            case when priced then current_date + 30 + ${pick('r.id', 'valid', 180)} end,
            case when priced then ARRAY['Материалы и их доставка', 'Работы по смете'] else '{}' end,
            case when priced then ARRAY['Проектирование'] else '{}' end,
            r.updated_at + ${number - 1} * interval '1 day'
     from (select r.*, ${pick('r.id', 'priced', 10)} < 7 as priced,
                  (ARRAY['with_vat', 'with_vat', 'without_vat', 'not_liable'])[1 + ${pick('r.id', 'vat', 4)}] as vat
           from tender_requests r where status not in ('offered', 'declined')) r`;
  const columns = `request_id, number, comment, documents, price_kopecks, vat, vat_rate,
       duration_days, valid_until, inclusions, exclusions, created_at`;
  await run('offer_revisions', 'offer_revisions', [
    `insert into offer_revisions (${columns}) ${version(1)}`,
    `insert into offer_revisions (${columns}) ${version(2)} where ${pick('r.id', 'revised', 5)} = 0`,
    `update tender_requests r set revision = (select max(number) from offer_revisions v where v.request_id = r.id)
     where status not in ('offered', 'declined')`,
  ]);

  // One notification per move, in the words of the domain (notificationContent), to the other
  // party; only the last move of a request is unread.
  const moveRows = PATHS.flatMap((p) =>
    p.moves.map((move, step) => {
      const content = notificationContent(move, '{who}', '{tender}');
      const byClient = CLIENT_MOVES.includes(move);
      const comment = ['offer', 'contractor_accept'].includes(move)
        ? 'comment'
        : ['reject', 'contractor_decline'].includes(move)
          ? 'reason'
          : move === 'invite'
            ? 'invite'
            : 'none';
      return `(${[p.origin, p.status].map(literal).join(', ')}, ${step}, ${byClient},
        ${literal(STATUS_AFTER[move])}, ${literal(content.title)}, ${literal(content.text)},
        ${content.button === null ? 'null' : literal(content.button)}, ${literal(comment)}, ${step === p.moves.length - 1})`;
    }),
  );
  await run('notifications', 'notifications', [
    `insert into notifications (recipient_id, actor_id, request_id, tender_id, status, title, text,
       comment, button_text, is_new, created_at)
     select case when m.by_client then r.contractor_id else t.owner_id end,
            case when m.by_client then t.owner_id else r.contractor_id end,
            r.id, r.tender_id, m.status_after, m.title,
            replace(replace(m.text, '{who}',
              case when m.by_client then cp.name || ' ' || cp.surname else kp.short_name end),
              '{tender}', t.name),
            case m.comment_of when 'comment' then r.comment when 'reason' then r.reject_reason
                              when 'invite' then r.invite_comment end,
            m.button, m.last, r.created_at + m.step * interval '20 hours'
     from tender_requests r
     join tenders t on t.id = r.tender_id
     join client_profiles cp on cp.user_id = t.owner_id
     join contractor_profiles kp on kp.user_id = r.contractor_id
     join (values ${moveRows.join(',\n')})
       as m(origin, status, step, by_client, status_after, title, text, button, comment_of, last)
       on m.origin = r.origin and m.status = r.status`,
  ]);

  // The visibility map and fresh statistics, as autovacuum would have them on a market that grew
  // over a year: counts and deep pages read the indexes alone (index-only scans).
  await run('vacuum analyze', '', ['vacuum analyze']);
  return steps;
}
