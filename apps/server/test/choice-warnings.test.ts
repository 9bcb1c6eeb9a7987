import type { TrailAnswer } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyChecks, contractorProfiles } from '../src/db/schema';
import { get, post, useTestApp } from './helpers';
import {
  type Actor,
  newClient,
  newContractor,
  newTender,
  offer,
  pricedTerms,
} from './tender-fixtures';

/*
 * A choice made over warnings: the server works out what the client was warned of about the
 * chosen company (its register facts, its СРО against the offer's price) and records it in the
 * tender's trail, for the client only; a choice without warnings records nothing more.
 */

const ctx = useTestApp();

const priced = (roubles: number) => pricedTerms(roubles * 100);

/** Gives the contractor its own INN and stores what the register answered of it. */
async function withRegister(who: Actor, inn: string, status: string, registeredOn: string) {
  const { db } = ctx.database;
  await db
    .update(contractorProfiles)
    .set({ inn, shortName: `ООО «Компания ${inn.slice(-3)}»` })
    .where(eq(contractorProfiles.userId, who.id));
  await db
    .insert(companyChecks)
    .values({
      inn,
      checkedAt: new Date(),
      kind: 'legal',
      status,
      registeredOn,
      nameShort: `ООО "КОМПАНИЯ ${inn.slice(-3)}"`,
    })
    .onConflictDoNothing();
}

const trailOf = async (actor: Actor, tenderId: number) => {
  const res = await get(ctx.app, `/api/tenders/${tenderId}/trail?per_page=100`, actor.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as TrailAnswer).entries;
};

const choose = async (client: Actor, requestId: number) => {
  const res = await post(
    ctx.app,
    `/api/request/accept/${requestId}`,
    { outcome_reason: 'price' },
    client.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

let client: Actor;
let risky: Actor;
let sound: Actor;
beforeAll(async () => {
  [client, risky, sound] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
  ]);
  // Liquidating, and stating no СРО.
  await withRegister(risky, '7701000026', 'liquidating', '2002-08-16');
  await withRegister(sound, '7701000019', 'active', '2002-08-16');
});

describe('a choice over warnings', () => {
  it('is recorded in the client’s trail with every warning the client was shown', async () => {
    const tender = await newTender(ctx, client);
    const request = await offer(ctx, risky, tender.id, priced(20_000_000));
    await offer(ctx, sound, tender.id, priced(5_000_000));
    await choose(client, request.id);

    const entries = await trailOf(client, tender.id);
    const warned = entries.filter((e) => e.event === 'chosen_over_warning');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({
      label: 'Выбор вопреки предупреждению',
      actor: { id: client.id },
      contractor: null,
      details:
        'ООО «Компания 026»: По данным ЕГРЮЛ статус — «Ликвидируется», а не «Действует»; ' +
        'Нет данных о СРО: договор дороже 10 млн ₽ требует членства в СРО',
    });
    // The chosen contractor reads its choice, not what the client weighed.
    const own = await trailOf(risky, tender.id);
    expect(own.map((e) => e.event)).toContain('executor_chosen');
    expect(own.map((e) => e.event)).not.toContain('chosen_over_warning');
  });

  it('records nothing more when the chosen company raised no warning', async () => {
    const tender = await newTender(ctx, client);
    await offer(ctx, risky, tender.id, priced(3_000_000));
    const request = await offer(ctx, sound, tender.id, priced(5_000_000));
    await choose(client, request.id);
    const events = (await trailOf(client, tender.id)).map((e) => e.event);
    expect(events).toContain('executor_chosen');
    expect(events).not.toContain('chosen_over_warning');
  });

  it('records nothing when the choice is refused', async () => {
    const tender = await newTender(ctx, client);
    const request = await offer(ctx, risky, tender.id, priced(20_000_000));
    const other = await offer(ctx, sound, tender.id, priced(5_000_000));
    await choose(client, other.id);
    const again = await post(
      ctx.app,
      `/api/request/accept/${request.id}`,
      { outcome_reason: 'price' },
      client.token,
    );
    expect(again.status).toBe(409);
    const events = (await trailOf(client, tender.id)).map((e) => e.event);
    expect(events).not.toContain('chosen_over_warning');
  });
});
