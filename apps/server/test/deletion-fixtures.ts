import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { FILE_REFERENCES } from '../src/app';
import { users } from '../src/db/schema';
import { purgeDueAccounts } from '../src/modules/account-deletion/purge';
import { FileService } from '../src/modules/files/service';
import { type TestContext, post } from './helpers';
import type { Actor } from './tender-fixtures';

/** Closes the account through the two calls; answers the day of its deletion. */
export async function closeAccount(ctx: TestContext, actor: Actor) {
  const step = await post(
    ctx.app,
    '/api/user/deletion/request-code',
    { password: actor.password },
    actor.token,
  );
  expect(step.status, JSON.stringify(step.body)).toBe(200);
  const done = await post(ctx.app, '/api/user/deletion', { code: step.body.code }, actor.token);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return (done.body.deletion as { delete_after: string }).delete_after;
}

/** The timer's purge, as each server runs it. */
export function runPurge(ctx: TestContext) {
  const { db } = ctx.database;
  const files = new FileService(db, ctx.app.storage, ctx.config, FILE_REFERENCES);
  return purgeDueAccounts(db, files, ctx.app.storage, new Date());
}

/** Moves the deletion of the account into the past and runs the timer's purge. */
export async function purge(ctx: TestContext, userId: number) {
  await ctx.database.db
    .update(users)
    .set({ deleteAfter: sql`now() - interval '1 minute'` })
    .where(eq(users.id, userId));
  return runPurge(ctx);
}
