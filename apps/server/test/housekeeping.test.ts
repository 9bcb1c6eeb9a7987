import { describe, expect, it } from 'vitest';
import { pruneExpired } from '../src/db/housekeeping';
import { rateLimits, registrations, verificationCodes } from '../src/db/schema';
import { get, register, uniqueContacts, useTestApp } from './helpers';

const ctx = useTestApp();
const db = () => ctx.database.db;

describe('pruning expired rows', () => {
  it('deletes day-old codes and registrations, passed counters and ended sessions, and keeps the rest', async () => {
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * 3600_000);
    const code = (target: string, createdAt: Date) => ({
      purpose: 'register_phone',
      subject: target,
      target,
      codeHash: '00',
      expiresAt: new Date(createdAt.getTime() + 600_000),
      createdAt,
    });
    const [old, fresh] = [uniqueContacts().phone, uniqueContacts().phone];
    await db()
      .insert(verificationCodes)
      .values([code(old, ago(25)), code(fresh, ago(23))]);
    await db()
      .insert(registrations)
      .values([
        { phone: old, createdAt: ago(25) },
        { phone: old, createdAt: ago(30), completedAt: ago(29) },
        { phone: fresh, createdAt: ago(1) },
      ]);
    await db().execute(
      `insert into rate_limits (key, count, reset_at) values
         ('prune-test-passed', 3, now() - interval '1 second'),
         ('prune-test-live', 3, now() + interval '1 minute')`,
    );

    const [stale, live] = [await register(ctx), await register(ctx)];
    await db().execute(
      `update sessions set last_seen_at = now() - interval '15 days' where user_id = (select id from users where email = '${stale.email}')`,
    );

    const pruned = await pruneExpired(db(), now, ctx.app.sessionLimits);
    expect(pruned).toMatchObject({ codes: 1, registrations: 2, sessions: 1 });
    expect((await get(ctx.app, '/api/user/profile', live.token)).status).toBe(200);
    expect(pruned.counters).toBeGreaterThanOrEqual(1);

    const codes = (await db().select().from(verificationCodes)).map((c) => c.target);
    expect(codes).toContain(fresh);
    expect(codes).not.toContain(old);
    expect((await db().select().from(registrations)).map((r) => r.phone)).not.toContain(old);
    const keys = (await db().select().from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('prune-test-live');
    expect(keys).not.toContain('prune-test-passed');
  });
});
