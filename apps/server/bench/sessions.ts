/**
 * Who the load acts as: sessions made directly in the database (a random token each, only its
 * SHA-256 kept, as src/http/auth.ts does) so that the load does not measure argon2, and the ids
 * each call rotates over.
 */
import { randomBytes } from 'node:crypto';
import { OPEN_TENDER_STATUS } from '@podryad/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/connect';
import { hashToken } from '../src/modules/auth/sessions';
import { COMPARED_TENDERS } from './seed-market';

export type Actor = { id: number; token: string };
export type Fixtures = {
  contractors: Actor[];
  /** Clients, each with one of its tenders that has requests. */
  clients: (Actor & { tenderId: number })[];
  /** Open tenders for GET /tenders/{id}. */
  openTenders: number[];
  /** (contractor, open tender) pairs without a request yet, shuffled: one offer each. */
  offers: { token: string; tenderId: number }[];
  /** Owners of the tenders with a full comparison, each with that tender. */
  comparisons: { token: string; tenderId: number }[];
};

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function createSessions(db: Db, userIds: number[]): Promise<Actor[]> {
  const actors = userIds.map((id) => ({ id, token: randomBytes(32).toString('base64url') }));
  const values = actors.map((a) => sql`(${a.id}, ${hashToken(a.token)})`);
  await db.execute(
    sql`insert into sessions (user_id, token_hash) values ${sql.join(values, sql`, `)}`,
  );
  return actors;
}

const idList = (ids: number[]) =>
  sql.raw(`ARRAY[${ids.map((id) => Math.trunc(id)).join(', ')}]::int[]`);

/**
 * Sessions for `count` contractors (taking part in tenders) and `count` clients, and the pairs
 * for the offers: every session contractor with `offerTenders` open tenders it has not answered.
 */
export async function prepareFixtures(
  db: Db,
  { count, offerTenders }: { count: number; offerTenders: number },
): Promise<Fixtures> {
  const contractorIds = (
    await rows<{ id: number }>(
      db,
      sql`select u.id from users u join contractor_profiles p on p.user_id = u.id
          where u.type = 'contractor' and p.participates_in_tenders
          order by hashtext(u.id::text || ':session') limit ${count}`,
    )
  ).map((r) => r.id);
  const clientTenders = await rows<{ owner: number; tender: number }>(
    db,
    sql`select distinct on (t.owner_id) t.owner_id as owner, t.id as tender
        from tenders t
        where t.owner_id in (select id from users where type = 'client'
                             order by hashtext(id::text || ':session') limit ${count})
          and exists (select 1 from tender_requests r where r.tender_id = t.id)
        order by t.owner_id, t.created_at desc`,
  );
  const contractors = await createSessions(db, contractorIds);
  const clientActors = await createSessions(
    db,
    clientTenders.map((c) => c.owner),
  );
  const clients = clientActors.map((a, i) => ({ ...a, tenderId: clientTenders[i]!.tender }));

  const openTenders = (
    await rows<{ id: number }>(
      db,
      sql`select id from tenders where status = ${OPEN_TENDER_STATUS}
          order by hashtext(id::text || ':read') limit 2000`,
    )
  ).map((r) => r.id);

  const tokenOf = new Map(contractors.map((c) => [c.id, c.token]));
  const pairs = await rows<{ contractor: number; tender: number }>(
    db,
    sql`select c.id as contractor, t.id as tender
        from unnest(${idList(contractorIds)}) c(id)
        cross join (select id from tenders where status = ${OPEN_TENDER_STATUS}
                    order by hashtext(id::text || ':offer') limit ${offerTenders}) t
        where not exists (select 1 from tender_requests r
                          where r.tender_id = t.id and r.contractor_id = c.id)
        order by hashtext(c.id::text || ':' || t.id::text)`,
  );
  const offers = pairs.map((p) => ({ token: tokenOf.get(p.contractor)!, tenderId: p.tender }));

  const compared = await rows<{ owner: number; tender: number }>(
    db,
    sql`select t.owner_id as owner, t.id as tender
        from tenders t
        join (select tender_id from tender_requests group by tender_id
              order by count(*) desc limit ${COMPARED_TENDERS}) r on r.tender_id = t.id`,
  );
  const owners = await createSessions(
    db,
    compared.map((c) => c.owner),
  );
  const comparisons = owners.map((o, i) => ({ token: o.token, tenderId: compared[i]!.tender }));
  return { contractors, clients, openTenders, offers, comparisons };
}
