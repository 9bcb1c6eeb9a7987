import { MSG, NOTIFICATION_STREAM, type Notification, type Tender } from '@podryad/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { post, useTestApp } from './helpers';
import { type NoticeStream, openNoticeStream } from './sse';
import {
  type Actor,
  invite,
  newClient,
  newContractor,
  newTender,
  newUntyped,
} from './tender-fixtures';

// Pings every 150 ms: a test waits for the next one to know that nothing else was sent before it.
const ctx = useTestApp({}, { liveHeartbeatMs: 150 });

let origin: string;
let client: Actor;
let contractor: Actor;
let tender: Tender;
const open: NoticeStream[] = [];

beforeAll(async () => {
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  [client, contractor] = await Promise.all([newClient(ctx), newContractor(ctx)]);
  tender = await newTender(ctx, client);
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((stream) => stream.close()));
});

const stream = async (token: string | undefined, options?: { lastEventId?: number | string }) => {
  const opened = await openNoticeStream(origin, token, options);
  open.push(opened);
  return opened;
};

/** Notices for `recipient` written straight into the table, as a move's transaction writes them. */
async function write(recipient: Actor, titles: string[]) {
  const rows = await ctx.database.db
    .insert(notifications)
    .values(
      titles.map((title) => ({
        recipientId: recipient.id,
        actorId: recipient.id === client.id ? contractor.id : client.id,
        tenderId: tender.id,
        title,
        text: `${title}: текст`,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

type NoticeEvent = { notification: Notification; unread: number };
const noticeOf = (event: { data: unknown }) => (event.data as NoticeEvent).notification;

describe('GET /user/notifications/stream', () => {
  it('starts with the unread count, then sends a notice as it is written, with its id', async () => {
    const live = await stream(client.token);
    expect(live.status).toBe(200);
    expect(live.contentType).toMatch(/^text\/event-stream/);
    const ready = await live.nextEvent('ready');
    const unread = (ready.data as { unread: number }).unread;

    const [id] = await write(client, ['Новое предложение']);
    const event = await live.nextEvent('notification', 1_000);
    expect(event.id).toBe(String(id));
    expect(noticeOf(event)).toMatchObject({
      id,
      title: 'Новое предложение',
      is_new: true,
      link: `/api/tenders/${tender.id}`,
    });
    expect((event.data as NoticeEvent).unread).toBe(unread + 1);
  });

  it("sends a move's notice to its recipient and nothing to the one who made it", async () => {
    const invited = await newContractor(ctx);
    const [theirs, mine] = [await stream(invited.token), await stream(client.token)];
    await Promise.all([theirs.nextEvent('ready'), mine.nextEvent('ready')]);
    await invite(ctx, client, tender.id, invited.id);
    const event = await theirs.nextEvent('notification', 1_000);
    expect(noticeOf(event).title).toBe('Приглашение к тендеру');
    expect(noticeOf(event).text).toContain(tender.tender_name);
    expect(await mine.untilPing()).toEqual([]);
  });

  it('resumes after Last-Event-ID with exactly the notices missed, oldest first', async () => {
    const first = await stream(contractor.token);
    await first.nextEvent('ready');
    const [seen] = await write(contractor, ['Первое']);
    expect((await first.nextEvent('notification')).id).toBe(String(seen));
    await first.close();

    const missed = await write(contractor, ['Второе', 'Третье']);
    const again = await stream(contractor.token, { lastEventId: seen! });
    await again.nextEvent('ready');
    const replayed = [await again.nextEvent('notification'), await again.nextEvent('notification')];
    expect(replayed.map((e) => Number(e.id))).toEqual(missed);
    expect(replayed.map((e) => noticeOf(e).title)).toEqual(['Второе', 'Третье']);
    expect(await again.untilPing()).toEqual([]);
  });

  it('asks to reload instead of replaying more than it keeps for a reconnect', async () => {
    const reader = await newClient(ctx);
    const [before] = await write(reader, ['До обрыва']);
    const many = Array.from({ length: NOTIFICATION_STREAM.resumeMax + 1 }, (_, i) => `№${i}`);
    await write(reader, many);
    const live = await stream(reader.token, { lastEventId: before! });
    await live.nextEvent('ready');
    await live.nextEvent('reset');
    expect(live.events.filter((e) => 'event' in e && e.event === 'notification')).toEqual([]);
  });

  it('keeps an idle stream open with a comment line', async () => {
    const live = await stream(client.token);
    await live.nextEvent('ready');
    await live.next((e) => 'comment' in e && e.comment === 'ping', 1_000);
  });

  it('ends the stream when its session ends (sign-out)', async () => {
    const { token } = await newClient(ctx);
    const live = await stream(token);
    await live.nextEvent('ready');
    expect((await post(ctx.app, '/api/auth/logout', {}, token)).status).toBe(200);
    expect((await live.nextEvent('end', 1_000)).data).toEqual({ reason: 'session' });
    await live.ended();
  });

  it(`holds at most ${NOTIFICATION_STREAM.maxPerUser} streams of a user: a new one replaces the oldest`, async () => {
    const user = await newContractor(ctx);
    const streams: NoticeStream[] = [];
    for (let i = 0; i < NOTIFICATION_STREAM.maxPerUser; i++) {
      streams.push(await stream(user.token));
      await streams.at(-1)!.nextEvent('ready');
    }
    const newest = await stream(user.token);
    await newest.nextEvent('ready');
    expect((await streams[0]!.nextEvent('end')).data).toEqual({ reason: 'replaced' });
    await streams[0]!.ended();
    // The others stay and still get notices.
    await write(user, ['После замены']);
    for (const kept of [...streams.slice(1), newest]) await kept.nextEvent('notification');
  });

  it('refuses a caller without a session or without a type, as every call does', async () => {
    const anonymous = await stream(undefined);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      errors: [MSG.unauthorized],
      message: MSG.unauthorized,
    });
    const untyped = await stream((await newUntyped(ctx)).token);
    expect(untyped.status).toBe(403);
    const wrong = await stream(client.token, { lastEventId: 'abc' });
    // An id it cannot read starts the stream afresh rather than failing it.
    expect(wrong.status).toBe(200);
    await wrong.nextEvent('ready');
  });
});
