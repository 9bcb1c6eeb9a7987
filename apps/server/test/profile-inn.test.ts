import { MSG } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractorProfiles } from '../src/db/schema';
import { contractorProfile, get, post, put, register, useTestApp } from './helpers';
import { newClient, newContractor } from './tender-fixtures';

/*
 * The INN of a contractor's profile is checked by its check digits on /filing and on every save of
 * the cabinet; a profile saved before the check with a number that fails it still opens.
 */

const ctx = useTestApp();

const createProfile = (body: unknown, token: string) =>
  post(ctx.app, '/api/register/profile', body, token);
const me = (token: string) => get(ctx.app, '/api/user/profile', token);
const save = (body: unknown, token: string) => put(ctx.app, '/api/user/profile', body, token);

const contacts = { vk: 'https://vk.com/prorab', telegram: '@prorab', whatsapp: '+79130000002' };

describe('the INN on /filing', () => {
  it.each([
    ['a 9-digit INN', '165500000', MSG.innLength],
    ['an 11-digit INN', '16550000031', MSG.innLength],
    ['zeros only', '0000000000', MSG.innZeros],
    ["a company's INN with a digit altered", '7707083894', MSG.innChecksum],
    ["an entrepreneur's INN with its 11th digit altered", '500111732259', MSG.innChecksum],
    ["an entrepreneur's INN with its 12th digit altered", '500100732258', MSG.innChecksum],
    ['letters, with the rule of digits only first', '77070838A4', MSG.innDigits],
  ])('refuses %s with 400 naming the field and stores nothing', async (_name, inn, message) => {
    const user = await register(ctx);
    const res = await createProfile({ type: 'contractor', ...contractorProfile, inn }, user.token);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ inn: [message] });
    expect(res.body.errors).toEqual([message]);
    expect((await me(user.token)).body.user).toMatchObject({ type: null, profile: null });
  });

  it.each([
    ['Сбербанк', '7707083893'],
    ['Яндекс', '7736207543'],
    ['an entrepreneur', '500100732259'],
  ])('takes the real INN of %s', async (_name, inn) => {
    const user = await register(ctx);
    const res = await createProfile(
      { type: 'contractor', ...contractorProfile, inn: ` ${inn} ` },
      user.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ type: 'contractor', profile: { inn } });
  });
});

describe('a profile saved before the check with an INN that fails it', () => {
  const OLD_INN = '7701234567';

  it('still opens for its contractor and for a client, with the number as it was saved', async () => {
    const [contractor, client] = await Promise.all([newContractor(ctx), newClient(ctx)]);
    await ctx.database.db
      .update(contractorProfiles)
      .set({ inn: OLD_INN })
      .where(eq(contractorProfiles.userId, contractor.id));

    const own = await me(contractor.token);
    expect(own.status).toBe(200);
    expect(own.body.user).toMatchObject({ profile: { inn: OLD_INN } });

    const card = await get(ctx.app, `/api/contractors/${contractor.id}`, client.token);
    expect(card.status).toBe(200);
    expect(card.body.user).toMatchObject({ id: contractor.id, profile: { inn: OLD_INN } });
  });

  it('is not saved again with that number: 400 with the message, nothing changed', async () => {
    const contractor = await newContractor(ctx);
    await ctx.database.db
      .update(contractorProfiles)
      .set({ inn: OLD_INN })
      .where(eq(contractorProfiles.userId, contractor.id));

    const refused = await save(
      { ...contractorProfile, ...contacts, short_name: 'ООО «Прораб Плюс»', inn: OLD_INN },
      contractor.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ inn: [MSG.innChecksum] });
    expect((await me(contractor.token)).body.user).toMatchObject({
      profile: { short_name: contractorProfile.short_name, inn: OLD_INN, vk: null },
    });

    // Corrected, it saves.
    const saved = await save(
      { ...contractorProfile, ...contacts, short_name: 'ООО «Прораб Плюс»', inn: '7701234560' },
      contractor.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({
      profile: { short_name: 'ООО «Прораб Плюс»', inn: '7701234560' },
    });
  });

  it.each([
    ['a wrong check digit', '1655000000', MSG.innChecksum],
    ['a wrong length', '16550000', MSG.innLength],
    ['zeros only', '000000000000', MSG.innZeros],
  ])('refuses a cabinet save with %s', async (_name, inn, message) => {
    const contractor = await newContractor(ctx);
    const res = await save({ ...contractorProfile, ...contacts, inn }, contractor.token);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ inn: [message] });
    expect((await me(contractor.token)).body.user).toMatchObject({
      profile: { inn: contractorProfile.inn, vk: null },
    });
  });
});
