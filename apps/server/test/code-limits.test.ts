import { CODES_PER_TARGET_DAY, CODES_PER_TARGET_HOUR, MSG, tooManyCodes } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/db/schema';
import { uniqueContacts, useTestApp } from './helpers';

/*
 * How many codes may go out: one per flow and target every 30 s, five an hour, ten a day, and a
 * daily SMS budget for the whole service. Every refusal is a 429 in Russian with Retry-After.
 */

const ctx = useTestApp({ SMS_DAILY_BUDGET: '40' });

const ask = async (phone: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/register/phone/request-code',
    payload: { phone },
  });
  return {
    status: res.statusCode,
    body: res.json(),
    retryAfter: Number(res.headers['retry-after']),
  };
};
const sentTo = async (phone: string) =>
  (
    await ctx.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, phone))
  ).length;

describe('codes per phone', () => {
  it(`sends ${CODES_PER_TARGET_HOUR} an hour and ${CODES_PER_TARGET_DAY} a day, then 429 with the minutes left`, async () => {
    const { phone } = uniqueContacts();
    for (let i = 0; i < CODES_PER_TARGET_HOUR; i++) {
      expect((await ask(phone)).status).toBe(200);
      ctx.clock.advance(60);
    }
    const hourly = await ask(phone);
    expect(hourly.status).toBe(429);
    // The hour's first code was sent five minutes ago: 55 minutes to go.
    expect(hourly.body.errors).toEqual([tooManyCodes(55)]);
    expect(hourly.retryAfter).toBe(55 * 60);

    ctx.clock.advance(3600);
    for (let i = 0; i < CODES_PER_TARGET_DAY - CODES_PER_TARGET_HOUR; i++) {
      expect((await ask(phone)).status).toBe(200);
      ctx.clock.advance(31);
    }
    const daily = await ask(phone);
    expect(daily.status).toBe(429);
    expect(daily.body.errors[0]).toMatch(/^Слишком много кодов подряд/);
    expect(daily.retryAfter).toBeGreaterThan(20 * 3600);
    expect(await sentTo(phone)).toBe(CODES_PER_TARGET_DAY);
    ctx.clock.advance(24 * 3600);
    expect((await ask(phone)).status).toBe(200);
  });

  it('sends one code of 10 parallel requests for one phone; the rest wait their 30 s', async () => {
    const { phone } = uniqueContacts();
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(phone)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
    expect(answers.every((a) => a.status === 200 || a.retryAfter > 0)).toBe(true);
    expect(await sentTo(phone)).toBe(1);
  });
});

describe('the daily SMS budget of the service', () => {
  it('refuses SMS once the budget is spent, with 429 and Retry-After, sending nothing', async () => {
    await ctx.database.db.execute(
      `insert into rate_limits (key, count, reset_at) values ('sms-budget', 40, now() + interval '1 hour')
       on conflict (key) do update set count = 40, reset_at = now() + interval '1 hour'`,
    );
    const { phone } = uniqueContacts();
    const before = ctx.outbox.sent.length;
    const refused = await ask(phone);
    expect(refused.status).toBe(429);
    expect(refused.body.errors).toEqual([MSG.smsBudgetSpent]);
    expect(refused.retryAfter).toBeGreaterThan(3000);
    expect(ctx.outbox.sent.length).toBe(before);
    // The code that could not go is forgotten: the phone may ask again once SMS go out again.
    expect(await sentTo(phone)).toBe(0);
    await ctx.database.db.execute(`delete from rate_limits where key = 'sms-budget'`);
    expect((await ask(phone)).status).toBe(200);
  });
});
