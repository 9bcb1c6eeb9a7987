import type { Contractor, ContractorAnswers, Tender } from '@podryad/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorAnswerStats, contractorProfiles, tenderRequests } from '../src/db/schema';
import { refreshAnswerStats } from '../src/modules/contractors/answer-stats';
import { get, post, useTestApp } from './helpers';
import { type Actor, invite, newClient, newContractor, newTender } from './tender-fixtures';

const ctx = useTestApp();
const db = () => ctx.database.db;
const run = () => ctx.database.run;

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
/** The end of the window the tests count to (the database's own clock is not used). */
const AT = new Date(Math.floor(Date.now() / 1000) * 1000);
const ago = (ms: number) => new Date(AT.getTime() - ms);

let client: Actor;
let busy: Actor;
let quiet: Actor;
let answering: Actor;
let tenders: Tender[];

beforeAll(async () => {
  [client, busy, quiet, answering] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
  ]);
  tenders = [];
  for (let i = 0; i < 7; i++) tenders.push(await newTender(ctx, client));
  await db()
    .update(contractorProfiles)
    .set({ shortName: 'ООО «Отвечающий»' })
    .where(eq(contractorProfiles.userId, busy.id));
});

/** A request of `busy` on the nth tender, made and answered at the given times. */
async function request(
  n: number,
  createdAt: Date,
  firstAnsweredAt: Date | null,
  origin: 'invitation' | 'offer' = 'invitation',
) {
  await db()
    .insert(tenderRequests)
    .values({
      tenderId: tenders[n]!.id,
      contractorId: busy.id,
      origin,
      status: origin === 'invitation' ? 'offered' : 'waiting',
      createdAt,
      firstAnsweredAt,
    });
}

const stored = async (id: number) =>
  (
    await db()
      .select()
      .from(contractorAnswerStats)
      .where(eq(contractorAnswerStats.contractorId, id))
  )[0];

const cardOf = async (id: number, q: string) => {
  const res = await get(ctx.app, `/api/contractors?q=${encodeURIComponent(q)}`, client.token);
  expect(res.status).toBe(200);
  return (res.body.users as Contractor[]).find((u) => u.id === id);
};

describe('the answer statistics', () => {
  it("a contractor's answering move keeps the time of its first answer to an invitation, once", async () => {
    const [willBid, declined, accepted, unanswered] = await Promise.all(
      tenders.slice(0, 4).map((t) => invite(ctx, client, t.id, answering.id)),
    );
    const said = await post(
      ctx.app,
      `/api/request/intent/${willBid!.id}`,
      { intent: 'will_bid' },
      answering.token,
    );
    expect(said.status).toBe(200);
    const first = await answeredAt(willBid!.id);
    expect(first).toBeInstanceOf(Date);
    // Its offer later answers the same invitation again: the first answer's time stays.
    const offered = await post(
      ctx.app,
      `/api/request/accept/${willBid!.id}`,
      { comment: 'Сделаем' },
      answering.token,
    );
    expect(offered.status).toBe(200);
    expect(await answeredAt(willBid!.id)).toEqual(first);
    const wont = await post(
      ctx.app,
      `/api/request/intent/${declined!.id}`,
      { intent: 'wont_bid', reason: 'Нет бригады' },
      answering.token,
    );
    expect(wont.status).toBe(200);
    expect(await answeredAt(declined!.id)).toBeInstanceOf(Date);
    const acceptedRes = await post(
      ctx.app,
      `/api/request/accept/${accepted!.id}`,
      { comment: 'Готовы' },
      answering.token,
    );
    expect(acceptedRes.status).toBe(200);
    expect(await answeredAt(accepted!.id)).toBeInstanceOf(Date);
    expect(await answeredAt(unanswered!.id)).toBeNull();

    // Counted by the database's clock: four invitations now, three answered at once.
    await refreshAnswerStats(run());
    const res = await get(ctx.app, `/api/contractors/${answering.id}`, client.token);
    expect((res.body.user as Contractor).answers).toMatchObject({
      invitations_30d: 4,
      answered_in_3_days_percent: 100,
      median_answer_minutes: 0,
      invitations_7d: 4,
    });
  });

  it('counts 30 days of invitations, the share answered within 3 days, the median and 7 days, to the edges', async () => {
    // Answered in 2 hours, a day ago.
    await request(0, ago(DAY), ago(DAY - 2 * HOUR));
    // Answered exactly 3 days after, 10 days ago: in time.
    await request(1, ago(10 * DAY), ago(7 * DAY));
    // Never answered, 20 days ago: due and missed.
    await request(2, ago(20 * DAY), null);
    // An hour ago, not answered yet: counted, not yet due.
    await request(3, ago(HOUR), null);
    // Exactly 30 days ago: outside the window.
    await request(4, ago(30 * DAY), ago(30 * DAY - HOUR));
    // 29 days ago, answered in 6 hours.
    await request(5, ago(29 * DAY), ago(29 * DAY - 6 * HOUR));
    // Its own offer is no invitation.
    await request(6, ago(2 * DAY), ago(2 * DAY), 'offer');

    await refreshAnswerStats(run(), AT);
    expect(await stored(busy.id)).toMatchObject({
      invitations30d: 5,
      due30d: 4,
      answeredIn3d30d: 3,
      // 2 h, 6 h and 72 h: the median is 6 hours.
      medianAnswerSeconds: 6 * 3600,
      invitations7d: 2,
    });
    const expected: ContractorAnswers = {
      invitations_30d: 5,
      answered_in_3_days_percent: 75,
      median_answer_minutes: 360,
      invitations_7d: 2,
    };
    // The directory's card and the contractor's page read the stored row.
    expect((await cardOf(busy.id, 'Отвечающий'))!.answers).toEqual(expected);
    const page = await get(ctx.app, `/api/contractors/${busy.id}`, client.token);
    expect(page.status).toBe(200);
    expect((page.body.user as Contractor).answers).toEqual(expected);
  });

  it('a contractor with no invitations has zeros and no share or median', async () => {
    await refreshAnswerStats(run(), AT);
    const res = await get(ctx.app, `/api/contractors/${quiet.id}`, client.token);
    expect((res.body.user as Contractor).answers).toEqual({
      invitations_30d: 0,
      answered_in_3_days_percent: null,
      median_answer_minutes: null,
      invitations_7d: 0,
    });
  });

  it('a contractor the job has not counted yet has no figures on its card', async () => {
    const late = await newContractor(ctx);
    const res = await get(ctx.app, `/api/contractors/${late.id}`, client.token);
    expect(res.status).toBe(200);
    expect((res.body.user as Contractor).answers).toBeNull();
  });

  it('an answer after the window ends does not count yet; later runs move the window on', async () => {
    // Seen from 23 hours before AT: the first invitation's answer (22 hours before) is to come,
    // the one of an hour before is not made yet, and the one of exactly 30 days is in the window.
    await refreshAnswerStats(run(), ago(23 * HOUR));
    expect(await stored(busy.id)).toMatchObject({
      invitations30d: 5,
      due30d: 4,
      answeredIn3d30d: 3,
      invitations7d: 1,
    });
    // 31 days on, every invitation has left the window: the figures go back to zero.
    await refreshAnswerStats(run(), new Date(AT.getTime() + 31 * DAY));
    expect(await stored(busy.id)).toMatchObject({
      invitations30d: 0,
      due30d: 0,
      answeredIn3d30d: 0,
      medianAnswerSeconds: null,
      invitations7d: 0,
    });
  });

  it('runs at once, in small batches, write the same figures, and a run with nothing new writes nothing', async () => {
    const results = await Promise.all([
      refreshAnswerStats(run(), AT, 2),
      refreshAnswerStats(run(), AT, 2),
      refreshAnswerStats(run(), AT, 3),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(await stored(busy.id)).toMatchObject({
      invitations30d: 5,
      due30d: 4,
      answeredIn3d30d: 3,
      medianAnswerSeconds: 6 * 3600,
      invitations7d: 2,
    });
    expect(await refreshAnswerStats(run(), AT, 2)).toBe(0);
    // Every contractor has its row, counted or zero.
    const contractors = await db()
      .select({ id: contractorProfiles.userId })
      .from(contractorProfiles);
    const rows = await db()
      .select({ id: contractorAnswerStats.contractorId })
      .from(contractorAnswerStats)
      .where(
        inArray(
          contractorAnswerStats.contractorId,
          contractors.map((c) => c.id),
        ),
      );
    expect(rows).toHaveLength(contractors.length);
  });
});

async function answeredAt(id: number) {
  const [row] = await db()
    .select({ at: tenderRequests.firstAnsweredAt })
    .from(tenderRequests)
    .where(eq(tenderRequests.id, id));
  return row!.at;
}
