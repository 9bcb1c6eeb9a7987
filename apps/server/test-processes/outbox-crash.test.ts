import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, call, PNG, freshDatabase, startInstance } from './instances';

/*
 * The outbox across a crash: an invitation committed with its letter's outbox row, the letter
 * handed to the mail server but not yet accepted, and the server killed (SIGKILL) right then. The
 * server started again on the same database takes the row once its lease has run out and sends
 * the letter: it arrives, once.
 */

type Letter = { to: string[]; subject: string | undefined };
/** The letters the mail server accepted (answered 250 to), in order. */
const accepted: Letter[] = [];
/** The subject of the letter to hold, unanswered, the first time it comes. */
let holdSubject: string | undefined;
let held: Letter | undefined;

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 1000,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const letter = { to: session.envelope.rcptTo.map((r) => r.address), subject: mail.subject };
        // Never answered: the sender waits with the letter in flight until it dies.
        if (!held && holdSubject && letter.subject === holdSubject) return void (held = letter);
        accepted.push(letter);
        callback();
      })
      .catch(callback);
  },
});

let database: Awaited<ReturnType<typeof freshDatabase>>;
let server: Instance;
let env: Record<string, string>;

beforeAll(async () => {
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  env = {
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    // A claim lost with its server is free again this soon.
    NOTICE_LEASE_SECONDS: '2',
    AUTH_RATE_LIMIT: '1000',
  };
  database = await freshDatabase();
  server = await startInstance({ databaseUrl: database.url, env });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Asks `probe` every 100 ms until it answers something; fails after `seconds`. */
async function until<T>(what: string, probe: () => Promise<T | undefined>, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const answer = await probe();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) {
      throw new Error(`${what}: not within ${seconds} s\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function ok(res: ReturnType<typeof call>) {
  const { status, body } = await res;
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** The five registration steps and the profile, through the API; answers the token. */
async function register(
  contacts: { phone: string; email: string },
  profile: Record<string, string>,
) {
  const base = server.url;
  const phone = await ok(
    call(base, 'POST', '/api/register/phone/request-code', { body: { phone: contacts.phone } }),
  );
  const uuid = phone.uuid as string;
  await ok(call(base, 'POST', '/api/register/phone/verify', { body: { uuid, code: phone.code } }));
  const email = await ok(
    call(base, 'POST', '/api/register/email/request-code', {
      body: { uuid, email: contacts.email },
    }),
  );
  await ok(call(base, 'POST', '/api/register/email/verify', { body: { uuid, code: email.code } }));
  const password = 'secret123';
  const done = await ok(
    call(base, 'POST', '/api/register/finalize', {
      body: { uuid, password, password_repeat: password },
    }),
  );
  const token = done.token as string;
  await ok(call(base, 'POST', '/api/register/profile', { token, body: profile }));
  return token;
}

async function uploadPicture(url: string, token: string) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'plan.png');
  const res = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { path: string }).path;
}

type OutboxRow = { id: number; attempts: number; sent_at: Date | null; failed_at: Date | null };

describe('a server killed while it sends a letter', () => {
  it('SIGKILL after the commit and before the send: the letter is sent after the restart, once', async () => {
    const base = server.url;
    const client = await register(
      { phone: '+79120000001', email: 'client@example.ru' },
      {
        type: 'client',
        name: 'Иван',
        surname: 'Петров',
        date_of_birth: '1990-05-17',
        location: 'Казань',
      },
    );
    const contractorEmail = 'contractor@example.ru';
    await register(
      { phone: '+79120000002', email: contractorEmail },
      {
        type: 'contractor',
        full_legal_name: 'Общество с ограниченной ответственностью «Прораб»',
        short_name: 'ООО «Прораб»',
        region: 'Казань',
        legal_address: 'г. Казань, ул. Баумана, 1',
        actual_address: 'г. Казань, ул. Баумана, 1',
        year_founded: '2015',
        inn: '1655000003',
      },
    );
    const project = await ok(
      call(base, 'POST', '/api/projects', {
        token: client,
        body: {
          name: 'Склад на Окской',
          address: 'г. Казань, ул. Окская, 3',
          phone: '+79161234567',
          cover_path: await uploadPicture('/api/projects/uploadCover/cover', client),
        },
      }),
    );
    const tenderName = 'Кровля склада';
    const created = await ok(
      call(base, 'POST', '/api/tenders', {
        token: client,
        body: {
          tender_name: tenderName,
          projectId: project.id,
          stage: 'construction',
          complex_structure: false,
          address: 'г. Казань, ул. Окская, 3',
          latitude: 55.79,
          longitude: 49.12,
          description: 'Замена кровли на складе 600 м²',
          start_date: '2031-03-01',
          end_date: '2031-06-30',
          images_paths: [await uploadPicture('/api/tenders/uploadFile', client)],
          docs_paths: [],
        },
      }),
    );
    const tenderId = (created.tender as { id: number }).id;
    const [contractor] = await database.query<{ id: number }>(
      'select id from users where email = $1',
      [contractorEmail],
    );
    const subject = `Приглашение к тендеру: «${tenderName}»`;
    holdSubject = subject;
    // Only the registration codes came before.
    const codes = accepted.length;

    // The invitation commits its notice and the letter's outbox row together.
    await ok(
      call(base, 'POST', `/api/request/${tenderId}`, {
        token: client,
        body: { user_id: contractor!.id, comment: 'Приглашаем', docs_paths: [] },
      }),
    );
    const invitationRow = () =>
      database
        .query<OutboxRow>(
          `select id, attempts, sent_at, failed_at from notice_outbox
            where recipient_id = $1 and channel = 'email'`,
          [contractor!.id],
        )
        .then((rows) => {
          expect(rows).toHaveLength(1);
          return rows[0]!;
        });
    // The server's worker claimed the row and is sending: the letter is in the mail server's
    // hands, unanswered.
    await until('the letter in flight', async () => held);
    expect(held!.to).toEqual([contractorEmail]);
    expect(await invitationRow()).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });

    server.signal('SIGKILL');
    expect(await server.exited).toBeNull();
    server = await startInstance({ databaseUrl: database.url, dataDir: server.dataDir, env });

    const since = () => accepted.slice(codes);
    await until('the letter accepted after the restart', async () =>
      since().length > 0 ? true : undefined,
    );
    const sent = await until('the outbox row marked sent', async () => {
      const row = await invitationRow();
      return row.sent_at ? row : undefined;
    });
    expect(sent).toMatchObject({ attempts: 2, failed_at: null });
    expect(since()).toEqual([{ to: [contractorEmail], subject }]);
  });
});
