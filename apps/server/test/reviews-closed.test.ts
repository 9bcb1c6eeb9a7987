import { MSG_REVIEWS, MSG_TENDERS } from '@podryad/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FILE_REFERENCES } from '../src/app';
import { users } from '../src/db/schema';
import { purgeDueAccounts } from '../src/modules/account-deletion/purge';
import { FileService } from '../src/modules/files/service';
import { get, post, useTestApp } from './helpers';
import { dealReviews, endedDeal, mustWrite, reviewsOf } from './review-fixtures';
import { type Actor, newClient, newContractor } from './tender-fixtures';

/*
 * The reviews' page of a closed or deleted party: not there (404 with the message of a party that
 * does not exist) while the account is closed and after its deletion; the reviews stay on the deal.
 */

const ctx = useTestApp();

/** Closes the account through the two calls. */
async function closeAccount(actor: Actor) {
  const step = await post(
    ctx.app,
    '/api/user/deletion/request-code',
    { password: actor.password },
    actor.token,
  );
  expect(step.status, JSON.stringify(step.body)).toBe(200);
  const done = await post(ctx.app, '/api/user/deletion', { code: step.body.code }, actor.token);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

/** Moves the deletion of the account into the past and runs the timer's purge. */
async function purge(userId: number) {
  const { db } = ctx.database;
  await db
    .update(users)
    .set({ deleteAfter: sql`now() - interval '1 minute'` })
    .where(eq(users.id, userId));
  const files = new FileService(db, ctx.app.storage, ctx.config, FILE_REFERENCES);
  return purgeDueAccounts(db, files, ctx.app.storage, new Date());
}

/** Two parties with an ended deal whose two reviews are published. */
async function reviewedPair() {
  const [client, contractor] = await Promise.all([newClient(ctx), newContractor(ctx)]);
  const dealId = await endedDeal(ctx, client, contractor);
  await mustWrite(ctx, client, dealId, 'contractor', [4]);
  await mustWrite(ctx, contractor, dealId, 'client', [5]);
  return { client, contractor, dealId };
}

describe('the reviews of a closed or deleted contractor', () => {
  it('answer 404 as for no contractor, while closed and after the deletion', async () => {
    const { client, contractor, dealId } = await reviewedPair();
    expect((await reviewsOf(ctx, client, 'contractors', contractor.id)).reviews).toHaveLength(1);

    await closeAccount(contractor);
    const closed = await get(ctx.app, `/api/contractors/${contractor.id}/reviews`, client.token);
    expect(closed.status).toBe(404);
    expect(closed.body.errors).toEqual([MSG_TENDERS.contractorNotFound]);

    expect(await purge(contractor.id)).toBe(1);
    const gone = await get(ctx.app, `/api/contractors/${contractor.id}/reviews`, client.token);
    expect(gone.status).toBe(404);
    expect(gone.body.errors).toEqual([MSG_TENDERS.contractorNotFound]);
    // The client's own review of the deal stays where it was written.
    const onDeal = await dealReviews(ctx, client, dealId);
    expect(JSON.stringify(onDeal)).toContain('"subject":"contractor"');
  });
});

describe('the reviews of a closed or deleted client', () => {
  it('answer 404 as for no client, while closed and after the deletion', async () => {
    const { client, contractor, dealId } = await reviewedPair();
    expect((await reviewsOf(ctx, contractor, 'clients', client.id)).reviews).toHaveLength(1);

    await closeAccount(client);
    const closed = await get(ctx.app, `/api/clients/${client.id}/reviews`, contractor.token);
    expect(closed.status).toBe(404);
    expect(closed.body.errors).toEqual([MSG_REVIEWS.clientNotFound]);

    expect(await purge(client.id)).toBe(1);
    const gone = await get(ctx.app, `/api/clients/${client.id}/reviews`, contractor.token);
    expect(gone.status).toBe(404);
    expect(gone.body.errors).toEqual([MSG_REVIEWS.clientNotFound]);
    const onDeal = await dealReviews(ctx, contractor, dealId);
    expect(JSON.stringify(onDeal)).toContain('"subject":"client"');
  });

  it('open again when the owner cancels the deletion', async () => {
    const { client, contractor } = await reviewedPair();
    await closeAccount(client);
    await ctx.database.db
      .update(users)
      .set({ closedAt: null, deleteAfter: null })
      .where(eq(users.id, client.id));
    expect((await reviewsOf(ctx, contractor, 'clients', client.id)).reviews).toHaveLength(1);
  });
});
