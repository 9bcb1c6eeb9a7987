import { CONTRACTOR_NOTE_MAX, MSG, MSG_NOTES, MSG_TENDERS } from '@podryad/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorNotes } from '../src/db/schema';
import { get, put, useTestApp } from './helpers';
import { type Actor, del, invite, newClient, newContractor, newTender } from './tender-fixtures';

const ctx = useTestApp();

const SECRET = 'Срывал сроки на Ленина — перепроверять смету';

let clientA: Actor;
let clientB: Actor;
let contractor: Actor;
const note = (id: number) => `/api/contractors/${id}/note`;
const storedNotes = () => ctx.database.db.select().from(contractorNotes);

beforeAll(async () => {
  [clientA, clientB, contractor] = await Promise.all([
    newClient(ctx),
    newClient(ctx),
    newContractor(ctx),
  ]);
});

describe('a client keeps private notes on contractors', () => {
  it('keeps, rewrites and removes its own note and its mark «Не приглашать»', async () => {
    const saved = await put(
      ctx.app,
      note(contractor.id),
      { text: `  ${SECRET}  `, do_not_invite: true },
      clientA.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.note).toMatchObject({ text: SECRET, do_not_invite: true });

    const page = await get(ctx.app, `/api/contractors/${contractor.id}`, clientA.token);
    expect(page.body.user).toMatchObject({ my_note: { text: SECRET, do_not_invite: true } });

    const again = await put(
      ctx.app,
      note(contractor.id),
      { text: 'Хорошо показали себя', do_not_invite: false },
      clientA.token,
    );
    expect(again.body.note).toMatchObject({ text: 'Хорошо показали себя', do_not_invite: false });
    expect(await storedNotes()).toHaveLength(1);

    // Only the mark, without words, is a note too.
    const mark = await put(
      ctx.app,
      note(contractor.id),
      { text: '', do_not_invite: true },
      clientA.token,
    );
    expect(mark.body.note).toMatchObject({ text: '', do_not_invite: true });

    expect((await del(ctx, note(contractor.id), clientA.token)).body).toEqual({ success: true });
    const after = await get(ctx.app, `/api/contractors/${contractor.id}`, clientA.token);
    expect((after.body.user as { my_note: unknown }).my_note).toBeNull();
    const twice = await del(ctx, note(contractor.id), clientA.token);
    expect(twice.status).toBe(404);
    expect(twice.body.errors).toEqual([MSG_NOTES.notFound]);
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ text: '', do_not_invite: false }, 'text', MSG_NOTES.empty],
      [{ text: '   ', do_not_invite: false }, 'text', MSG_NOTES.empty],
      [{ text: 'я'.repeat(CONTRACTOR_NOTE_MAX + 1), do_not_invite: true }, 'text', MSG.tooLong],
      [{ text: 'Заметка', do_not_invite: 'да' }, 'do_not_invite', MSG.invalidValue],
      [{ text: 5, do_not_invite: true }, 'text', MSG.invalidValue],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(ctx.app, note(contractor.id), body, clientB.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toEqual({ [field]: [message] });
    }
    // Not a contractor: a client's id.
    const notContractor = await put(
      ctx.app,
      note(clientA.id),
      { text: 'Заметка', do_not_invite: false },
      clientB.token,
    );
    expect(notContractor.status).toBe(404);
    expect(notContractor.body.errors).toEqual([MSG_TENDERS.contractorNotFound]);
    expect(await storedNotes()).toEqual([]);
  });

  it('is for clients only: a contractor can neither write nor read one', async () => {
    const res = await put(
      ctx.app,
      note(contractor.id),
      { text: 'Заметка', do_not_invite: false },
      contractor.token,
    );
    expect(res.status).toBe(403);
    expect((await del(ctx, note(contractor.id), contractor.token)).status).toBe(403);
    expect(await storedNotes()).toEqual([]);
  });

  it('never leaves its owner: another client and the contractor never read it', async () => {
    await put(ctx.app, note(contractor.id), { text: SECRET, do_not_invite: true }, clientA.token);
    // A tender of each client with the contractor invited, so that requests and tenders show it.
    const [tenderA, tenderB] = await Promise.all([
      newTender(ctx, clientA),
      newTender(ctx, clientB),
    ]);
    await invite(ctx, clientA, tenderA.id, contractor.id);
    await invite(ctx, clientB, tenderB.id, contractor.id);

    const own = await get(ctx.app, '/api/contractors?per_page=100', clientA.token);
    const ownCard = (own.body.users as { id: number; my_note: unknown }[]).find(
      (c) => c.id === contractor.id,
    );
    expect(ownCard?.my_note).toMatchObject({ text: SECRET, do_not_invite: true });

    const others = [
      ['/api/contractors?per_page=100', clientB],
      [`/api/contractors/${contractor.id}`, clientB],
      [`/api/tenders/${tenderB.id}`, clientB],
      ['/api/request', clientB],
      [`/api/tenders/${tenderA.id}`, clientA],
      ['/api/request', clientA],
      ['/api/request', contractor],
      [`/api/tenders/${tenderA.id}`, contractor],
      ['/api/user/profile', contractor],
      [`/api/tenders/${tenderA.id}/comparison`, clientA],
      ['/api/user/notifications', contractor],
    ] as const;
    for (const [url, who] of others) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(SECRET);
    }
    const cardOfB = (
      (await get(ctx.app, '/api/contractors?per_page=100', clientB.token)).body.users as {
        id: number;
        my_note: unknown;
      }[]
    ).find((c) => c.id === contractor.id);
    expect(cardOfB?.my_note).toBeNull();
  });
});
