import fs from 'node:fs/promises';
import path from 'node:path';
import { DELETED_USER_LABEL, MSG_DELETION } from '@podryad/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountDeletions,
  deals,
  noticeSettings,
  notifications,
  projects,
  pushSubscriptions,
  uploads,
  users,
} from '../src/db/schema';
import {
  PASSWORD,
  type TestContext,
  get,
  post,
  put,
  register,
  upload,
  useTestApp,
} from './helpers';
import { closeAccount, purge, runPurge } from './deletion-fixtures';
import { endedDeal, mustWrite } from './review-fixtures';
import { type Actor, del, newContractor, newTender, offer, uploadDoc } from './tender-fixtures';

const ctx = useTestApp();

/** A client whose name, surname and contacts appear nowhere else in the file. */
async function distinctiveClient(ctx: TestContext, name: string, surname: string): Promise<Actor> {
  const user = await register(ctx);
  const res = await post(
    ctx.app,
    '/api/register/profile',
    { type: 'client', name, surname, date_of_birth: '1985-02-03', location: 'Тверь' },
    user.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, user.email));
  return { ...user, id: row!.id };
}

const signIn = (login: string, password = PASSWORD) =>
  post(ctx.app, '/api/auth/login', { login, password });

/** Every text-like column of every table: where the person's data could hide. */
async function findInDatabase(needles: string[]) {
  const { db } = ctx.database;
  const columns = (
    (await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'tsvector')`)) as {
      rows: { table_name: string; column_name: string }[];
    }
  ).rows;
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const result = (await db.execute(
        sql.raw(`select count(*)::int as n from "${table}"
          where position(lower('${needle.replace(/'/g, "''")}') in lower("${column}"::text)) > 0`),
      )) as { rows: { n: number }[] };
      if (result.rows[0]!.n > 0) found.push(`${table}.${column}: ${needle}`);
    }
  }
  return found;
}

/** Every object of the file store whose bytes hold one of the needles. */
async function findInStore(needles: string[]) {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const at = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(at);
      else {
        const bytes = await fs.readFile(at);
        for (const needle of needles) {
          if (bytes.includes(Buffer.from(needle))) found.push(`${at}: ${needle}`);
        }
      }
    }
  };
  await walk(ctx.config.dataDir);
  return found;
}

describe('a client deletes its account', () => {
  it('leaves none of its data in any table or file, and the others’ records whole', async () => {
    const client = await distinctiveClient(ctx, 'Евлампия', 'Зыковецкая');
    const contractor = await newContractor(ctx);
    const marker = 'MARKER-only-hers-5c1e9a';

    // A tender others rely on: the contractor's offer and question on it, a project with her contacts.
    const kept = await newTender(ctx, client, {
      description:
        'Кровля склада. Вопросы — Евлампия Зыковецкая, смету согласовать с Евлампией Зыковецкой',
    });
    await ctx.database.db
      .update(projects)
      .set({ phone: client.phone, email: client.email, telegram: '@zykovetskaya' })
      .where(eq(projects.ownerId, client.id));
    const request = await offer(ctx, contractor, kept.id);
    const asked = await post(
      ctx.app,
      `/api/tenders/${kept.id}/questions`,
      { question: 'Какая площадь?' },
      contractor.token,
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    // A tender nobody else touched, with a file only she used.
    const doc = await uploadDoc(
      ctx,
      client.token,
      '/api/tenders/uploadFile',
      'Смета.pdf',
      Buffer.from(`%PDF-1.4\n% ${marker}\n`),
    );
    const own = await newTender(ctx, client, { docs_paths: [doc.path] });
    // An avatar.
    const avatar = await upload(ctx.app, '/api/user/upload/avatar', client.token);
    expect(avatar.status).toBe(200);
    const profile = await get(ctx.app, '/api/user/profile', client.token);
    await put(
      ctx.app,
      '/api/user/profile',
      {
        ...(profile.body.user as { profile: Record<string, unknown> }).profile,
        avatar: avatar.body.path,
        description: 'Пишите Евлампии Зыковецкой',
        vk: 'vk.com/zykovetskaya',
        telegram: '@zykovetskaya',
        whatsapp: client.phone,
      },
      client.token,
    );
    // A deal ended, reviewed both ways.
    const dealId = await endedDeal(ctx, client, contractor);
    await mustWrite(ctx, client, dealId, 'contractor');
    await mustWrite(
      ctx,
      contractor,
      dealId,
      'client',
      [5],
      'Спасибо Евлампии: внимательный заказчик',
    );
    // Her device's push subscription and her notice settings.
    await ctx.database.db.insert(pushSubscriptions).values({
      userId: client.id,
      endpoint: 'https://push.example.ru/zykovetskaya',
      p256dh: 'key',
      auth: 'auth',
    });
    await ctx.database.db.insert(noticeSettings).values({ userId: client.id });
    // A notice she caused that copies her name (none of today's kinds does; a future one may).
    await ctx.database.db.insert(notifications).values({
      recipientId: contractor.id,
      actorId: client.id,
      tenderId: kept.id,
      title: 'Евлампия Зыковецкая ответила',
      text: 'Заказчик Евлампия Зыковецкая ответила на вопрос',
    });

    // An archive of her own data, ready: it holds her file as it is (stored, not compressed).
    const ordered = await post(ctx.app, '/api/user/data-export', undefined, client.token);
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(202);
    await ctx.app.dataExports.drain();
    const archive = await get(ctx.app, '/api/user/data-export', client.token);
    expect(archive.body).toMatchObject({ status: 'ready' });

    const needles = [
      client.phone,
      client.phone.slice(2),
      client.email,
      'Евлампия',
      'Евлампии',
      'Евлампией',
      'Зыковецкая',
      'Зыковецкой',
      'zykovetskaya',
      marker,
    ];
    // The scans see her data before the deletion.
    expect(await findInStore([marker])).toHaveLength(2); // the upload, and the archive that holds it
    expect(await findInDatabase([client.phone, 'Зыковецкая'])).toEqual(
      expect.arrayContaining([
        'users.phone: ' + client.phone,
        'client_profiles.surname: Зыковецкая',
      ]),
    );

    await closeAccount(ctx, client);
    // Two servers' timers at once delete her once.
    await ctx.database.db
      .update(users)
      .set({ deleteAfter: sql`now() - interval '1 minute'` })
      .where(eq(users.id, client.id));
    const runs = await Promise.all([runPurge(ctx), runPurge(ctx)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    for (const table of [pushSubscriptions, noticeSettings]) {
      expect(await ctx.database.db.select().from(table).where(eq(table.userId, client.id))).toEqual(
        [],
      );
    }

    expect(await findInDatabase(needles)).toEqual([]);
    expect(await findInStore(needles)).toEqual([]);

    // Her tender nobody relied on is gone; the other reads whole for the contractor.
    expect((await get(ctx.app, `/api/tenders/${own.id}`, contractor.token)).status).toBe(404);
    const tender = await get(ctx.app, `/api/tenders/${kept.id}`, contractor.token);
    expect(tender.status, JSON.stringify(tender.body)).toBe(200);
    expect(JSON.stringify(tender.body)).toContain(DELETED_USER_LABEL);
    const mine = await get(ctx.app, `/api/request/${request.id}`, contractor.token);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const trail = await get(ctx.app, `/api/tenders/${kept.id}/trail`, contractor.token);
    expect(trail.status, JSON.stringify(trail.body)).toBe(200);
    const deal = await get(ctx.app, `/api/deals/${dealId}`, contractor.token);
    expect(deal.status, JSON.stringify(deal.body)).toBe(200);
    expect(JSON.stringify(deal.body)).toContain(DELETED_USER_LABEL);
    expect(JSON.stringify(tender.body)).toContain(
      `Вопросы — ${DELETED_USER_LABEL}, смету согласовать с ${DELETED_USER_LABEL}`,
    );
    const [dealRow] = await ctx.database.db
      .select({ tenderId: deals.tenderId })
      .from(deals)
      .where(eq(deals.id, dealId));
    const protocol = await ctx.app.inject({
      method: 'GET',
      url: `/api/tenders/${dealRow!.tenderId}/protocol.pdf`,
      headers: { authorization: `Bearer ${contractor.token}` },
    });
    expect(protocol.statusCode).toBe(200);
    expect(protocol.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // Her avatar and her document are gone from the uploads too.
    const left = await ctx.database.db
      .select({ path: uploads.path })
      .from(uploads)
      .where(eq(uploads.ownerId, client.id));
    expect(left.map((u) => u.path)).not.toContain(avatar.body.path);
    expect(left.map((u) => u.path)).not.toContain(doc.path);

    // The record says when and what, and nothing of her.
    const records = await ctx.database.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, client.id));
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record!.role).toBe('client');
    expect(record!.kinds).toEqual(
      expect.arrayContaining([
        'contacts',
        'profile',
        'tenders',
        'push_subscriptions',
        'notice_settings',
        'copied_texts',
      ]),
    );

    // She can never sign in again; her phone and e-mail register anew.
    expect((await signIn(client.email)).status).toBe(401);
    const again = await register(ctx, { phone: client.phone, email: client.email });
    expect(again.token).toBeTruthy();
  });
});

describe('the grace period', () => {
  it('closes at once, lets the owner sign in only to cancel, and cancelling restores it', async () => {
    const client = await distinctiveClient(ctx, 'Агафья', 'Лыкова');
    const deleteAfter = await closeAccount(ctx, client);
    expect(new Date(deleteAfter).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // Every session ended.
    expect((await get(ctx.app, '/api/user/profile', client.token)).status).toBe(401);

    const signedIn = await signIn(client.phone);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.account_closing).toEqual({ delete_after: deleteAfter });
    const token = signedIn.body.token as string;
    expect((await get(ctx.app, '/api/user/profile', token)).status).toBe(200);
    expect((await get(ctx.app, '/api/user/deletion', token)).body).toEqual({
      deletion: { delete_after: deleteAfter },
    });
    const second = (await signIn(client.email)).body.token as string;
    expect((await post(ctx.app, '/api/auth/logout', undefined, second)).status).toBe(200);
    const refused = await get(ctx.app, '/api/projects', token);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([MSG_DELETION.closed(deleteAfter)]);

    // The purge leaves an account not yet due alone.
    await runPurge(ctx);
    expect((await get(ctx.app, '/api/user/profile', token)).status).toBe(200);

    expect((await del(ctx, '/api/user/deletion', token)).status).toBe(200);
    expect((await get(ctx.app, '/api/user/deletion', token)).body).toEqual({ deletion: null });
    expect((await get(ctx.app, '/api/projects', token)).status).toBe(200);
    expect((await del(ctx, '/api/user/deletion', token)).status).toBe(409);
  });

  it('refuses a wrong password and a wrong code', async () => {
    const client = await distinctiveClient(ctx, 'Ефросинья', 'Тёмкина');
    const wrong = await post(
      ctx.app,
      '/api/user/deletion/request-code',
      { password: 'not-it-123' },
      client.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([MSG_DELETION.passwordWrong]);
    const step = await post(
      ctx.app,
      '/api/user/deletion/request-code',
      { password: client.password },
      client.token,
    );
    expect(step.status).toBe(200);
    const bad = await post(ctx.app, '/api/user/deletion', { code: '12' }, client.token);
    expect(bad.status).toBe(400);
    const code = step.body.code as string;
    const other = code === '000000' ? '111111' : '000000';
    expect((await post(ctx.app, '/api/user/deletion', { code: other }, client.token)).status).toBe(
      422,
    );
    expect((await get(ctx.app, '/api/user/deletion', client.token)).body).toEqual({
      deletion: null,
    });
  });
});

describe('a closed account is hidden', () => {
  it('takes a contractor out of the directory and its page, a client’s tenders out of the list', async () => {
    const contractor = await newContractor(ctx);
    const client = await distinctiveClient(ctx, 'Пелагея', 'Сумская');
    const tender = await newTender(ctx, client, { tender_name: 'Тендер Сумской' });
    const viewer = await newContractor(ctx);
    const other = await distinctiveClient(ctx, 'Василиса', 'Орлова');

    const listed = async () =>
      JSON.stringify((await get(ctx.app, '/api/tenders/list?per_page=100', viewer.token)).body);
    expect(await listed()).toContain('Тендер Сумской');
    expect((await get(ctx.app, `/api/contractors/${contractor.id}`, other.token)).status).toBe(200);

    await closeAccount(ctx, client);
    await closeAccount(ctx, contractor);
    expect(await listed()).not.toContain('Тендер Сумской');
    expect((await get(ctx.app, `/api/tenders/${tender.id}`, viewer.token)).status).toBe(404);
    const offered = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { comment: 'Сделаем' },
      viewer.token,
    );
    expect(offered.status).toBe(404);
    expect((await get(ctx.app, `/api/contractors/${contractor.id}`, other.token)).status).toBe(404);
    const directory = await get(ctx.app, '/api/contractors?per_page=100', other.token);
    expect((directory.body.users as { id: number }[]).some((c) => c.id === contractor.id)).toBe(
      false,
    );
    const invited = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { user_id: viewer.id, comment: 'Приглашаем' },
      client.token,
    );
    expect(invited.status).toBe(401);
  });
});

describe('a contractor deletes its account', () => {
  it('keeps its company on the records, and its offer on the client’s tender', async () => {
    const contractor = await newContractor(ctx);
    const client = await distinctiveClient(ctx, 'Анфиса', 'Кречетова');
    const tender = await newTender(ctx, client);
    const request = await offer(ctx, contractor, tender.id);
    // Its portfolio: a case with a cover, telling its phone.
    const cover = await upload(ctx.app, '/api/cases/upload-cover', contractor.token);
    const made = await post(
      ctx.app,
      '/api/cases',
      {
        project_name: 'Жилой дом на Пушкина',
        services: 'Строительство',
        start_date: '2022-04-01',
        end_date: '2023-07-15',
        address: 'г. Казань, ул. Пушкина, 10',
        latitude: 55.79,
        longitude: 49.12,
        description: `Звоните: ${contractor.phone}`,
        cover: cover.body.path,
        object_images: [],
      },
      contractor.token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    await closeAccount(ctx, contractor);
    expect(await purge(ctx, contractor.id)).toBe(1);
    const left = await ctx.database.db
      .select({ path: uploads.path })
      .from(uploads)
      .where(eq(uploads.ownerId, contractor.id));
    expect(left).toEqual([]);
    expect(
      await findInDatabase([contractor.phone, contractor.email, contractor.phone.slice(2)]),
    ).toEqual([]);
    const seen = await get(ctx.app, `/api/request/${request.id}`, client.token);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(JSON.stringify(seen.body)).toContain('Прораб');
    const again = await register(ctx, { phone: contractor.phone, email: contractor.email });
    expect(again.token).toBeTruthy();
  });
});
