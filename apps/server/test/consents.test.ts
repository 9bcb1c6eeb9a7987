import {
  LEGAL_VERSIONS,
  MSG_CONSENTS,
  type Contractor,
  type ContractorCard,
  type LegalDocumentsAnswer,
  type Tender,
  type TenderRequest,
  type UserConsentsAnswer,
} from '@podryad/domain';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consents, contractorProfiles, users } from '../src/db/schema';
import { currentVersions } from '../src/modules/consents/versions';
import {
  PASSWORD,
  allConsents,
  clientProfile,
  get,
  post,
  register,
  uniqueContacts,
  useTestApp,
} from './helpers';
import { type Actor, del, invite, newClient, newContractor, newTender } from './tender-fixtures';

const ctx = useTestApp();

async function idOf(email: string) {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

const rowsOf = (userId: number) =>
  ctx.database.db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.id));

const myConsents = async (token: string) => {
  const res = await get(ctx.app, '/api/user/consents', token);
  expect(res.status).toBe(200);
  return res.body as unknown as UserConsentsAnswer;
};

afterEach(() => {
  Object.assign(currentVersions, LEGAL_VERSIONS);
});

describe('GET /api/legal/documents', () => {
  it('answers every document with its current version and title, to anyone', async () => {
    const res = await get(ctx.app, '/api/legal/documents');
    expect(res.status).toBe(200);
    const { documents } = res.body as unknown as LegalDocumentsAnswer;
    expect(documents.map((d) => d.document)).toEqual(['processing', 'distribution', 'privacy']);
    expect(documents[0]).toEqual({
      document: 'processing',
      title: 'Согласие на обработку персональных данных',
      version: LEGAL_VERSIONS.processing,
      path: '/legal/processing',
    });
  });
});

describe('registration', () => {
  it('records the consents of the phone step for the new user, with the address and the time', async () => {
    const before = Date.now();
    const user = await register(ctx);
    const id = await idOf(user.email);
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.document, r.version])).toEqual([
      ['processing', LEGAL_VERSIONS.processing],
      ['distribution', LEGAL_VERSIONS.distribution],
    ]);
    for (const row of rows) {
      expect(row.ip).toBe('127.0.0.1');
      expect(row.userAgent).toBe('lightMyRequest');
      expect(row.withdrawnAt).toBeNull();
      expect(row.givenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    const mine = await myConsents(user.token);
    expect(mine.required).toEqual([]);
    expect(mine.consents.every((c) => c.active)).toBe(true);
  });

  it('works without the field, as the spec has it; the processing consent is then asked', async () => {
    const user = await register(ctx, uniqueContacts(), PASSWORD, null);
    expect(await rowsOf(await idOf(user.email))).toEqual([]);
    const mine = await myConsents(user.token);
    expect(mine.required).toEqual(['processing']);
    expect(mine.consents.find((c) => c.document === 'distribution')).toMatchObject({
      version: null,
      given_at: null,
      active: false,
    });
  });

  it('takes the processing consent alone', async () => {
    const user = await register(ctx, uniqueContacts(), PASSWORD, [
      { document: 'processing', version: LEGAL_VERSIONS.processing },
    ]);
    const rows = await rowsOf(await idOf(user.email));
    expect(rows.map((r) => r.document)).toEqual(['processing']);
  });

  it('refuses a stale version, an unknown document and a repeated one', async () => {
    const phone = uniqueContacts().phone;
    const stale = await post(ctx.app, '/api/register/phone/request-code', {
      phone,
      consents: [{ document: 'processing', version: '2000-01-01' }],
    });
    expect(stale.status).toBe(422);
    expect(stale.body.errors).toEqual([MSG_CONSENTS.staleVersion]);
    const unknown = await post(ctx.app, '/api/register/phone/request-code', {
      phone,
      consents: [{ document: 'marketing', version: '1' }],
    });
    expect(unknown.status).toBe(400);
    const twice = await post(ctx.app, '/api/register/phone/request-code', {
      phone,
      consents: [allConsents()[0], allConsents()[0]],
    });
    expect(twice.status).toBe(400);
  });
});

describe('the caller’s consents', () => {
  it('needs a signed-in caller', async () => {
    expect((await get(ctx.app, '/api/user/consents')).status).toBe(401);
    expect((await post(ctx.app, '/api/user/consents', allConsents()[0])).status).toBe(401);
    expect((await del(ctx, '/api/user/consents/distribution')).status).toBe(401);
  });

  it('asks again after a new version of the processing consent, and takes only the current one', async () => {
    const user = await register(ctx);
    currentVersions.processing = '2099-01-01';
    const mine = await myConsents(user.token);
    expect(mine.required).toEqual(['processing']);
    expect(mine.consents[0]).toMatchObject({
      version: LEGAL_VERSIONS.processing,
      current_version: '2099-01-01',
      active: true,
    });

    const stale = await post(
      ctx.app,
      '/api/user/consents',
      { document: 'processing', version: LEGAL_VERSIONS.processing },
      user.token,
    );
    expect(stale.status).toBe(422);
    expect(stale.body.errors).toEqual([MSG_CONSENTS.staleVersion]);

    const given = await post(
      ctx.app,
      '/api/user/consents',
      { document: 'processing', version: '2099-01-01' },
      user.token,
    );
    expect(given.status).toBe(200);
    expect((given.body as unknown as UserConsentsAnswer).required).toEqual([]);
    // History is kept: the older consent stays beside the new one; a repeat adds nothing.
    await post(
      ctx.app,
      '/api/user/consents',
      { document: 'processing', version: '2099-01-01' },
      user.token,
    );
    const rows = await rowsOf(await idOf(user.email));
    expect(rows.filter((r) => r.document === 'processing').map((r) => r.version)).toEqual([
      LEGAL_VERSIONS.processing,
      '2099-01-01',
    ]);
  });

  it('never requires the distribution consent, even at a new version', async () => {
    const user = await register(ctx, uniqueContacts(), PASSWORD, [allConsents()[0]!]);
    currentVersions.distribution = '2099-01-01';
    expect((await myConsents(user.token)).required).toEqual([]);
  });

  it('refuses bad input', async () => {
    const user = await register(ctx);
    for (const body of [
      {},
      { document: 'privacy', version: LEGAL_VERSIONS.privacy },
      { document: 'processing' },
      { document: 'processing', version: 'x'.repeat(50) },
    ]) {
      expect((await post(ctx.app, '/api/user/consents', body, user.token)).status).toBe(400);
    }
    expect((await del(ctx, '/api/user/consents/privacy', user.token)).status).toBe(400);
  });

  it('sends the withdrawal of the processing consent to the deletion of the account', async () => {
    const user = await register(ctx);
    const res = await del(ctx, '/api/user/consents/processing', user.token);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([MSG_CONSENTS.processingWithdraw]);
    expect((await myConsents(user.token)).consents[0]!.active).toBe(true);
  });
});

describe('the distribution consent and the contacts of a page', () => {
  let client: Actor;
  let contractor: Actor;
  let tender: Tender;
  let request: TenderRequest;
  beforeAll(async () => {
    [client, contractor] = await Promise.all([newClient(ctx), newContractor(ctx)]);
    await ctx.database.db
      .update(contractorProfiles)
      .set({ telegram: '@prorab', vk: 'vk.com/prorab' })
      .where(eq(contractorProfiles.userId, contractor.id));
    tender = await newTender(ctx, client);
    request = await invite(ctx, client, tender.id, contractor.id);
  });

  const contractorPage = async (token: string) => {
    const res = await get(ctx.app, `/api/contractors/${contractor.id}`, token);
    expect(res.status).toBe(200);
    return res.body.user as Contractor;
  };
  const directoryCard = async (token: string) => {
    const res = await get(
      ctx.app,
      `/api/contractors?search=${encodeURIComponent('Прораб')}`,
      token,
    );
    expect(res.status).toBe(200);
    return (res.body.users as ContractorCard[]).find((c) => c.id === contractor.id)!;
  };
  const requestAsClient = async () => {
    const res = await get(ctx.app, `/api/request/${request.id}`, client.token);
    expect(res.status).toBe(200);
    return res.body.request as TenderRequest;
  };
  const tenderAsContractor = async () => {
    const res = await get(ctx.app, `/api/tenders/${tender.id}`, contractor.token);
    expect(res.status).toBe(200);
    return res.body.tender as Tender;
  };

  it('shows the contacts while the consent stands', async () => {
    const page = await contractorPage(client.token);
    expect(page.phone).toBe(contractor.phone);
    expect(page.email).toBe(contractor.email);
    expect(page.profile).toMatchObject({ telegram: '@prorab', vk: 'vk.com/prorab' });
    expect((await directoryCard(client.token)).phone).toBe(contractor.phone);
    expect((await requestAsClient()).user.phone).toBe(contractor.phone);
    expect((await tenderAsContractor()).user.email).toBe(client.email);
  });

  it('hides them from other users once withdrawn, and not from the owner', async () => {
    const res = await del(ctx, '/api/user/consents/distribution', contractor.token);
    expect(res.status).toBe(200);
    const answer = res.body as unknown as UserConsentsAnswer;
    expect(answer.consents[1]).toMatchObject({ document: 'distribution', active: false });
    expect(answer.consents[1]!.withdrawn_at).not.toBeNull();

    const page = await contractorPage(client.token);
    expect(page.phone).toBe('');
    expect(page.email).toBe('');
    expect(page.profile).toMatchObject({ telegram: null, vk: null, whatsapp: null });
    expect(await directoryCard(client.token)).toMatchObject({ phone: '', email: '' });
    const seen = await requestAsClient();
    expect(seen.user).toMatchObject({ phone: '', email: '' });
    // The client's own contacts, its consent standing, stay in the answer.
    expect(seen.client.phone).toBe(client.phone);

    // The owner still reads its own.
    const profile = await get(ctx.app, '/api/user/profile', contractor.token);
    expect(profile.body.user).toMatchObject({
      phone: contractor.phone,
      profile: { telegram: '@prorab' },
    });
    const mine = await get(ctx.app, `/api/request/${request.id}`, contractor.token);
    expect((mine.body.request as TenderRequest).user.phone).toBe(contractor.phone);
  });

  it('shows them again once given again', async () => {
    const res = await post(
      ctx.app,
      '/api/user/consents',
      { document: 'distribution', version: LEGAL_VERSIONS.distribution },
      contractor.token,
    );
    expect(res.status).toBe(200);
    expect((await contractorPage(client.token)).phone).toBe(contractor.phone);
    const rows = await rowsOf(contractor.id);
    expect(rows.filter((r) => r.document === 'distribution')).toHaveLength(2);
  });

  it('hides the contacts of a user who never gave it', async () => {
    const user = await register(ctx, uniqueContacts(), PASSWORD, [allConsents()[0]!]);
    const filled = await post(
      ctx.app,
      '/api/register/profile',
      { type: 'client', ...clientProfile },
      user.token,
    );
    expect(filled.status).toBe(200);
    const own = await newTender(ctx, { ...user, id: await idOf(user.email) });
    const res = await get(ctx.app, `/api/tenders/${own.id}`, contractor.token);
    expect(res.status).toBe(200);
    expect((res.body.tender as Tender).user).toMatchObject({ phone: '', email: '' });
  });
});
