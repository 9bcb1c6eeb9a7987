import { MSG } from '@podryad/domain';
import { expect, it } from 'vitest';
import { useTestApp, post } from './helpers';

const ctx = useTestApp({ AUTH_RATE_LIMIT: '3' });

const attempt = () =>
  post(ctx.app, '/api/auth/login', { login: 'nobody@example.ru', password: 'wrong1234' });

it('limits the anonymous auth calls per address and route, counted in the database', async () => {
  for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
  const limited = await attempt();
  expect(limited.status).toBe(429);
  expect(limited.body.errors).toEqual([MSG.tooManyRequests]);

  // Another route has its own counter.
  const forgot = await post(ctx.app, '/api/password/forgot', { login: 'nobody@example.ru' });
  expect(forgot.status).toBe(404);

  // A new window starts once the old one has passed.
  await ctx.database.db.execute(`update rate_limits set reset_at = now() - interval '1 second'`);
  expect((await attempt()).status).toBe(401);
});
