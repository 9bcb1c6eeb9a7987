import {
  CODES_PER_TARGET_DAY,
  MSG,
  MSG_CABINET,
  MSG_DATA_EXPORT,
  MSG_DEALS,
  MSG_DELIVERY,
  MSG_QUESTIONS,
  LEGAL_VERSIONS,
  MSG_CONSENTS,
  MSG_REVIEWS,
  MSG_SESSIONS,
  MSG_TENDERS,
  REVIEW_CRITERIA,
} from '@podryad/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  clientProfiles,
  contractorNotes,
  contractorProfiles,
  notifications,
  pushSubscriptions,
  sessions,
  tenderQuestions,
  tenders,
  users,
} from '../src/db/schema';
import { signUnsubscribe } from '../src/modules/notifications/unsubscribe-token';
import { signArchiveLink, verifyArchiveLink } from '../src/modules/data-export/link-token';
import { createSession, hashToken } from '../src/modules/auth/sessions';
import {
  PNG_1X1,
  allConsents,
  clientProfile,
  contractorProfile,
  multipartBody,
  uniqueContacts,
  useTestApp,
} from './helpers';
import { newProject, tenderBody } from './tender-fixtures';
import { openNoticeStream } from './sse';

/*
 * The authorization matrix: every route the server registers, for every kind of caller,
 * on the objects of client A and contractor A. The routes come from the app itself (an onRoute
 * hook), so a route missing from the table fails, and so does a row for a route that is gone.
 * Each cell names the answer and which of A's data it shows: all of those must be in the body and
 * every other piece of A's data must not; a refusal is exactly the plain error.
 */

const registered: string[] = [];
const vapid = webpush.generateVAPIDKeys();
const ctx = useTestApp(
  {
    // Codes reach only the outbox, as in production: no answer may carry one.
    SHOW_CODES: 'false',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMS_GATEWAY_URL: 'http://127.0.0.1:9',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  },
  {
    onRoute: (route) => {
      for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
    },
  },
);

const ACTORS = [
  'anonymous',
  'untyped',
  'clientA',
  'clientB',
  'contractorA',
  'contractorB',
] as const;
type Who = (typeof ACTORS)[number];
type Kind = 'untyped' | 'client' | 'contractor';
const kindOf = (who: Who): Kind | undefined =>
  who === 'anonymous'
    ? undefined
    : who === 'untyped'
      ? 'untyped'
      : who.startsWith('client')
        ? 'client'
        : 'contractor';

type Actor = {
  id: number;
  token: string;
  phone: string;
  email: string;
  password: string;
  profile: Record<string, unknown> | null;
};

// ---------------------------------------------------------------------------------------------
// Fixtures: the actors and the objects of client A and contractor A, built once for the file.

/** Registers through the API, reading the codes from the outbox (no answer carries them). */
async function signUp(kind: Kind, password: string, profile?: Record<string, unknown>) {
  const { app, outbox } = ctx;
  const { phone, email } = uniqueContacts();
  const call = async (url: string, payload: Record<string, unknown>, token?: string) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    return res.json() as Record<string, unknown>;
  };
  // Both consents, as the web sends them: the actors' contacts are shown to each other.
  const { uuid } = (await call('/api/register/phone/request-code', {
    phone,
    consents: allConsents(),
  })) as { uuid: string };
  await call('/api/register/phone/verify', { uuid, code: outbox.lastCodeTo(phone) });
  await call('/api/register/email/request-code', { uuid, email });
  await call('/api/register/email/verify', { uuid, code: outbox.lastCodeTo(email) });
  const done = await call('/api/register/finalize', { uuid, password, password_repeat: password });
  const token = done.token as string;
  const id = (done.user as { id: number }).id;
  let stored: Record<string, unknown> | null = null;
  if (kind !== 'untyped') {
    stored = profile ?? (kind === 'client' ? clientProfile : contractorProfile);
    await call('/api/register/profile', { type: kind, ...stored }, token);
  }
  return { id, token, phone, email, password, profile: stored, uuid } satisfies Actor & {
    uuid: string;
  };
}

type Fx = Awaited<ReturnType<typeof buildFixtures>>;

/** Contractor A's stated СРО membership; another caller states one of its own. */
const SRO_OF_A = {
  kind: 'construction',
  sro_name: 'СРО Альфа-семь',
  registration_number: 'СРО-С-777-01022010',
  level: 2,
};
const SRO_OF_OTHERS = { ...SRO_OF_A, sro_name: 'СРО другого', registration_number: 'СРО-С-1' };
/** The company client A buys for; another caller buys for itself. */
const BUYER_OF_A = { kind: 'company', name: 'ООО «Закупщик Альфа-семь»', inn: '7701000121' };
const BUYER_OF_OTHERS = { kind: 'self' };
let fx: Fx;

async function send(options: InjectOptions) {
  return ctx.app.inject(options);
}
const auth = (actor?: { token: string }) =>
  actor ? { authorization: `Bearer ${actor.token}` } : {};

async function api(
  actor: { token: string } | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  const res = await send({ method, url, headers: auth(actor), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

async function must<T = Record<string, unknown>>(
  promise: Promise<{ status: number; body: Record<string, unknown> }>,
) {
  const res = await promise;
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body as T;
}

async function uploadAs(
  actor: { token: string },
  url: string,
  file: { filename: string; contentType: string; content: Buffer } = {
    filename: 'a.png',
    contentType: 'image/png',
    content: PNG_1X1,
  },
) {
  const { payload, contentType } = multipartBody([file]);
  const res = await send({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...auth(actor) },
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json() as { path: string; name?: string };
}

const pdf = (name: string) => ({
  filename: name,
  contentType: 'application/pdf',
  content: Buffer.from(`%PDF-1.4\n% ${name}\n`),
});

/** Client A and its project, which the helpers below need while the fixtures are being built. */
let base: { clientA: Actor; projectId: number };

/** A tender of client A under its project, with an image; answers the tender. */
async function tenderOfA(
  name: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; images: string[]; address: string }> {
  const a = base.clientA;
  const image = await uploadAs(a, '/api/tenders/uploadFile');
  const body = await must(
    api(a, 'POST', '/api/tenders', {
      ...tenderBody(base.projectId, image.path, extra),
      tender_name: name,
    }),
  );
  return body.tender as { id: number; images: string[]; address: string };
}

const offerOf = async (
  contractor: { token: string },
  tenderId: number,
  extra: Record<string, unknown> = {},
) =>
  (
    await must(
      api(contractor, 'POST', `/api/request/${tenderId}`, { comment: 'Сделаем', ...extra }),
    )
  ).request as { id: number };

/** A priced offer's terms, valid for a month. */
const PRICED = {
  price_kopecks: 1_000_000_00,
  vat: 'not_liable',
  vat_rate: null,
  duration_days: 30,
  valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
};

/**
 * A tender of client A whose deadline for offers has passed (moved into the past in the table),
 * with priced offers of contractor A and of another contractor outside the matrix (so that B stays a
 * stranger to A): ready for a переторжка round. Answers the tender and contractor A's request.
 */
let rival: Actor | undefined;
async function pastDeadlineOfA(name: string) {
  rival ??= await freshLike('contractorB');
  const tender = await tenderOfA(name, {
    offers_deadline: new Date(Date.now() + 3600_000).toISOString(),
  });
  const offer = await offerOf(fx.contractorA, tender.id, PRICED);
  await offerOf(rival!, tender.id, { ...PRICED, price_kopecks: 1_100_000_00 });
  await ctx.database.db
    .update(tenders)
    .set({ offersDeadline: new Date(Date.now() - 1000) })
    .where(eq(tenders.id, tender.id));
  return { tender, offer };
}
const ROUND = { deadline: new Date(Date.now() + 3 * 3600_000).toISOString() };

const inviteOf = async (contractor: Actor, tenderId: number, extra: Record<string, unknown> = {}) =>
  (
    await must(
      api(base.clientA, 'POST', `/api/request/${tenderId}`, {
        user_id: contractor.id,
        comment: 'Приглашаем',
        ...extra,
      }),
    )
  ).request as { id: number };

/** The steps that bring a deal to each status it is moved from in the matrix. */
const DEAL_STEPS_BEFORE = {
  draft: [],
  awaiting_confirmation: ['contract'],
  in_progress: ['contract', 'confirm'],
  work_reported: ['contract', 'confirm', 'report'],
} as const;
const CONTRACT_OF_A = {
  contract_number: 'Д-1',
  contract_date: '2026-03-01',
  start_date: '2026-03-10',
  planned_finish: '2026-06-30',
};

/** A fresh tender of client A with contractor A chosen, its deal moved to `status`; its id. */
async function dealOfA(status: keyof typeof DEAL_STEPS_BEFORE) {
  const tender = await tenderOfA('Тендер для сделки');
  const request = await offerOf(fx.contractorA, tender.id);
  await must(api(fx.clientA, 'POST', `/api/request/accept/${request.id}`, {}));
  const { deal } = (await must(api(fx.clientA, 'GET', `/api/tenders/${tender.id}/deal`))) as {
    deal: { id: number };
  };
  for (const step of DEAL_STEPS_BEFORE[status]) {
    const by = step === 'contract' ? fx.clientA : fx.contractorA;
    const body =
      step === 'contract'
        ? CONTRACT_OF_A
        : step === 'report'
          ? {
              documents: [
                (await uploadAs(fx.contractorA, '/api/deals/uploadFile', pdf('Акт.pdf'))).path,
              ],
            }
          : {};
    await must(api(by, 'POST', `/api/deals/${deal.id}/${step}`, body));
  }
  return deal.id;
}

/**
 * A fresh user of the caller's kind with the caller's password, for the calls that change or end
 * the caller's own account. Made straight in the database (a sign-up through the API costs a
 * password hash and five calls): its profile is a copy of B's, so it holds nothing of A's.
 */
async function freshLike(who: Who): Promise<Actor | undefined> {
  const kind = kindOf(who);
  if (!kind) return undefined;
  const { db } = ctx.database;
  const me = fx[who as Exclude<Who, 'anonymous'>];
  const { phone, email } = uniqueContacts();
  const [hash] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, me.id));
  const [row] = await db
    .insert(users)
    .values({
      phone,
      email,
      passwordHash: hash!.passwordHash,
      type: kind === 'untyped' ? null : kind,
    })
    .returning({ id: users.id });
  const id = row!.id;
  if (kind === 'client') {
    const [profile] = await db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, fx.clientB.id));
    await db.insert(clientProfiles).values({ ...profile!, userId: id });
  } else if (kind === 'contractor') {
    const [profile] = await db
      .select()
      .from(contractorProfiles)
      .where(eq(contractorProfiles.userId, fx.contractorB.id));
    await db.insert(contractorProfiles).values({ ...profile!, userId: id });
  }
  const token = await createSession(db, id, { userAgent: null, ip: '127.0.0.1' });
  return { id, token, phone, email, password: me.password, profile: me.profile };
}

async function buildFixtures() {
  const [clientA, clientB, contractorA, contractorB, untyped] = await Promise.all([
    signUp('client', 'client-A-pass1', {
      ...clientProfile,
      name: 'Агния',
      surname: 'Секретова',
    }),
    signUp('client', 'client-B-pass1'),
    signUp('contractor', 'contractor-A-pass1', {
      ...contractorProfile,
      full_legal_name: 'Общество с ограниченной ответственностью «Тайный подряд А»',
      short_name: 'ООО «Тайный подряд А»',
      inn: '7707083893',
    }),
    signUp('contractor', 'contractor-B-pass1'),
    signUp('untyped', 'untyped-pass1'),
  ]);
  const avatar = await uploadAs(clientA, '/api/user/upload/avatar');
  await must(api(clientA, 'PATCH', '/api/user/profile', { avatar: avatar.path }));
  const project = await newProject(ctx, clientA.id, 'Проект Альфа-семь');
  base = { clientA, projectId: project.id };

  // Tender T: open, with a document, and contractor A's offer with a file of its own.
  const tenderDoc = await uploadAs(clientA, '/api/tenders/uploadFile', pdf('Смета-Альфа.pdf'));
  const tender = await tenderOfA('Тендер Альфа-семь кровля', { docs_paths: [tenderDoc.path] });
  const offerDoc = await uploadAs(contractorA, '/api/request/uploadFile', pdf('КП-Альфа.pdf'));
  const offer = await offerOf(contractorA, tender.id, {
    comment: 'Предложение Альфа-семь',
    docs_paths: [offerDoc.path],
  });
  // Tender T2: client A invites contractor A with a file.
  const inviteDoc = await uploadAs(
    clientA,
    '/api/tenders/uploadFile',
    pdf('Приглашение-Альфа.pdf'),
  );
  const tender2 = await tenderOfA('Тендер Альфа-восемь фасад');
  const invitation = await inviteOf(contractorA, tender2.id, {
    comment: 'Приглашение Альфа-восемь',
    docs_paths: [inviteDoc.path],
  });
  // Tender T3: contractor A chosen as executor, so no longer open to other contractors.
  const closedDoc = await uploadAs(clientA, '/api/tenders/uploadFile', pdf('Смета-закрытая.pdf'));
  const tender3 = await tenderOfA('Тендер Альфа-девять закрыт', { docs_paths: [closedDoc.path] });
  const executor = await offerOf(contractorA, tender3.id);
  await must(api(clientA, 'POST', `/api/request/accept/${executor.id}`, { comment: 'Выбраны' }));
  const deal = (await must(api(clientA, 'GET', `/api/tenders/${tender3.id}/deal`))).deal as {
    id: number;
  };
  const projectOfB = await newProject(ctx, clientB.id, 'Проект клиента Б');
  // A document client A uploaded and never attached: only A may fetch it.
  const draftDoc = await uploadAs(clientA, '/api/tenders/uploadFile', pdf('Черновик-Альфа.pdf'));

  // Contractor A's case.
  const caseCover = await uploadAs(contractorA, '/api/cases/upload-cover');
  const caseBody = {
    project_name: 'Кейс Альфа-семь',
    services: 'Строительство',
    start_date: '2022-04-01',
    end_date: '2023-07-15',
    address: 'г. Казань, ул. Пушкина, 10',
    description: 'Монолитный каркас, 9 этажей',
    cover: caseCover.path,
    object_images: [],
  };
  const theCase = (await must(api(contractorA, 'POST', '/api/cases', caseBody))).case as {
    id: number;
  };

  // Contractor A's СРО, as it states it.
  await must(api(contractorA, 'PUT', '/api/user/profile/sro', { memberships: [SRO_OF_A] }));
  // The company client A buys for.
  await must(api(clientA, 'PUT', '/api/user/profile/buyer', BUYER_OF_A));
  // Client A's private note on contractor A, with the mark 'Не приглашать'.
  await must(
    api(clientA, 'PUT', `/api/contractors/${contractorA.id}/note`, {
      text: 'Заметка Альфа-личная',
      do_not_invite: true,
    }),
  );

  const [notificationOfA] = await ctx.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, clientA.id));

  // Contractor A's questions on T: one answered to all, one answered to A alone.
  for (const [question, scope] of [
    ['Вопрос Альфа-публичный', 'all'],
    ['Вопрос Альфа-личный', 'asker'],
  ] as const) {
    const asked = await must<{ id: number }>(
      api(contractorA, 'POST', `/api/tenders/${tender.id}/questions`, { question }),
    );
    await must(
      api(clientA, 'POST', `/api/tenders/questions/${asked.id}/answer`, { answer: 'Ответ', scope }),
    );
  }

  return {
    clientA,
    clientB,
    contractorA,
    contractorB,
    untyped,
    project,
    avatar: avatar.path,
    tender,
    tenderDoc: tenderDoc.path,
    offer,
    offerDoc: offerDoc.path,
    tender2,
    invitation,
    inviteDoc: inviteDoc.path,
    draftDoc: draftDoc.path,
    tender3,
    deal,
    closedDoc: closedDoc.path,
    projectOfB,
    caseBody,
    theCase,
    notificationOfA: notificationOfA!,
  };
}

/** The address client A's listed session was signed in from. */
const CLIENT_A_SESSION_IP = '192.0.2.77';
/** A session of client A from its own address; its id. */
async function sessionOfA() {
  const token = await createSession(ctx.database.db, fx.clientA.id, {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0.0.0',
    ip: CLIENT_A_SESSION_IP,
  });
  const [row] = await ctx.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!.id;
}
/** The second session of each fresh caller of the end-others row, by the caller's token. */
const othersOf = new Map<string, string>();

/** A's data that must never reach anyone who may not see it, each by a name the cells use. */
const secretsOf = (f: Fx) =>
  ({
    clientAPhone: f.clientA.phone,
    clientAEmail: f.clientA.email,
    clientAName: 'Секретова',
    clientAAvatar: f.avatar,
    contractorAPhone: f.contractorA.phone,
    contractorAEmail: f.contractorA.email,
    contractorAName: 'Тайный подряд А',
    project: 'Проект Альфа-семь',
    tender: 'Тендер Альфа-семь кровля',
    tenderImage: f.tender.images[0]!,
    tenderDoc: f.tenderDoc,
    tenderDocName: 'Смета-Альфа',
    offer: 'Предложение Альфа-семь',
    offerDoc: f.offerDoc,
    offerDocName: 'КП-Альфа',
    tender2: 'Тендер Альфа-восемь фасад',
    invitation: 'Приглашение Альфа-восемь',
    inviteDoc: f.inviteDoc,
    inviteDocName: 'Приглашение-Альфа',
    draftDoc: f.draftDoc,
    draftDocName: 'Черновик-Альфа',
    tender3: 'Тендер Альфа-девять закрыт',
    closedDoc: f.closedDoc,
    closedDocName: 'Смета-закрытая',
    case: 'Кейс Альфа-семь',
    caseCover: f.caseBody.cover,
    privateQuestion: 'Вопрос Альфа-личный',
    sro: SRO_OF_A.sro_name,
    privateNote: 'Заметка Альфа-личная',
    buyer: 'Закупщик Альфа-семь',
    clientASessionIp: CLIENT_A_SESSION_IP,
  }) as const;
type Secret = keyof ReturnType<typeof secretsOf>;

/** A fresh deal of client A and contractor A with the work accepted through the API; its id. */
async function acceptedDealOfA() {
  const id = await dealOfA('work_reported');
  await must(api(fx.clientA, 'POST', `/api/deals/${id}/accept`));
  return id;
}

/** Five stars on each criterion of the side the caller reviews (a client reviews a contractor). */
const fiveStars = (who: Who) =>
  Object.fromEntries(
    Object.keys(REVIEW_CRITERIA[who.startsWith('client') ? 'contractor' : 'client']).map((c) => [
      c,
      5,
    ]),
  );

/**
 * A fresh accepted deal of A's two with both reviews written, so published: the deal's id and
 * client A's review of contractor A.
 */
async function publishedReviewsOfA() {
  const id = await acceptedDealOfA();
  const { review } = await must<{ review: { id: number } }>(
    api(fx.clientA, 'PUT', `/api/deals/${id}/review`, {
      scores: fiveStars('clientA'),
      text: 'Отзыв заказчика',
    }),
  );
  await must(
    api(fx.contractorA, 'PUT', `/api/deals/${id}/review`, {
      scores: fiveStars('contractorA'),
      text: 'Отзыв подрядчика',
    }),
  );
  return { dealId: id, reviewId: review.id };
}
/** The deal whose published reviews the reading rows show. */
let reviewed: Awaited<ReturnType<typeof publishedReviewsOfA>>;

// ---------------------------------------------------------------------------------------------
// The table.

/** What one caller gets: the status, and either the plain error or which of A's data it shows. */
type Outcome = {
  status: number;
  error?: string;
  /** The fields a validation refusal names, each with the error. */
  fields?: string[];
  shows?: Secret[];
  /** Further checks of the answer (or of the database after it). */
  check?: (res: Answer, cell: Cell, call: Call) => void | Promise<void>;
};
type Answer = {
  status: number;
  text: string;
  bytes: Buffer;
  json: () => Record<string, unknown>;
};
type Cell = {
  who: Who;
  me: Actor | undefined;
  /**
   * The object a mutating call aims at: made afresh for a cell that is to succeed; the cells that
   * are to be refused share one (a refusal changes nothing).
   */
  fresh: <T>(make: () => Promise<T>) => Promise<T>;
};
type Call = {
  method?: InjectOptions['method'];
  url: string;
  payload?: Record<string, unknown>;
  file?: { filename: string; contentType: string; content: Buffer };
  /** The caller when not the cell's own actor (a fresh user, a fresh session); null: none. */
  as?: { token: string } | null;
};
type Case = {
  /** The object of A the calls aim at, when it is not obvious. */
  on?: string;
  /** A Server-Sent Events stream: called over HTTP and read up to its first event. */
  stream?: boolean;
  /** Cells one after the other: they share the clock, moved on for each code sent to A's address. */
  serial?: boolean;
  call: (cell: Cell) => Call | Promise<Call>;
  cells: Record<Who, Outcome | number>;
};

const ok = (...shows: Secret[]): Outcome => ({ status: 200, shows });
const fail = (status: number, error: string, fields?: string[]): Outcome => ({
  status,
  error,
  ...(fields ? { fields } : {}),
});
const E401 = fail(401, MSG.unauthorized);
const E403 = fail(403, MSG.forbidden);
// A's data in groups, as answers show them together.
const CLIENT_A: Secret[] = ['clientAPhone', 'clientAEmail', 'clientAName', 'clientAAvatar'];
const CONTRACTOR_A: Secret[] = ['contractorAPhone', 'contractorAEmail', 'contractorAName'];
const TENDER_T: Secret[] = ['project', 'tender', 'tenderImage', 'tenderDoc', 'tenderDocName'];
const OFFER: Secret[] = ['offer', 'offerDoc', 'offerDocName'];
const INVITATION: Secret[] = ['tender2', 'invitation', 'inviteDoc', 'inviteDocName'];
const TENDER_T3: Secret[] = ['tender3', 'closedDoc', 'closedDocName'];
/**
 * The two parties of a request as a list shows them: by name and picture, and the company's
 * business e-mail (the directory shows it too); never a phone, nor a person's e-mail.
 */
const PARTY_CARDS: Secret[] = [
  'clientAName',
  'clientAAvatar',
  'contractorAName',
  'contractorAEmail',
];
const expected = (outcome: Outcome | number): Outcome =>
  typeof outcome !== 'number'
    ? outcome
    : outcome === 401
      ? E401
      : outcome === 403
        ? E403
        : { status: outcome, shows: [] };

const image = { filename: 'a.png', contentType: 'image/png', content: PNG_1X1 };

/** Every caller alike: the route does not look at the token. */
const all = (outcome: Outcome | number): Record<Who, Outcome | number> =>
  Object.fromEntries(ACTORS.map((who) => [who, outcome])) as Record<Who, Outcome | number>;
/** Public to everyone, showing nothing of A's. */
const PUBLIC = all(200);
/** Any signed-in caller, each on its own account; anonymous 401. */
const SIGNED_IN = { ...all(200), anonymous: E401 };
const CLIENTS_ONLY = { ...all(E403), anonymous: E401, clientA: 200, clientB: 200 };
const CONTRACTORS_ONLY = { ...all(E403), anonymous: E401, contractorA: 200, contractorB: 200 };
const TYPED_ONLY = { ...all(200), anonymous: E401, untyped: E403 };

/** A browser's subscription keys (the push service is never reached here). */
const PUSH_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const PUSH_OF_A = 'https://push.example.ru/client-a';

/** Another code than the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * The clock moves on far enough that one more code to A's address keeps within every limit of codes
 * per target (the pause, the hour's and the day's count): the password rows send 18.
 */
const nextCodeTime = () => ctx.clock.advance((24 * 3600) / CODES_PER_TARGET_DAY + 1);

/** Client A asks for a password-reset code once the limits allow; answers the code. */
async function resetCodeOfA() {
  nextCodeTime();
  await must(api(undefined, 'POST', '/api/password/forgot', { login: fx.clientA.email }));
  return ctx.outbox.lastCodeTo(fx.clientA.email);
}

/** The step-up of the cabinet: the current phone or e-mail confirmed by its code. */
async function stepUp(me: Actor, kind: 'phone' | 'email') {
  await must(api(me, 'POST', `/api/user/${kind}/confirm/request`));
  const code = ctx.outbox.lastCodeTo(kind === 'phone' ? me.phone : me.email);
  await must(api(me, 'POST', `/api/user/${kind}/confirm`, { code }));
}

const stillThere = async (url: string, owner: () => Actor) =>
  expect((await api(owner(), 'GET', url)).status, `${url} still there`).toBe(200);

/** An empty page of requests, every filter counting 0. */
const noRequests = (res: Answer) => {
  const body = res.json() as { requests: unknown[]; meta: { total: number }; counts: object };
  expect(body.requests).toEqual([]);
  expect(body.meta.total).toBe(0);
  expect(new Set(Object.values(body.counts))).toEqual(new Set([0]));
};

/** A fresh client with a built archive, made once for the link rows. */
let archiveOwnerOnce: Promise<Actor> | undefined;
const archiveOwner = () =>
  (archiveOwnerOnce ??= (async () => {
    const owner = (await freshLike('clientA'))!;
    const started = await api(owner, 'POST', '/api/user/data-export');
    if (started.status !== 202) throw new Error(JSON.stringify(started.body));
    await ctx.app.dataExports.drain();
    return owner;
  })());
const isZip = (res: Answer) => expect(res.bytes.subarray(0, 2).toString()).toBe('PK');

const MATRIX: Record<string, Case | Case[]> = {
  // --- Public: documentation and health ------------------------------------------------------
  'GET /api/health': { call: () => ({ url: '/api/health' }), cells: PUBLIC },
  'GET /api/health/live': { call: () => ({ url: '/api/health/live' }), cells: PUBLIC },
  'GET /api/health/ready': { call: () => ({ url: '/api/health/ready' }), cells: PUBLIC },
  'GET /api/docs': { call: () => ({ url: '/api/docs' }), cells: PUBLIC },
  'GET /api/docs/static/index.html': {
    call: () => ({ url: '/api/docs/static/index.html' }),
    // Sends the reader on to /api/docs.
    cells: all({ status: 302, shows: [] }),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    call: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    cells: PUBLIC,
  },
  'GET /api/docs/static/*': {
    call: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    cells: PUBLIC,
  },
  'GET /api/docs/json': { call: () => ({ url: '/api/docs/json' }), cells: PUBLIC },
  'GET /api/docs/yaml': { call: () => ({ url: '/api/docs/yaml' }), cells: PUBLIC },

  // --- Sign-in, registration and recovery: the token is not looked at; A's account is the aim ---
  'POST /api/auth/login': {
    on: "client A's login, with the password each caller knows (its own)",
    call: ({ me }) => ({
      url: '/api/auth/login',
      payload: { login: fx.clientA.email, password: me?.password ?? 'guessed-pass1' },
    }),
    cells: {
      ...all(fail(401, MSG.loginFailed)),
      clientA: ok(...CLIENT_A),
    },
  },
  'POST /api/auth/logout': {
    on: 'a second session of the caller (its main one lives on)',
    call: async ({ me }) => {
      if (!me) return { url: '/api/auth/logout' };
      const session = await must(
        api(undefined, 'POST', '/api/auth/login', { login: me.email, password: me.password }),
      );
      return { url: '/api/auth/logout', as: { token: session.token as string } };
    },
    cells: {
      ...SIGNED_IN,
      ...Object.fromEntries(
        ACTORS.slice(1).map((who) => [
          who,
          {
            status: 200,
            shows: [],
            // The session it ended is gone, its main one is not.
            check: async (_res: Answer, { me }: Cell, call: Call) => {
              expect((await api(call.as!, 'GET', '/api/user/profile')).status).toBe(401);
              await stillThere('/api/user/profile', () => me!);
            },
          },
        ]),
      ),
    },
  },
  'POST /api/auth/logout-all': {
    on: 'a fresh user of the caller’s kind (every session of it ends)',
    call: async ({ who }) => ({ url: '/api/auth/logout-all', as: (await freshLike(who)) ?? null }),
    cells: {
      ...SIGNED_IN,
      ...Object.fromEntries(
        ACTORS.slice(1).map((who) => [
          who,
          {
            status: 200,
            shows: [],
            check: async (_res: Answer, _cell: Cell, call: Call) =>
              expect((await api(call.as!, 'GET', '/api/user/profile')).status).toBe(401),
          },
        ]),
      ),
    },
  },
  'GET /api/user/sessions': {
    on: "a session of client A signed in from A's own address: only A sees it",
    call: async () => {
      await sessionOfA();
      return { url: '/api/user/sessions' };
    },
    cells: { ...SIGNED_IN, clientA: ok('clientASessionIp') },
  },
  'DELETE /api/user/sessions/:id': {
    on: 'a session of client A per cell: only its owner ends it; to others, a 404',
    call: async ({ fresh }) => {
      const id = await fresh(sessionOfA);
      return { method: 'DELETE', url: `/api/user/sessions/${id}` };
    },
    cells: Object.fromEntries(
      ACTORS.map((who) => [
        who,
        {
          // Another's session answers as one no one has: its existence is not revealed.
          ...expected(
            who === 'anonymous' ? E401 : who === 'clientA' ? 200 : fail(404, MSG_SESSIONS.notFound),
          ),
          check: async (_res: Answer, _cell: Cell, call: Call) => {
            const id = Number(call.url.split('/').pop());
            const left = await ctx.database.db
              .select({ id: sessions.id })
              .from(sessions)
              .where(eq(sessions.id, id));
            expect(left.length, 'the session is left').toBe(who === 'clientA' ? 0 : 1);
          },
        },
      ]),
    ) as Record<Who, Outcome>,
  },
  'POST /api/user/sessions/end-others': {
    on: "a fresh user of the caller's kind with a second session: that one ends, the caller's not",
    call: async ({ who }) => {
      const me = await freshLike(who);
      if (!me) return { url: '/api/user/sessions/end-others', as: null };
      const other = await createSession(ctx.database.db, me.id, {
        userAgent: null,
        ip: '127.0.0.1',
      });
      othersOf.set(me.token, other);
      return { url: '/api/user/sessions/end-others', as: me };
    },
    cells: {
      ...SIGNED_IN,
      ...Object.fromEntries(
        ACTORS.slice(1).map((who) => [
          who,
          {
            status: 200,
            shows: [],
            check: async (_res: Answer, _cell: Cell, call: Call) => {
              const other = othersOf.get(call.as!.token)!;
              expect((await api({ token: other }, 'GET', '/api/user/profile')).status).toBe(401);
              await stillThere('/api/user/profile', () => call.as as Actor);
            },
          },
        ]),
      ),
    },
  },
  'POST /api/register/phone/request-code': {
    on: "client A's phone: answered as a new phone; A's phone gets a notice, never a code",
    serial: true,
    call: () => {
      nextCodeTime();
      return { url: '/api/register/phone/request-code', payload: { phone: fx.clientA.phone } };
    },
    cells: all({
      status: 200,
      shows: [],
      check: () =>
        expect(ctx.outbox.sent.findLast((m) => m.to === fx.clientA.phone)?.text).toMatch(
          /уже зарегистрирован/,
        ),
    }),
  },
  'POST /api/register/phone/verify': {
    on: "client A's finished registration",
    call: () => ({
      url: '/api/register/phone/verify',
      payload: { uuid: fx.clientA.uuid, code: '000000' },
    }),
    cells: all(fail(404, MSG.registrationNotFound)),
  },
  'POST /api/register/phone/reset/:uuid': {
    on: "client A's finished registration (left as it is)",
    call: () => ({ url: `/api/register/phone/reset/${fx.clientA.uuid}` }),
    cells: PUBLIC,
  },
  'POST /api/register/email/request-code': {
    on: "client A's finished registration",
    call: () => ({
      url: '/api/register/email/request-code',
      payload: { uuid: fx.clientA.uuid, email: uniqueContacts().email },
    }),
    cells: all(fail(404, MSG.registrationNotFound)),
  },
  'POST /api/register/email/verify': {
    on: "client A's finished registration",
    call: () => ({
      url: '/api/register/email/verify',
      payload: { uuid: fx.clientA.uuid, code: '000000' },
    }),
    cells: all(fail(404, MSG.registrationNotFound)),
  },
  'POST /api/register/email/reset/:uuid': {
    on: "client A's finished registration (left as it is)",
    call: () => ({ url: `/api/register/email/reset/${fx.clientA.uuid}` }),
    cells: PUBLIC,
  },
  'POST /api/register/finalize': {
    on: "client A's finished registration",
    call: () => ({
      url: '/api/register/finalize',
      payload: { uuid: fx.clientA.uuid, password: 'taken-over1', password_repeat: 'taken-over1' },
    }),
    cells: all(fail(404, MSG.registrationNotFound)),
  },
  'POST /api/register/profile': {
    on: 'the caller itself (the user with no type: a fresh one)',
    call: async ({ who }) => ({
      url: '/api/register/profile',
      payload: { type: 'client', ...clientProfile },
      ...(who === 'untyped' ? { as: await freshLike(who) } : {}),
    }),
    cells: { ...all(fail(409, MSG.profileExists)), anonymous: E401, untyped: 200 },
  },
  'POST /api/password/forgot': {
    on: "client A's login: the code goes to A's mailbox, never into the answer",
    serial: true,
    call: () => {
      nextCodeTime();
      return { url: '/api/password/forgot', payload: { login: fx.clientA.email } };
    },
    cells: all({
      status: 200,
      shows: [],
      check: (res) => expect(res.json()).toEqual({ channel: 'email' }),
    }),
  },
  'POST /api/password/verify-code': {
    on: "client A's login: A has the code from its mailbox, the others guess",
    serial: true,
    call: async ({ who }) => {
      const code = await resetCodeOfA();
      return {
        url: '/api/password/verify-code',
        payload: { login: fx.clientA.email, code: who === 'clientA' ? code : wrong(code) },
      };
    },
    cells: { ...all(fail(422, MSG.codeWrong)), clientA: 200 },
  },
  'POST /api/password/reset': {
    on: "client A's login: A has the code from its mailbox (and keeps its password), the others guess",
    serial: true,
    call: async ({ who }) => {
      const code = await resetCodeOfA();
      return {
        url: '/api/password/reset',
        payload: {
          login: fx.clientA.email,
          code: who === 'clientA' ? code : wrong(code),
          password: fx.clientA.password,
          password_confirmation: fx.clientA.password,
        },
      };
    },
    cells: {
      ...all(fail(422, MSG.codeWrong)),
      clientA: {
        status: 200,
        shows: [],
        // A reset ends every session: A signs in again for the rows that follow.
        check: async () => {
          const session = await must(
            api(undefined, 'POST', '/api/auth/login', {
              login: fx.clientA.email,
              password: fx.clientA.password,
            }),
          );
          fx.clientA.token = session.token as string;
        },
      },
    },
  },

  // --- The caller's own account ----------------------------------------------------------------
  'POST /api/user/deletion/request-code': {
    on: 'a fresh user of the caller’s kind: the code goes to its e-mail, never into the answer',
    call: async ({ who }) => {
      const me = await freshLike(who);
      return {
        url: '/api/user/deletion/request-code',
        as: me ?? null,
        payload: { password: me?.password ?? 'guessed-pass1' },
      };
    },
    cells: {
      ...SIGNED_IN,
      ...Object.fromEntries(
        ACTORS.slice(1).map((who) => [
          who,
          {
            status: 200,
            shows: [],
            check: (res: Answer, { me }: Cell) => {
              expect(res.json()).toEqual({ success: true });
              expect(ctx.outbox.lastCodeTo(me!.email)).toMatch(/^\d{6}$/);
            },
          },
        ]),
      ),
    },
  },
  'POST /api/user/deletion': {
    on: 'a fresh user of the caller’s kind, with the code sent to it (its account closes)',
    call: async ({ who }) => {
      const me = await freshLike(who);
      if (!me) return { url: '/api/user/deletion', as: null, payload: { code: '000000' } };
      await must(api(me, 'POST', '/api/user/deletion/request-code', { password: me.password }));
      return {
        url: '/api/user/deletion',
        as: me,
        payload: { code: ctx.outbox.lastCodeTo(me.email) },
      };
    },
    cells: SIGNED_IN,
  },
  'GET /api/user/deletion': {
    on: "the caller's own account: open, so no deletion",
    call: () => ({ url: '/api/user/deletion' }),
    cells: SIGNED_IN,
  },
  'DELETE /api/user/deletion': {
    on: 'a fresh user of the caller’s kind whose account is closed: the cancel reopens it',
    call: async ({ who }) => {
      const me = await freshLike(who);
      if (me) {
        await ctx.database.db
          .update(users)
          .set({ closedAt: new Date(), deleteAfter: new Date(Date.now() + 86_400_000) })
          .where(eq(users.id, me.id));
      }
      return { url: '/api/user/deletion', as: me ?? null };
    },
    cells: SIGNED_IN,
  },
  'GET /api/user/profile': {
    call: () => ({ url: '/api/user/profile' }),
    cells: {
      ...SIGNED_IN,
      clientA: ok(...CLIENT_A),
      contractorA: ok(...CONTRACTOR_A),
    },
  },
  'PUT /api/user/profile': {
    on: 'the caller itself: the profile it has, its empty contacts filled in',
    call: async ({ me }) => {
      const current =
        me && ((await must(api(me, 'GET', '/api/user/profile'))).user as Record<string, unknown>);
      const { avatar: _avatar, ...profile } = (current?.profile ?? clientProfile) as Record<
        string,
        unknown
      >;
      // The form wants every field; the ones the registration left empty get a value.
      const filler: Record<string, string> = {
        description: 'О себе',
        vk: 'https://vk.com/podryad',
        telegram: '@podryad',
        whatsapp: '+79120000001',
      };
      for (const [key, value] of Object.entries(filler))
        if (key in profile && profile[key] === null) profile[key] = value;
      return { url: '/api/user/profile', payload: profile };
    },
    cells: {
      ...SIGNED_IN,
      untyped: fail(409, MSG.profileMissing),
      clientA: ok(...CLIENT_A),
      contractorA: ok(...CONTRACTOR_A),
    },
  },
  'PATCH /api/user/profile': {
    on: "client A's avatar",
    call: () => ({ url: '/api/user/profile', payload: { avatar: fx.avatar } }),
    cells: {
      ...all(fail(400, MSG_CABINET.unknownFile)),
      anonymous: E401,
      clientA: ok(...CLIENT_A),
    },
  },
  'PATCH /api/user/profile/tender-settings': {
    on: "the caller's own settings",
    call: () => ({
      url: '/api/user/profile/tender-settings',
      payload: {
        region: 'г. Казань',
        participates_in_tenders: true,
        type_of_works: ['construction'],
      },
    }),
    cells: {
      ...CONTRACTORS_ONLY,
      contractorA: ok(...CONTRACTOR_A),
    },
  },
  'GET /api/user/profile/sro': {
    on: "the caller's own СРО memberships",
    call: () => ({ url: '/api/user/profile/sro' }),
    cells: { ...CONTRACTORS_ONLY, contractorA: ok('sro') },
  },
  'PUT /api/user/profile/sro': {
    on: "the caller's own СРО memberships: contractor A's as they are",
    call: ({ who }) => ({
      url: '/api/user/profile/sro',
      payload: { memberships: [who === 'contractorA' ? SRO_OF_A : SRO_OF_OTHERS] },
    }),
    cells: { ...CONTRACTORS_ONLY, contractorA: ok('sro') },
  },
  'GET /api/user/profile/buyer': {
    on: 'the company the caller buys for',
    call: () => ({ url: '/api/user/profile/buyer' }),
    cells: { ...CLIENTS_ONLY, clientA: ok('buyer') },
  },
  'PUT /api/user/profile/buyer': {
    on: "the company the caller buys for: client A's as it is",
    call: ({ who }) => ({
      url: '/api/user/profile/buyer',
      payload: who === 'clientA' ? BUYER_OF_A : BUYER_OF_OTHERS,
    }),
    cells: { ...CLIENTS_ONLY, clientA: ok('buyer') },
  },
  'GET /api/user/profile/card': {
    on: "the caller's own card as clients see it, without client A's private note on it",
    call: () => ({ url: '/api/user/profile/card' }),
    cells: { ...CONTRACTORS_ONLY, contractorA: ok(...CONTRACTOR_A, 'case', 'caseCover', 'sro') },
  },
  'GET /api/user/profile/invitation-scope': {
    on: "the caller's own invitation scope",
    call: () => ({ url: '/api/user/profile/invitation-scope' }),
    cells: CONTRACTORS_ONLY,
  },
  'PUT /api/user/profile/invitation-scope': {
    // Every work type and city, as before: the other rows' invitations still reach A.
    on: "the caller's own invitation scope",
    call: () => ({
      url: '/api/user/profile/invitation-scope',
      payload: { work_types: [], cities: [] },
    }),
    cells: CONTRACTORS_ONLY,
  },
  'POST /api/user/upload/avatar': {
    call: () => ({ url: '/api/user/upload/avatar', file: image }),
    // Only a user with a type uploads anything.
    cells: TYPED_ONLY,
  },
  'POST /api/user/password': {
    on: 'a fresh user of the caller’s kind (the change ends its other sessions)',
    call: async ({ who }) => {
      const me = await freshLike(who);
      return {
        url: '/api/user/password',
        as: me ?? null,
        payload: {
          current_password: me?.password ?? 'guessed-pass1',
          new_password: 'changed-pass1',
          new_password_confirmation: 'changed-pass1',
        },
      };
    },
    cells: SIGNED_IN,
  },
  ...Object.fromEntries(
    (['phone', 'email'] as const).flatMap((kind) => {
      const target = (me: Actor) => (kind === 'phone' ? me.phone : me.email);
      const newValue = () =>
        kind === 'phone'
          ? { new_phone: uniqueContacts().phone }
          : { new_email: uniqueContacts().email };
      return [
        [
          `POST /api/user/${kind}/confirm/request`,
          {
            on: "the caller's own current contact: the code goes there, never into the answer",
            call: () => ({ url: `/api/user/${kind}/confirm/request` }),
            cells: {
              ...SIGNED_IN,
              ...Object.fromEntries(
                ACTORS.slice(1).map((who) => [
                  who,
                  {
                    status: 200,
                    shows: [],
                    check: (res: Answer, { me }: Cell) => {
                      expect(res.json()).toEqual({ success: true });
                      expect(ctx.outbox.lastCodeTo(target(me!))).toMatch(/^\d{6}$/);
                    },
                  },
                ]),
              ),
            },
          } satisfies Case,
        ],
        [
          `POST /api/user/${kind}/confirm`,
          {
            on: 'a fresh user of the caller’s kind, with the code sent to it',
            call: async ({ who }) => {
              const me = await freshLike(who);
              if (!me)
                return { url: `/api/user/${kind}/confirm`, as: null, payload: { code: '000000' } };
              await must(api(me, 'POST', `/api/user/${kind}/confirm/request`));
              return {
                url: `/api/user/${kind}/confirm`,
                as: me,
                payload: { code: ctx.outbox.lastCodeTo(target(me)) },
              };
            },
            cells: SIGNED_IN,
          } satisfies Case,
        ],
        [
          `POST /api/user/${kind}/change/request`,
          {
            on: 'a fresh user of the caller’s kind, after the step-up, to a new contact',
            call: async ({ who }) => {
              const me = await freshLike(who);
              if (me) await stepUp(me, kind);
              return {
                url: `/api/user/${kind}/change/request`,
                as: me ?? null,
                payload: newValue(),
              };
            },
            cells: {
              ...SIGNED_IN,
              ...Object.fromEntries(
                ACTORS.slice(1).map((who) => [
                  who,
                  {
                    status: 200,
                    shows: [],
                    check: (res: Answer) => expect(res.json()).toEqual({ success: true }),
                  },
                ]),
              ),
            },
          } satisfies Case,
        ],
        [
          `POST /api/user/${kind}/change/verify`,
          {
            on: 'a fresh user of the caller’s kind, with the code sent to its new contact',
            call: async ({ who }) => {
              const me = await freshLike(who);
              const value = newValue();
              if (!me)
                return {
                  url: `/api/user/${kind}/change/verify`,
                  as: null,
                  payload: { ...value, code: '000000' },
                };
              await stepUp(me, kind);
              await must(api(me, 'POST', `/api/user/${kind}/change/request`, value));
              return {
                url: `/api/user/${kind}/change/verify`,
                as: me,
                payload: { ...value, code: ctx.outbox.lastCodeTo(Object.values(value)[0]!) },
              };
            },
            cells: SIGNED_IN,
          } satisfies Case,
        ],
      ];
    }),
  ),

  // --- Projects --------------------------------------------------------------------------------
  'GET /api/projects': {
    call: () => ({ url: '/api/projects' }),
    cells: { ...CLIENTS_ONLY, clientA: ok('project') },
  },
  'GET /api/projects/:id': {
    on: "client A's project",
    call: () => ({ url: `/api/projects/${fx.project.id}` }),
    cells: {
      ...CLIENTS_ONLY,
      clientA: ok('project'),
      clientB: fail(404, MSG_CABINET.projectNotFound),
    },
  },
  'POST /api/projects': {
    on: 'a new project with a cover client A has just uploaded',
    call: async ({ fresh }) => {
      const cover = await fresh(() => uploadAs(fx.clientA, '/api/projects/uploadCover/cover'));
      return {
        url: '/api/projects',
        payload: {
          name: 'Новый проект',
          address: 'г. Казань, ул. Кремлёвская, 1',
          phone: '+79990001122',
          cover_path: cover.path,
        },
      };
    },
    cells: { ...CLIENTS_ONLY, clientB: fail(400, MSG_CABINET.unknownFile) },
  },
  'PATCH /api/projects/:id': {
    on: "client A's project, renamed to the name it has",
    call: () => ({
      url: `/api/projects/${fx.project.id}`,
      payload: { name: 'Проект Альфа-семь', address: fx.project.address, phone: '+79990001122' },
    }),
    cells: {
      ...CLIENTS_ONLY,
      clientA: ok('project'),
      clientB: fail(404, MSG_CABINET.projectNotFound),
    },
  },
  'PATCH /api/projects/:id/status': {
    on: "client A's project, set to the status it has",
    call: () => ({
      url: `/api/projects/${fx.project.id}/status`,
      payload: { status: 'in_process' },
    }),
    cells: {
      ...CLIENTS_ONLY,
      clientA: ok('project'),
      clientB: fail(404, MSG_CABINET.projectNotFound),
    },
  },
  'POST /api/projects/uploadCover/cover': {
    call: () => ({ url: '/api/projects/uploadCover/cover', file: image }),
    cells: CLIENTS_ONLY,
  },

  // --- Tenders ---------------------------------------------------------------------------------
  'GET /api/tenders': {
    call: () => ({ url: '/api/tenders' }),
    cells: {
      ...CLIENTS_ONLY,
      // Cards: its tenders and the contractors' names, no contacts, documents or offers' texts.
      clientA: ok('contractorAName', 'project', 'tender', 'tenderImage', 'tender2', 'tender3'),
    },
  },
  'GET /api/tenders/list': {
    on: "client A's open tender T",
    call: () => ({ url: `/api/tenders/list?q=${encodeURIComponent('Альфа-семь')}` }),
    cells: {
      ...CONTRACTORS_ONLY,
      // Cards: the open tender without its client's contacts or its documents, which come with
      // the tender itself; the contractor's own request only by its status.
      contractorA: ok('project', 'tender', 'tenderImage'),
      contractorB: ok('project', 'tender', 'tenderImage'),
    },
  },
  'GET /api/tenders/:id/comparison': {
    on: "client A's open tender T with contractor A's offer",
    call: () => ({ url: `/api/tenders/${fx.tender.id}/comparison` }),
    cells: {
      ...CLIENTS_ONLY,
      // The company's name, never its contacts.
      clientA: ok('tender', 'contractorAName', ...OFFER, 'sro'),
      clientB: fail(404, MSG_TENDERS.tenderNotFound),
    },
  },
  'GET /api/tenders/:id/comparison.xlsx': {
    on: "client A's open tender T with contractor A's offer",
    call: () => ({ url: `/api/tenders/${fx.tender.id}/comparison.xlsx` }),
    cells: {
      ...CLIENTS_ONLY,
      // A packed workbook: its text is read by the check, not by the search for A's data.
      clientA: {
        status: 200,
        shows: [],
        check: async (res) => {
          const book = new ExcelJS.Workbook();
          await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
          const cells = book.getWorksheet(1)!.getSheetValues().flat().map(String);
          expect(cells).toContain('Предложение Альфа-семь');
          expect(cells.join(' ')).toContain(SRO_OF_A.sro_name);
          expect(cells.join(' ')).not.toContain(fx.contractorA.phone);
        },
      },
      clientB: fail(404, MSG_TENDERS.tenderNotFound),
    },
  },
  'GET /api/tenders/:id': [
    {
      on: "client A's open tender T with contractor A's offer",
      call: () => ({ url: `/api/tenders/${fx.tender.id}` }),
      cells: {
        ...TYPED_ONLY,
        clientA: ok(...CLIENT_A, ...CONTRACTOR_A, ...TENDER_T, ...OFFER),
        clientB: fail(404, MSG_TENDERS.tenderNotFound),
        contractorA: ok(...CLIENT_A, 'buyer', ...CONTRACTOR_A, ...TENDER_T, ...OFFER),
        contractorB: ok(...CLIENT_A, 'buyer', ...TENDER_T),
      },
    },
    {
      on: "client A's open tender T2 with its invitation of contractor A",
      call: () => ({ url: `/api/tenders/${fx.tender2.id}` }),
      cells: {
        ...TYPED_ONLY,
        clientA: ok(...CLIENT_A, ...CONTRACTOR_A, 'project', ...INVITATION),
        clientB: fail(404, MSG_TENDERS.tenderNotFound),
        contractorA: ok(...CLIENT_A, 'buyer', ...CONTRACTOR_A, 'project', ...INVITATION),
        contractorB: ok(...CLIENT_A, 'buyer', 'project', 'tender2'),
      },
    },
    {
      on: "client A's tender T3 with contractor A chosen as executor",
      call: () => ({ url: `/api/tenders/${fx.tender3.id}` }),
      cells: {
        ...TYPED_ONLY,
        clientA: ok(...CLIENT_A, ...CONTRACTOR_A, 'project', ...TENDER_T3),
        clientB: fail(404, MSG_TENDERS.tenderNotFound),
        contractorA: ok(...CLIENT_A, 'buyer', ...CONTRACTOR_A, 'project', ...TENDER_T3),
        contractorB: fail(404, MSG_TENDERS.tenderNotFound),
      },
    },
  ],
  'POST /api/tenders': [
    {
      on: "client A's project and an image A has just uploaded",
      call: async ({ fresh }) => {
        const picture = await fresh(() => uploadAs(fx.clientA, '/api/tenders/uploadFile'));
        return { url: '/api/tenders', payload: tenderBody(fx.project.id, picture.path) };
      },
      cells: {
        ...CLIENTS_ONLY,
        clientA: ok('project', ...CLIENT_A),
        clientB: fail(400, MSG_TENDERS.projectUnknown, ['projectId']),
      },
    },
    {
      on: "the caller's own project and image, with a document client A has just uploaded",
      call: async ({ who, me, fresh }) => {
        const doc = await fresh(() =>
          uploadAs(fx.clientA, '/api/tenders/uploadFile', pdf('Чужая-смета.pdf')),
        );
        const own = kindOf(who) === 'client' && me;
        const picture = own
          ? (await uploadAs(me, '/api/tenders/uploadFile')).path
          : fx.tender.images[0]!;
        const projectId = who === 'clientB' ? fx.projectOfB.id : fx.project.id;
        return {
          url: '/api/tenders',
          payload: tenderBody(projectId, picture, { docs_paths: [doc.path] }),
        };
      },
      cells: {
        ...CLIENTS_ONLY,
        clientA: ok('project', ...CLIENT_A),
        clientB: fail(400, MSG_CABINET.unknownFile),
      },
    },
  ],
  'PATCH /api/tenders/:id': {
    on: "client A's tender T, its address sent again",
    call: () => ({
      url: `/api/tenders/${fx.tender.id}`,
      payload: { address: fx.tender.address, latitude: 55.79, longitude: 49.12 },
    }),
    cells: {
      ...CLIENTS_ONLY,
      clientA: ok(...CLIENT_A, ...CONTRACTOR_A, ...TENDER_T, ...OFFER),
      clientB: fail(404, MSG_TENDERS.tenderNotFound),
    },
  },
  'POST /api/tenders/:id/close': {
    on: 'a fresh tender of client A for each cell that succeeds',
    call: async ({ fresh }) => {
      const tender = await fresh(() => tenderOfA('Завершаемый тендер'));
      return { url: `/api/tenders/${tender.id}/close`, payload: { reason: 'budget' } };
    },
    cells: {
      ...CLIENTS_ONLY,
      // Its own tender, whole: its contacts and project.
      clientA: ok(...CLIENT_A, 'project'),
      clientB: fail(404, MSG_TENDERS.tenderNotFound),
    },
  },
  'POST /api/tenders/:id/rebid': {
    on: 'a fresh tender of client A past its deadline with two priced offers, for each cell that succeeds',
    call: async ({ fresh }) => {
      const { tender } = await fresh(() => pastDeadlineOfA('Тендер для переторжки'));
      return { url: `/api/tenders/${tender.id}/rebid`, payload: ROUND };
    },
    cells: {
      ...CLIENTS_ONLY,
      clientA: ok(...CLIENT_A, ...CONTRACTOR_A, 'project'),
      clientB: fail(404, MSG_TENDERS.tenderNotFound),
    },
  },
  'DELETE /api/tenders/:id': {
    on: 'a fresh tender of client A for each cell that succeeds',
    call: async ({ fresh }) => {
      const tender = await fresh(() => tenderOfA('Удаляемый тендер'));
      return { url: `/api/tenders/${tender.id}` };
    },
    cells: Object.fromEntries(
      Object.entries({
        ...CLIENTS_ONLY,
        clientB: fail(404, MSG_TENDERS.tenderNotFound),
      }).map(([who, outcome]) => [
        who,
        {
          ...expected(outcome),
          // Gone for its owner only when the owner deleted it.
          check: async (_res: Answer, _cell: Cell, call: Call) => {
            const res = await api(fx.clientA, 'GET', call.url);
            expect(res.status, `the tender after ${who}'s DELETE`).toBe(
              who === 'clientA' ? 404 : 200,
            );
          },
        },
      ]),
    ) as Record<Who, Outcome>,
  },
  'POST /api/tenders/uploadFile': {
    call: () => ({ url: '/api/tenders/uploadFile', file: pdf('Документ.pdf') }),
    cells: CLIENTS_ONLY,
  },

  // --- Requests --------------------------------------------------------------------------------
  'GET /api/request': [
    {
      call: () => ({ url: '/api/request' }),
      cells: {
        ...TYPED_ONLY,
        clientA: ok(...PARTY_CARDS, 'tender', ...OFFER, ...INVITATION, 'tender3'),
        contractorA: ok(...PARTY_CARDS, 'tender', ...OFFER, ...INVITATION, 'tender3'),
      },
    },
    {
      on: "the requests of client A's tender T",
      call: () => ({ url: `/api/request?tender_id=${fx.tender.id}` }),
      cells: {
        ...TYPED_ONLY,
        clientA: ok(...PARTY_CARDS, 'tender', ...OFFER),
        contractorA: ok(...PARTY_CARDS, 'tender', ...OFFER),
        // Not even a count of A's requests.
        clientB: { status: 200, check: noRequests },
        contractorB: { status: 200, check: noRequests },
      },
    },
  ],
  // --- Deals: the client and the executor of a tender with its executor chosen ---------------
  'POST /api/deals/uploadFile': {
    call: () => ({ url: '/api/deals/uploadFile', file: pdf('Договор.pdf') }),
    cells: TYPED_ONLY,
  },
  'GET /api/deals': {
    on: "each caller's own deals: A's two hold the deal of tender T3",
    call: () => ({ url: '/api/deals?per_page=100' }),
    cells: {
      ...TYPED_ONLY,
      clientA: ok('tender3', 'contractorAName', 'project'),
      contractorA: ok('tender3', 'contractorAName'),
    },
  },
  'GET /api/deals/:id': {
    on: "the deal of client A's tender T3 with contractor A",
    call: () => ({ url: `/api/deals/${fx.deal.id}` }),
    cells: {
      ...TYPED_ONLY,
      clientA: ok('tender3', 'contractorAName', 'project'),
      clientB: fail(404, MSG_DEALS.notFound),
      contractorA: ok('tender3', 'contractorAName'),
      contractorB: fail(404, MSG_DEALS.notFound),
    },
  },
  'GET /api/tenders/:id/deal': {
    on: "client A's tender T3 with contractor A chosen",
    call: () => ({ url: `/api/tenders/${fx.tender3.id}/deal` }),
    cells: {
      ...TYPED_ONLY,
      clientA: ok('tender3', 'contractorAName', 'project'),
      clientB: fail(404, MSG_DEALS.notFound),
      contractorA: ok('tender3', 'contractorAName'),
      contractorB: fail(404, MSG_DEALS.notFound),
    },
  },
  'POST /api/deals/:id/contract': {
    on: 'a fresh deal of client A and contractor A, not yet filled',
    call: async ({ fresh }) => ({
      url: `/api/deals/${await fresh(() => dealOfA('draft'))}/contract`,
      payload: CONTRACT_OF_A,
    }),
    cells: {
      ...TYPED_ONLY,
      clientA: ok('contractorAName', 'project'),
      clientB: fail(404, MSG_DEALS.notFound),
      contractorA: E403,
      contractorB: E403,
    },
  },
  'POST /api/deals/:id/confirm': {
    on: 'a fresh deal of client A and contractor A awaiting its confirmation',
    call: async ({ fresh }) => ({
      url: `/api/deals/${await fresh(() => dealOfA('awaiting_confirmation'))}/confirm`,
    }),
    cells: {
      ...TYPED_ONLY,
      clientA: E403,
      clientB: E403,
      contractorA: ok('contractorAName'),
      contractorB: fail(404, MSG_DEALS.notFound),
    },
  },
  'POST /api/deals/:id/report': {
    on: 'a fresh deal of client A and contractor A in progress',
    call: async ({ fresh }) => ({
      url: `/api/deals/${await fresh(() => dealOfA('in_progress'))}/report`,
      payload: {
        comment: 'Акт передан',
        documents: [(await uploadAs(fx.contractorA, '/api/deals/uploadFile', pdf('Акт.pdf'))).path],
      },
    }),
    cells: {
      ...TYPED_ONLY,
      clientA: E403,
      clientB: E403,
      contractorA: ok('contractorAName'),
      contractorB: fail(404, MSG_DEALS.notFound),
    },
  },
  'POST /api/deals/:id/accept': {
    on: 'a fresh deal of client A and contractor A with the work reported',
    call: async ({ fresh }) => ({
      url: `/api/deals/${await fresh(() => dealOfA('work_reported'))}/accept`,
    }),
    cells: {
      ...TYPED_ONLY,
      clientA: ok('contractorAName', 'project'),
      clientB: fail(404, MSG_DEALS.notFound),
      contractorA: E403,
      contractorB: E403,
    },
  },
  'POST /api/deals/:id/return': {
    on: 'a fresh deal of client A and contractor A with the work reported',
    call: async ({ fresh }) => ({
      url: `/api/deals/${await fresh(() => dealOfA('work_reported'))}/return`,
      payload: { remarks: 'Доделать' },
    }),
    cells: {
      ...TYPED_ONLY,
      clientA: ok('contractorAName', 'project'),
      clientB: fail(404, MSG_DEALS.notFound),
      contractorA: E403,
      contractorB: E403,
    },
  },
  'POST /api/deals/:id/terminate': {
    on: 'a fresh deal of client A and contractor A in progress',
    call: async ({ fresh }) => ({
      url: `/api/deals/${await fresh(() => dealOfA('in_progress'))}/terminate`,
      payload: { reason: 'Нет финансирования' },
    }),
    cells: {
      ...TYPED_ONLY,
      clientA: ok('contractorAName', 'project'),
      clientB: fail(404, MSG_DEALS.notFound),
      contractorA: ok('contractorAName'),
      contractorB: fail(404, MSG_DEALS.notFound),
    },
  },
  // --- Reviews: of the deals of client A and contractor A, once ended --------------------------
  'GET /api/deals/:id/reviews': {
    on: 'the accepted deal of client A and contractor A with both reviews published',
    call: () => ({ url: `/api/deals/${reviewed.dealId}/reviews` }),
    cells: {
      ...TYPED_ONLY,
      clientA: ok('contractorAName'),
      clientB: fail(404, MSG_DEALS.notFound),
      contractorA: ok('contractorAName'),
      contractorB: fail(404, MSG_DEALS.notFound),
    },
  },
  'PUT /api/deals/:id/review': {
    on: 'a fresh deal of client A and contractor A with the work accepted',
    call: async ({ fresh, who }) => ({
      url: `/api/deals/${await fresh(acceptedDealOfA)}/review`,
      payload: { scores: fiveStars(who), text: 'Отзыв' },
    }),
    // The author's own review: its own name as the author.
    cells: {
      ...TYPED_ONLY,
      clientA: ok(),
      clientB: fail(404, MSG_DEALS.notFound),
      contractorA: ok('contractorAName'),
      contractorB: fail(404, MSG_DEALS.notFound),
    },
  },
  'POST /api/reviews/:id/answer': {
    on: "client A's fresh published review of contractor A",
    call: async ({ fresh }) => ({
      url: `/api/reviews/${(await fresh(publishedReviewsOfA)).reviewId}/answer`,
      payload: { text: 'Ответ' },
    }),
    cells: {
      ...TYPED_ONLY,
      clientA: E403,
      clientB: fail(404, MSG_REVIEWS.notFound),
      contractorA: ok(),
      contractorB: fail(404, MSG_REVIEWS.notFound),
    },
  },
  'POST /api/reviews/:id/report': {
    on: "client A's fresh published review of contractor A",
    call: async ({ fresh }) => ({
      url: `/api/reviews/${(await fresh(publishedReviewsOfA)).reviewId}/report`,
      payload: { reason: 'Жалоба' },
    }),
    cells: {
      ...TYPED_ONLY,
      clientA: 200,
      clientB: fail(404, MSG_REVIEWS.notFound),
      contractorA: 200,
      contractorB: fail(404, MSG_REVIEWS.notFound),
    },
  },
  'GET /api/contractors/:id/reviews': {
    on: "contractor A's published reviews, by client A",
    call: () => ({ url: `/api/contractors/${fx.contractorA.id}/reviews?per_page=100` }),
    // Any client, and the contractor itself; not another contractor.
    cells: {
      ...TYPED_ONLY,
      clientA: ok(),
      clientB: ok(),
      contractorA: ok(),
      contractorB: E403,
    },
  },
  'GET /api/clients/:id/reviews': {
    on: "client A's published reviews, by contractor A",
    call: () => ({ url: `/api/clients/${fx.clientA.id}/reviews?per_page=100` }),
    // Any contractor, and the client itself; not another client.
    cells: {
      ...TYPED_ONLY,
      clientA: ok('contractorAName'),
      clientB: E403,
      contractorA: ok('contractorAName'),
      contractorB: ok('contractorAName'),
    },
  },
  'GET /api/request/:id': [
    {
      on: "contractor A's offer on client A's tender T",
      call: () => ({ url: `/api/request/${fx.offer.id}` }),
      cells: {
        ...TYPED_ONLY,
        clientA: ok(...CLIENT_A, ...CONTRACTOR_A, 'tender', ...OFFER),
        clientB: fail(404, MSG_TENDERS.requestNotFound),
        contractorA: ok(...CLIENT_A, ...CONTRACTOR_A, 'tender', ...OFFER),
        contractorB: fail(404, MSG_TENDERS.requestNotFound),
      },
    },
    {
      on: "client A's invitation of contractor A to tender T2",
      call: () => ({ url: `/api/request/${fx.invitation.id}` }),
      cells: {
        ...TYPED_ONLY,
        clientA: ok(...CLIENT_A, ...CONTRACTOR_A, ...INVITATION),
        clientB: fail(404, MSG_TENDERS.requestNotFound),
        contractorA: ok(...CLIENT_A, ...CONTRACTOR_A, ...INVITATION),
        contractorB: fail(404, MSG_TENDERS.requestNotFound),
      },
    },
  ],
  'POST /api/request/:id': [
    {
      on: 'a fresh open tender of client A for each cell that succeeds: A invites contractor A, the contractors offer',
      call: async ({ who, fresh }) => {
        const tender = await fresh(() => tenderOfA('Тендер для заявки'));
        return {
          url: `/api/request/${tender.id}`,
          payload:
            kindOf(who) === 'contractor'
              ? { comment: 'Готовы выполнить' }
              : { user_id: fx.contractorA.id, comment: 'Приглашаем' },
        };
      },
      cells: {
        ...TYPED_ONLY,
        clientA: ok(...CLIENT_A, ...CONTRACTOR_A),
        clientB: fail(404, MSG_TENDERS.tenderNotFound),
        contractorA: ok(...CLIENT_A, ...CONTRACTOR_A),
        contractorB: ok(...CLIENT_A),
      },
    },
    {
      on: 'a fresh open tender of client A, with a file contractor A has just uploaded',
      call: async ({ who, fresh }) => {
        const { tender, doc } = await fresh(async () => ({
          tender: await tenderOfA('Тендер для чужого файла'),
          doc: await uploadAs(fx.contractorA, '/api/request/uploadFile', pdf('Чужое-КП.pdf')),
        }));
        return {
          url: `/api/request/${tender.id}`,
          payload:
            kindOf(who) === 'contractor'
              ? { comment: 'Готовы', docs_paths: [doc.path] }
              : { user_id: fx.contractorA.id, comment: 'Приглашаем', docs_paths: [doc.path] },
        };
      },
      cells: {
        ...TYPED_ONLY,
        clientA: fail(400, MSG_CABINET.unknownFile),
        clientB: fail(404, MSG_TENDERS.tenderNotFound),
        contractorA: ok(...CLIENT_A, ...CONTRACTOR_A),
        contractorB: fail(400, MSG_CABINET.unknownFile),
      },
    },
  ],
  'POST /api/request/accept/:id': [
    {
      on: "contractor A's fresh offer on a fresh tender of client A",
      call: async ({ fresh }) => {
        const request = await fresh(async () =>
          offerOf(fx.contractorA, (await tenderOfA('Тендер для выбора')).id),
        );
        return { url: `/api/request/accept/${request.id}`, payload: { comment: 'Выбираем' } };
      },
      cells: {
        ...TYPED_ONLY,
        clientA: ok(...CLIENT_A, ...CONTRACTOR_A),
        clientB: fail(404, MSG_TENDERS.requestNotFound),
        contractorA: fail(409, MSG_TENDERS.moveNotAllowed),
        contractorB: fail(404, MSG_TENDERS.requestNotFound),
      },
    },
    {
      on: "client A's fresh invitation of contractor A to a fresh tender",
      call: async ({ fresh }) => {
        const request = await fresh(async () =>
          inviteOf(fx.contractorA, (await tenderOfA('Тендер для ответа')).id),
        );
        return { url: `/api/request/accept/${request.id}`, payload: { comment: 'Берёмся' } };
      },
      cells: {
        ...TYPED_ONLY,
        clientA: fail(409, MSG_TENDERS.moveNotAllowed),
        clientB: fail(404, MSG_TENDERS.requestNotFound),
        contractorA: ok(...CLIENT_A, ...CONTRACTOR_A),
        contractorB: fail(404, MSG_TENDERS.requestNotFound),
      },
    },
  ],
  'POST /api/request/reject/:id': [
    {
      on: "contractor A's fresh offer on a fresh tender of client A",
      call: async ({ fresh }) => {
        const request = await fresh(async () =>
          offerOf(fx.contractorA, (await tenderOfA('Тендер для отказа')).id),
        );
        return { url: `/api/request/reject/${request.id}`, payload: { reason: 'Дорого' } };
      },
      cells: {
        ...TYPED_ONLY,
        clientA: ok(...CLIENT_A, ...CONTRACTOR_A),
        clientB: fail(404, MSG_TENDERS.requestNotFound),
        contractorA: fail(409, MSG_TENDERS.moveNotAllowed),
        contractorB: fail(404, MSG_TENDERS.requestNotFound),
      },
    },
    {
      on: "client A's fresh invitation of contractor A to a fresh tender",
      call: async ({ fresh }) => {
        const request = await fresh(async () =>
          inviteOf(fx.contractorA, (await tenderOfA('Тендер для отклонения')).id),
        );
        return { url: `/api/request/reject/${request.id}`, payload: { reason: 'Заняты' } };
      },
      cells: {
        ...TYPED_ONLY,
        clientA: fail(409, MSG_TENDERS.moveNotAllowed),
        clientB: fail(404, MSG_TENDERS.requestNotFound),
        contractorA: ok(...CLIENT_A, ...CONTRACTOR_A),
        contractorB: fail(404, MSG_TENDERS.requestNotFound),
      },
    },
  ],
  'GET /api/request/:id/revisions': {
    on: "contractor A's offer on client A's tender T",
    call: () => ({ url: `/api/request/${fx.offer.id}/revisions` }),
    cells: {
      ...TYPED_ONLY,
      clientA: ok(...OFFER),
      clientB: fail(404, MSG_TENDERS.requestNotFound),
      contractorA: ok(...OFFER),
      contractorB: fail(404, MSG_TENDERS.requestNotFound),
    },
  },
  'POST /api/request/revise/:id': {
    on: "contractor A's fresh offer on a fresh tender of client A",
    call: async ({ fresh }) => {
      const request = await fresh(async () =>
        offerOf(fx.contractorA, (await tenderOfA('Тендер для новой версии')).id),
      );
      return { url: `/api/request/revise/${request.id}`, payload: { comment: 'Новая версия' } };
    },
    cells: {
      ...CONTRACTORS_ONLY,
      contractorA: ok(...CLIENT_A, ...CONTRACTOR_A),
      contractorB: fail(404, MSG_TENDERS.requestNotFound),
    },
  },
  'POST /api/request/confirm/:id': {
    on: "contractor A's fresh offer on a fresh tender of client A, which then made an addendum",
    call: async ({ fresh }) => {
      const request = await fresh(async () => {
        const tender = await tenderOfA('Тендер для подтверждения');
        const offer = await offerOf(fx.contractorA, tender.id);
        await must(
          api(base.clientA, 'PATCH', `/api/tenders/${tender.id}`, {
            address: 'Москва, Тверская улица, 2',
            addendum_note: 'Адрес уточнён',
          }),
        );
        return offer;
      });
      return { url: `/api/request/confirm/${request.id}` };
    },
    cells: {
      ...CONTRACTORS_ONLY,
      contractorA: ok(...CLIENT_A, ...CONTRACTOR_A),
      contractorB: fail(404, MSG_TENDERS.requestNotFound),
    },
  },
  'POST /api/request/rebid/:id': {
    on: "contractor A's priced offer on a fresh tender of client A in a running переторжка",
    call: async ({ fresh }) => {
      const request = await fresh(async () => {
        const { tender, offer } = await pastDeadlineOfA('Тендер в переторжке');
        await must(api(base.clientA, 'POST', `/api/tenders/${tender.id}/rebid`, ROUND));
        return offer;
      });
      return { url: `/api/request/rebid/${request.id}`, payload: { price_kopecks: 900_000_00 } };
    },
    cells: {
      ...CONTRACTORS_ONLY,
      contractorA: ok(...CLIENT_A, ...CONTRACTOR_A),
      contractorB: fail(404, MSG_TENDERS.requestNotFound),
    },
  },
  'POST /api/request/intent/:id': {
    on: "client A's fresh invitation of contractor A to a fresh tender",
    call: async ({ fresh }) => {
      const request = await fresh(async () =>
        inviteOf(fx.contractorA, (await tenderOfA('Тендер для намерения')).id),
      );
      return { url: `/api/request/intent/${request.id}`, payload: { intent: 'will_bid' } };
    },
    cells: {
      ...CONTRACTORS_ONLY,
      contractorA: ok(...CLIENT_A, ...CONTRACTOR_A),
      contractorB: fail(404, MSG_TENDERS.requestNotFound),
    },
  },
  'POST /api/request/uploadFile': {
    call: () => ({ url: '/api/request/uploadFile', file: pdf('КП.pdf') }),
    cells: CONTRACTORS_ONLY,
  },

  // --- Notifications ---------------------------------------------------------------------------
  'GET /api/user/notifications': {
    // Every notification, so that what the page holds does not hang on the rows before.
    call: () => ({ url: '/api/user/notifications?per_page=100' }),
    // Each move's notification names the party who moved by its card: no person's contacts.
    cells: {
      ...TYPED_ONLY,
      // The offers on T and T3, and A's choice of an executor on T3; the publication of the
      // reviews of A's two, a notice no one caused, carries the caller's own card as its actor.
      clientA: ok(
        'contractorAName',
        'contractorAEmail',
        'tender',
        'offer',
        'offerDoc',
        'tender3',
        'clientAName',
        'clientAAvatar',
      ),
      // The invitation to T2 with its file, the choice on T3, and the answers to its questions
      // on T (about its offer there, with the offer's file).
      contractorA: ok(
        'clientAName',
        'clientAAvatar',
        'tender2',
        'invitation',
        'inviteDoc',
        'tender3',
        'tender',
        'offerDoc',
        'contractorAName',
        'contractorAEmail',
      ),
    },
  },
  'GET /api/user/notifications/stream': {
    stream: true,
    call: () => ({ url: '/api/user/notifications/stream' }),
    // Its first event is the caller's own unread count: nothing of anyone else.
    cells: TYPED_ONLY,
  },
  'GET /api/user/notification-settings': {
    call: () => ({ url: '/api/user/notification-settings' }),
    // The caller's own choices and the server's public push key: nothing of anyone else.
    cells: TYPED_ONLY,
  },
  'PUT /api/user/notification-settings': {
    call: () => ({
      method: 'PUT',
      url: '/api/user/notification-settings',
      payload: { offers: 'daily' },
    }),
    cells: TYPED_ONLY,
  },
  'POST /api/user/push-subscriptions': {
    call: ({ who }) => ({
      url: '/api/user/push-subscriptions',
      payload: { endpoint: `https://push.example.ru/${who}`, keys: PUSH_KEYS },
    }),
    cells: TYPED_ONLY,
  },
  'DELETE /api/user/push-subscriptions': {
    on: 'a push subscription of client A per cell: only its owner removes it; to others, a 404',
    call: async ({ who }) => {
      const endpoint = `${PUSH_OF_A}/${who}`;
      await ctx.database.db
        .insert(pushSubscriptions)
        .values({ userId: fx.clientA.id, endpoint, ...PUSH_KEYS })
        .onConflictDoNothing();
      return { method: 'DELETE', url: '/api/user/push-subscriptions', payload: { endpoint } };
    },
    cells: Object.fromEntries(
      ACTORS.map((who) => [
        who,
        {
          // Another's endpoint answers as one no one has: its existence is not revealed.
          ...expected(
            who === 'clientA' || typeof TYPED_ONLY[who] !== 'number'
              ? TYPED_ONLY[who]
              : fail(404, MSG_DELIVERY.pushNotFound),
          ),
          check: async () => {
            const left = await ctx.database.db
              .select()
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.endpoint, `${PUSH_OF_A}/${who}`));
            expect(left, `${who} and A's subscription`).toHaveLength(who === 'clientA' ? 0 : 1);
          },
        },
      ]),
    ) as unknown as Record<Who, Outcome>,
  },
  'POST /api/unsubscribe': {
    on: "client A's unsubscribe link for deadlines: the signed token is the proof, whoever sends it",
    call: () => ({
      url: `/api/unsubscribe?token=${signUnsubscribe(ctx.config.linkSecret, fx.clientA.id, ['deadlines'])}`,
    }),
    cells: PUBLIC,
  },
  // --- Clarifications ------------------------------------------------------------------------
  'GET /api/tenders/:id/questions': {
    on: "T's questions: contractor A's, one answered to all, one to A alone",
    call: () => ({ url: `/api/tenders/${fx.tender.id}/questions?per_page=100` }),
    cells: {
      anonymous: E401,
      untyped: E403,
      // Only the client knows who asked.
      clientA: ok('contractorAName', 'contractorAEmail', 'privateQuestion'),
      clientB: fail(404, MSG_TENDERS.tenderNotFound),
      contractorA: ok('privateQuestion'),
      // The answer to all, without its asker.
      contractorB: 200,
    },
  },
  'POST /api/tenders/:id/questions': {
    call: () => ({
      url: `/api/tenders/${fx.tender.id}/questions`,
      payload: { question: 'Вопрос' },
    }),
    cells: { ...CONTRACTORS_ONLY, untyped: E403 },
  },
  'POST /api/tenders/questions/:id/answer': {
    on: 'a question of contractor A on T, fresh for each cell that may answer it',
    call: async ({ fresh }) => {
      const id = await fresh(async () => {
        const [row] = await ctx.database.db
          .insert(tenderQuestions)
          .values({ tenderId: fx.tender.id, askerId: fx.contractorA.id, question: 'Вопрос' })
          .returning({ id: tenderQuestions.id });
        return row!.id;
      });
      return {
        url: `/api/tenders/questions/${id}/answer`,
        payload: { answer: 'Ответ', scope: 'asker' },
      };
    },
    cells: {
      ...CLIENTS_ONLY,
      untyped: E403,
      clientA: ok('contractorAName', 'contractorAEmail'),
      clientB: fail(404, MSG_QUESTIONS.notFound),
    },
  },

  // --- The audit trail ---------------------------------------------------------------------
  'GET /api/tenders/:id/trail': {
    on: 'T3, with contractor A chosen: closed to contractors without a request',
    call: () => ({ url: `/api/tenders/${fx.tender3.id}/trail?per_page=100` }),
    cells: {
      anonymous: E401,
      untyped: E403,
      clientA: ok('clientAName', 'contractorAName'),
      clientB: fail(404, MSG_TENDERS.tenderNotFound),
      // Its own entries: its offer, and the client's choice of it.
      contractorA: ok('clientAName', 'contractorAName'),
      contractorB: fail(404, MSG_TENDERS.tenderNotFound),
    },
  },
  'GET /api/tenders/:id/trail.xlsx': {
    on: "T3's trail as a spreadsheet",
    call: () => ({ url: `/api/tenders/${fx.tender3.id}/trail.xlsx` }),
    cells: { ...CLIENTS_ONLY, untyped: E403, clientB: fail(404, MSG_TENDERS.tenderNotFound) },
  },

  'GET /api/tenders/:id/protocol.pdf': {
    on: "T3's protocol: contractor A was chosen",
    call: () => ({ url: `/api/tenders/${fx.tender3.id}/protocol.pdf` }),
    cells: {
      ...TYPED_ONLY,
      clientB: fail(404, MSG_TENDERS.tenderNotFound),
      contractorB: fail(404, MSG_TENDERS.tenderNotFound),
    },
  },

  // The data archive has no id in its calls: each caller reaches its own, and nobody another's.
  'GET /api/user/data-export/download': {
    on: "the caller's own archive: none for A's callers; a fresh client's built one in A's cell",
    call: async ({ who }) => {
      if (who !== 'clientA') return { url: '/api/user/data-export/download' };
      const owner = (await freshLike(who))!;
      const started = await api(owner, 'POST', '/api/user/data-export');
      if (started.status !== 202) throw new Error(JSON.stringify(started.body));
      await ctx.app.dataExports.drain();
      return { url: '/api/user/data-export/download', as: owner };
    },
    cells: {
      ...all(fail(404, MSG_DATA_EXPORT.gone)),
      anonymous: E401,
      clientA: {
        status: 200,
        shows: [],
        check: (res) => expect(res.bytes.subarray(0, 2).toString()).toBe('PK'),
      },
    },
  },
  'POST /api/user/data-export/link': {
    on: "a link to the caller's own archive: none for A's callers; a fresh client's built one in A's cell",
    call: async ({ who }) => {
      const url = '/api/user/data-export/link';
      return who === 'clientA'
        ? { method: 'POST', url, as: await archiveOwner() }
        : { method: 'POST', url };
    },
    cells: {
      ...all(fail(404, MSG_DATA_EXPORT.gone)),
      anonymous: E401,
      clientA: {
        status: 200,
        shows: [],
        check: (res) => expect(res.json().url).toMatch(/^\/api\/user\/data-export\/file\?token=/),
      },
    },
  },
  // Public by design (a browser's navigation carries no bearer): the signed token is the only
  // proof, whoever sends it. Without a genuine, unexpired token of the owner's archive: nothing.
  'GET /api/user/data-export/file': {
    on: "a fresh client's built archive; a genuine link in A's and the anonymous cells, a bad one elsewhere",
    call: async ({ who }) => {
      const owner = await archiveOwner();
      const link = await must<{ url: string }>(api(owner, 'POST', '/api/user/data-export/link'));
      const token = new URL(link.url, 'http://x').searchParams.get('token')!;
      const genuine = verifyArchiveLink(ctx.config.linkSecret, token)!;
      const secret = ctx.config.linkSecret;
      const bad: Partial<Record<Who, string>> = {
        // Past its minutes.
        untyped: signArchiveLink(secret, { ...genuine, expiresAt: new Date(Date.now() - 1000) }),
        // Its signature altered.
        clientB: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
        // Another user's id over the same archive.
        contractorA: signArchiveLink(secret, { ...genuine, userId: fx.contractorA.id }),
        contractorB: 'nonsense',
      };
      const wrong = bad[who];
      return {
        url: wrong ? `/api/user/data-export/file?token=${encodeURIComponent(wrong)}` : link.url,
      };
    },
    cells: {
      ...all(fail(404, MSG_DATA_EXPORT.linkGone)),
      anonymous: { status: 200, shows: [], check: isZip },
      clientA: { status: 200, shows: [], check: isZip },
    },
  },
  'GET /api/user/data-export': {
    on: "the caller's own latest archive",
    call: () => ({ url: '/api/user/data-export' }),
    cells: SIGNED_IN,
  },
  'POST /api/user/data-export': {
    on: "an archive of the caller's own data, queued",
    call: () => ({ method: 'POST', url: '/api/user/data-export' }),
    cells: { ...all(202), anonymous: E401 },
  },

  'POST /api/user/notifications/seen': {
    on: 'a fresh unread notification of client A per cell, by its id',
    call: async () => {
      const { id: _id, ...copy } = fx.notificationOfA;
      const [row] = await ctx.database.db
        .insert(notifications)
        .values({ ...copy, isNew: true })
        .returning();
      return { url: '/api/user/notifications/seen', payload: { ids: [row!.id] } };
    },
    cells: {
      ...TYPED_ONLY,
      ...Object.fromEntries(
        (['clientA', 'clientB', 'contractorA', 'contractorB'] as const).map((who) => [
          who,
          {
            status: 200,
            shows: [],
            check: async (_res: Answer, _cell: Cell, call: Call) => {
              const id = (call.payload!.ids as number[])[0]!;
              const [row] = await ctx.database.db
                .select({ isNew: notifications.isNew })
                .from(notifications)
                .where(eq(notifications.id, id));
              expect(row!.isNew, `${who} marks A's notification seen`).toBe(who !== 'clientA');
            },
          },
        ]),
      ),
    },
  },

  // --- Contractors and cases -------------------------------------------------------------------
  'GET /api/contractors': {
    on: 'the directory, searched for contractor A',
    call: () => ({ url: `/api/contractors?q=${encodeURIComponent('Тайный')}` }),
    // The directory shows a contractor's contacts to every client; a private note to its writer.
    cells: {
      ...CLIENTS_ONLY,
      clientA: ok(...CONTRACTOR_A, 'privateNote'),
      clientB: ok(...CONTRACTOR_A),
    },
  },
  'GET /api/contractors/:id': [
    {
      on: 'contractor A',
      call: () => ({ url: `/api/contractors/${fx.contractorA.id}` }),
      cells: {
        ...CLIENTS_ONLY,
        clientA: ok(...CONTRACTOR_A, 'case', 'caseCover', 'sro', 'privateNote'),
        clientB: ok(...CONTRACTOR_A, 'case', 'caseCover', 'sro'),
      },
    },
    {
      on: "client A's id: not a contractor",
      call: () => ({ url: `/api/contractors/${fx.clientA.id}` }),
      cells: {
        ...CLIENTS_ONLY,
        clientA: fail(404, MSG_TENDERS.contractorNotFound),
        clientB: fail(404, MSG_TENDERS.contractorNotFound),
      },
    },
  ],
  'PUT /api/contractors/:id/note': {
    on: "contractor B: each client writes its own note, never reaching A's",
    call: () => ({
      method: 'PUT',
      url: `/api/contractors/${fx.contractorB.id}/note`,
      payload: { text: 'Своя заметка', do_not_invite: false },
    }),
    cells: CLIENTS_ONLY,
  },
  'DELETE /api/contractors/:id/note': {
    on: "contractor B: a client removes its own note, made afresh per cell; A's stays",
    call: async ({ me, who }) => {
      if (me && kindOf(who) === 'client')
        await ctx.database.db
          .insert(contractorNotes)
          .values({ clientId: me.id, contractorId: fx.contractorB.id, text: 'Убрать' })
          .onConflictDoNothing();
      return { method: 'DELETE', url: `/api/contractors/${fx.contractorB.id}/note` };
    },
    cells: CLIENTS_ONLY,
  },
  'GET /api/cases': {
    call: () => ({ url: '/api/cases' }),
    cells: { ...CONTRACTORS_ONLY, contractorA: ok('case', 'caseCover') },
  },
  'GET /api/cases/:id': {
    on: "contractor A's case",
    call: () => ({ url: `/api/cases/${fx.theCase.id}` }),
    cells: {
      ...TYPED_ONLY,
      clientA: ok('case', 'caseCover'),
      clientB: ok('case', 'caseCover'),
      contractorA: ok('case', 'caseCover'),
      contractorB: fail(404, MSG_TENDERS.caseNotFound),
    },
  },
  'POST /api/cases': {
    on: 'a new case with a cover contractor A has just uploaded',
    call: async ({ fresh }) => {
      const cover = await fresh(() => uploadAs(fx.contractorA, '/api/cases/upload-cover'));
      return {
        url: '/api/cases',
        payload: { ...fx.caseBody, project_name: 'Новый кейс', cover: cover.path },
      };
    },
    cells: { ...CONTRACTORS_ONLY, contractorB: fail(400, MSG_CABINET.unknownFile) },
  },
  'PATCH /api/cases/:id': {
    on: "contractor A's case, sent again as it is",
    call: () => ({ url: `/api/cases/${fx.theCase.id}`, payload: fx.caseBody }),
    cells: {
      ...CONTRACTORS_ONLY,
      contractorA: ok('case', 'caseCover'),
      contractorB: fail(404, MSG_TENDERS.caseNotFound),
    },
  },
  'POST /api/cases/upload-cover': {
    call: () => ({ url: '/api/cases/upload-cover', file: image }),
    cells: CONTRACTORS_ONLY,
  },
  'POST /api/cases/upload-image': {
    call: () => ({ url: '/api/cases/upload-image', file: image }),
    cells: CONTRACTORS_ONLY,
  },

  // --- Legal documents and consents -----------------------------------------------------------
  'GET /api/legal/documents': { call: () => ({ url: '/api/legal/documents' }), cells: PUBLIC },
  'GET /api/user/consents': {
    // The caller's own consents: nothing of anyone else.
    call: () => ({ url: '/api/user/consents' }),
    cells: SIGNED_IN,
  },
  'POST /api/user/consents': {
    // The caller's own consent, given again at the current version: nothing changes.
    call: () => ({
      url: '/api/user/consents',
      payload: { document: 'distribution', version: LEGAL_VERSIONS.distribution },
    }),
    cells: SIGNED_IN,
  },
  'DELETE /api/user/consents/:document': {
    // The processing consent is withdrawn only by deleting the account: refused for everyone, so
    // no actor's contacts are hidden from the rows after it.
    call: () => ({ method: 'DELETE', url: '/api/user/consents/processing' }),
    cells: { ...all(fail(409, MSG_CONSENTS.processingWithdraw)), anonymous: E401 },
  },

  // --- Maps ------------------------------------------------------------------------------------
  'GET /api/geo/search': { call: () => ({ url: '/api/geo/search?q=Казань' }), cells: SIGNED_IN },
  'GET /api/geo/reverse': {
    call: () => ({ url: '/api/geo/reverse?lat=55.79&lon=49.12' }),
    cells: SIGNED_IN,
  },

  // --- Files -----------------------------------------------------------------------------------
  'GET /storage/docs/:name': [
    {
      on: "a document of client A's open tender T",
      call: () => ({ url: fx.tenderDoc }),
      cells: {
        ...TYPED_ONLY,
        untyped: fail(404, MSG_TENDERS.fileForbidden),
        clientA: ok('tenderDocName'),
        clientB: fail(404, MSG_TENDERS.fileForbidden),
        contractorA: ok('tenderDocName'),
        contractorB: ok('tenderDocName'),
      },
    },
    {
      on: "a document of client A's tender T3, whose executor is contractor A",
      call: () => ({ url: fx.closedDoc }),
      cells: {
        ...all(fail(404, MSG_TENDERS.fileForbidden)),
        anonymous: E401,
        clientA: ok('closedDocName'),
        contractorA: ok('closedDocName'),
      },
    },
    {
      on: "the file of contractor A's offer on T",
      call: () => ({ url: fx.offerDoc }),
      cells: {
        ...all(fail(404, MSG_TENDERS.fileForbidden)),
        anonymous: E401,
        clientA: ok('offerDocName'),
        contractorA: ok('offerDocName'),
      },
    },
    {
      on: "the file of client A's invitation of contractor A",
      call: () => ({ url: fx.inviteDoc }),
      cells: {
        ...all(fail(404, MSG_TENDERS.fileForbidden)),
        anonymous: E401,
        clientA: ok('inviteDocName'),
        contractorA: ok('inviteDocName'),
      },
    },
    {
      on: 'a document client A uploaded and never attached',
      call: () => ({ url: fx.draftDoc }),
      cells: {
        ...all(fail(404, MSG_TENDERS.fileForbidden)),
        anonymous: E401,
        clientA: ok('draftDocName'),
      },
    },
  ],
  'GET /storage/images/*': {
    on: "the image of client A's tender T: public by its unguessable name",
    call: () => ({ url: fx.tender.images[0]! }),
    cells: PUBLIC,
  },
};

// ---------------------------------------------------------------------------------------------

let routes: string[];
beforeAll(async () => {
  fx = await buildFixtures();
  reviewed = await publishedReviewsOfA();
  routes = [...new Set(registered)].sort();
}, 120_000);

/** The object the refused cells of a case share. */
const shared = new WeakMap<Case, Promise<unknown>>();

/** The app on a port of its own, for the stream rows: started once, on the first of them. */
let origin: Promise<string> | undefined;
const listening = () => (origin ??= ctx.app.listen({ port: 0, host: '127.0.0.1' }));

async function runCell(route: string, theCase: Case, who: Who) {
  const me = who === 'anonymous' ? undefined : (fx[who] as Actor);
  const succeeds = expected(theCase.cells[who]).status < 300;
  const fresh = <T>(make: () => Promise<T>): Promise<T> => {
    if (succeeds) return make();
    if (!shared.has(theCase)) shared.set(theCase, make());
    return shared.get(theCase) as Promise<T>;
  };
  const cell: Cell = { who, me, fresh };
  const call = await theCase.call(cell);
  const method = call.method ?? (route.split(' ')[0] as InjectOptions['method']);
  const caller = call.as === undefined ? me : (call.as ?? undefined);
  const headers: Record<string, string> = caller ? { authorization: `Bearer ${caller.token}` } : {};
  let payload: InjectOptions['payload'];
  if (call.file) {
    const body = multipartBody([call.file]);
    payload = body.payload;
    headers['content-type'] = body.contentType;
  } else if (call.payload) payload = call.payload;
  if (theCase.stream) {
    const opened = await openNoticeStream(await listening(), caller?.token);
    const text =
      opened.status === 200 ? JSON.stringify((await opened.nextEvent('ready')).data) : '';
    const error = opened.status === 200 ? null : await opened.json();
    await opened.close();
    const body = error === null ? text : JSON.stringify(error);
    return {
      cell,
      call,
      answer: {
        status: opened.status,
        text: body,
        bytes: Buffer.from(body),
        json: () => JSON.parse(body) as Record<string, unknown>,
      },
      head: undefined,
    };
  }
  const res = await send({ method, url: call.url, headers, ...(payload ? { payload } : {}) });
  const text = `${res.headers['content-disposition'] ?? ''}${res.body}`;
  return {
    cell,
    call,
    answer: {
      status: res.statusCode,
      text,
      bytes: res.rawPayload,
      json: () => res.json() as Record<string, unknown>,
    },
    head: method === 'GET' ? await send({ method: 'HEAD', url: call.url, headers }) : undefined,
  };
}

/** What is wrong with one cell's answer; empty when it is as the table says. */
async function judge(route: string, theCase: Case, who: Who): Promise<string[]> {
  const want = expected(theCase.cells[who]);
  const { cell, call, answer, head } = await runCell(route, theCase, who);
  const secrets = secretsOf(fx);
  const shown = (Object.keys(secrets) as Secret[]).filter((k) => answer.text.includes(secrets[k]));
  const allowed = want.error ? [] : (want.shows ?? []);
  const problems: string[] = [];
  if (answer.status !== want.status) problems.push(`answered ${answer.status}, not ${want.status}`);
  const leaked = shown.filter((k) => !allowed.includes(k));
  if (leaked.length) problems.push(`shows ${leaked.join(', ')}`);
  const missing = allowed.filter((k) => !shown.includes(k));
  if (missing.length) problems.push(`does not show ${missing.join(', ')}`);
  if (want.error) {
    let body: unknown;
    try {
      body = answer.json();
    } catch {
      body = answer.text;
    }
    try {
      expect(body).toEqual({
        errors: [want.error],
        message: want.error,
        ...(want.fields
          ? { fields: Object.fromEntries(want.fields.map((f) => [f, [want.error]])) }
          : {}),
      });
    } catch {
      problems.push(`is not the plain error «${want.error}»`);
    }
  }
  if (want.check && answer.status === want.status) {
    try {
      await want.check(answer, cell, call);
    } catch (err) {
      problems.push(String(err).split('\n')[0]!);
    }
  }
  if (head && (head.statusCode !== answer.status || head.body !== '')) {
    problems.push(`HEAD answered ${head.statusCode} with ${head.body.length} bytes`);
  }
  return problems.length
    ? [
        `${route}${theCase.on ? ` (${theCase.on})` : ''} as ${who}: ${problems.join('; ')} — ${answer.text.slice(0, 300)}`,
      ]
    : [];
}

describe('authorization matrix', () => {
  it('has a row for every route the server registers, and none for a route it does not', () => {
    const table = Object.keys(MATRIX).sort();
    const served = routes.filter((r) => !r.startsWith('HEAD '));
    expect(
      served.filter((r) => !table.includes(r)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      table.filter((r) => !served.includes(r)),
      'rows of routes that are gone',
    ).toEqual([]);
    // The HEAD twin of a GET runs the GET's hooks: each cell of a GET row checks it too.
    const heads = routes.filter((r) => r.startsWith('HEAD '));
    const twinless = heads.filter((r) => {
      const url = r.slice('HEAD '.length);
      return !served.includes(`GET ${url}`) && !served.includes(`GET ${url.replace(/\/$/, '')}`);
    });
    expect(twinless, 'HEAD routes without a GET').toEqual([]);
    expect(served.length).toBeGreaterThan(60);
  });

  it('gives every caller exactly what its cell says, and nothing of A beyond it', async () => {
    const problems: string[] = [];
    let cells = 0;
    for (const [route, cases] of Object.entries(MATRIX)) {
      for (const theCase of [cases].flat()) {
        if (theCase.serial) {
          for (const who of ACTORS) problems.push(...(await judge(route, theCase, who)));
        } else {
          const found = await Promise.all(ACTORS.map((who) => judge(route, theCase, who)));
          problems.push(...found.flat());
        }
        cells += ACTORS.length;
      }
    }
    console.info(
      `authorization matrix: ${Object.keys(MATRIX).length} routes × ${ACTORS.length} callers, ${cells} cells`,
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it("leaves A's account and objects as they were", async () => {
    const profile = await must(api(fx.clientA, 'GET', '/api/user/profile'));
    expect(JSON.stringify(profile)).toContain(fx.clientA.phone);
    const tender = await must(api(fx.clientA, 'GET', `/api/tenders/${fx.tender.id}`));
    expect(JSON.stringify(tender)).toContain('Предложение Альфа-семь');
    const login = await api(undefined, 'POST', '/api/auth/login', {
      login: fx.contractorA.phone,
      password: fx.contractorA.password,
    });
    expect(login.status).toBe(200);
  });
});
