import { MSG_REVIEWS, MSG_TENDERS } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { get, useTestApp } from './helpers';
import { closeAccount, purge } from './deletion-fixtures';
import { dealReviews, endedDeal, mustWrite, reviewsOf } from './review-fixtures';
import { newClient, newContractor } from './tender-fixtures';

/*
 * The reviews' page of a closed or deleted party: not there (404 with the message of a party that
 * does not exist) while the account is closed and after its deletion; the reviews stay on the deal.
 */

const ctx = useTestApp();

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

    await closeAccount(ctx, contractor);
    const closed = await get(ctx.app, `/api/contractors/${contractor.id}/reviews`, client.token);
    expect(closed.status).toBe(404);
    expect(closed.body.errors).toEqual([MSG_TENDERS.contractorNotFound]);

    expect(await purge(ctx, contractor.id)).toBe(1);
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

    await closeAccount(ctx, client);
    const closed = await get(ctx.app, `/api/clients/${client.id}/reviews`, contractor.token);
    expect(closed.status).toBe(404);
    expect(closed.body.errors).toEqual([MSG_REVIEWS.clientNotFound]);

    expect(await purge(ctx, client.id)).toBe(1);
    const gone = await get(ctx.app, `/api/clients/${client.id}/reviews`, contractor.token);
    expect(gone.status).toBe(404);
    expect(gone.body.errors).toEqual([MSG_REVIEWS.clientNotFound]);
    const onDeal = await dealReviews(ctx, contractor, dealId);
    expect(JSON.stringify(onDeal)).toContain('"subject":"client"');
  });

  it('open again when the owner cancels the deletion', async () => {
    const { client, contractor } = await reviewedPair();
    await closeAccount(ctx, client);
    await ctx.database.db
      .update(users)
      .set({ closedAt: null, deleteAfter: null })
      .where(eq(users.id, client.id));
    expect((await reviewsOf(ctx, contractor, 'clients', client.id)).reviews).toHaveLength(1);
  });
});
