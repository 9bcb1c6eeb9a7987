import { type Tender, type TenderRequest, moscowToday } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { projects, users } from '../src/db/schema';
import { type TestContext, post, register, registerAs, upload } from './helpers';

/** A registered user with its id, as the tender tests need it. */
export type Actor = Awaited<ReturnType<typeof register>> & { id: number };

async function withId(ctx: TestContext, user: Awaited<ReturnType<typeof register>>) {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, user.email));
  return { ...user, id: row!.id };
}

export const newClient = async (ctx: TestContext): Promise<Actor> =>
  withId(ctx, await registerAs(ctx, 'client'));
export const newContractor = async (ctx: TestContext): Promise<Actor> =>
  withId(ctx, await registerAs(ctx, 'contractor'));
/** Registered, but without a profile and so without a type. */
export const newUntyped = async (ctx: TestContext): Promise<Actor> =>
  withId(ctx, await register(ctx));

/** A project of the client, straight in the database (the projects tests cover its API). */
export async function newProject(ctx: TestContext, ownerId: number, name = 'Дом на Волге') {
  const [row] = await ctx.database.db
    .insert(projects)
    .values({ ownerId, name, address: 'г. Казань, ул. Баумана, 1' })
    .returning();
  return row!;
}

/** A picture through the spec's one tender upload call; it is made public once saved in a tender. */
export async function uploadTenderImage(ctx: TestContext, token: string) {
  const res = await upload(ctx.app, '/api/tenders/uploadFile', token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.path as string;
}

export type StoredDoc = { path: string; name: string; size: number };

/** Uploads a document to a tender's or a request's upload call; answers {path, name, size}. */
export async function uploadDoc(
  ctx: TestContext,
  token: string,
  url: '/api/tenders/uploadFile' | '/api/request/uploadFile' = '/api/tenders/uploadFile',
  filename = 'Смета.pdf',
  content: Buffer = Buffer.from('%PDF-1.4\n% смета\n'),
): Promise<StoredDoc> {
  const res = await upload(ctx.app, url, token, [
    { filename, contentType: 'application/pdf', content },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as StoredDoc;
}

/** A valid POST /tenders body for the project with the given image. */
export const tenderBody = (
  projectId: number,
  image: string,
  extra: Record<string, unknown> = {},
) => ({
  tender_name: 'Кровля склада',
  projectId,
  stage: 'construction',
  complex_structure: false,
  address: 'г. Казань, ул. Пушкина, 5',
  latitude: 55.79,
  longitude: 49.12,
  description: 'Замена кровли на складе 600 м²',
  start_date: '2030-03-01',
  end_date: '2030-06-30',
  images_paths: [image],
  docs_paths: [],
  ...extra,
});

/** A tender of the client under a fresh project of its own (an image uploaded for it). */
export async function newTender(
  ctx: TestContext,
  client: Actor,
  extra: Record<string, unknown> = {},
): Promise<Tender> {
  const project = await newProject(ctx, client.id);
  const image = await uploadTenderImage(ctx, client.token);
  const res = await post(
    ctx.app,
    '/api/tenders',
    tenderBody(project.id, image, extra),
    client.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.tender as Tender;
}

/** The client invites the contractor to the tender. */
export async function invite(
  ctx: TestContext,
  client: Actor,
  tenderId: number,
  contractorId: number,
  extra: Record<string, unknown> = {},
): Promise<TenderRequest> {
  const res = await post(
    ctx.app,
    `/api/request/${tenderId}`,
    { user_id: contractorId, comment: 'Приглашаем', ...extra },
    client.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.request as TenderRequest;
}

/** The contractor offers on the tender with a comment. */
export async function offer(
  ctx: TestContext,
  contractor: Actor,
  tenderId: number,
  extra: Record<string, unknown> = {},
): Promise<TenderRequest> {
  const res = await post(
    ctx.app,
    `/api/request/${tenderId}`,
    { comment: 'Сделаем за 2 месяца', ...extra },
    contractor.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.request as TenderRequest;
}

/** DELETE with an optional token. */
export async function del(ctx: TestContext, url: string, token?: string) {
  const response = await ctx.app.inject({
    method: 'DELETE',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown> & { errors?: string[] },
  };
}

/** GET of a document with an optional token: status, headers and the raw bytes. */
export async function download(ctx: TestContext, path: string, token?: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: path,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

/** A moment `seconds` from now, as a deadline takes it. */
/** The full edit of a tender, from its answer, with some fields changed. */
export const fullEdit = (t: Tender, changes: Record<string, unknown> = {}) => ({
  tender_name: t.tender_name,
  projectId: t.projectId,
  stage: t.stage,
  complex_structure: t.complex_structure,
  address: t.address,
  latitude: t.latitude,
  longitude: t.longitude,
  description: t.description,
  start_date: t.start_date,
  end_date: t.end_date,
  images_paths: t.images,
  docs_paths: t.documents,
  ...changes,
});

export const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** A date `days` after today in Moscow, as an offer's validity takes it. */
export function dayAhead(days: number) {
  const date = new Date(`${moscowToday(new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A priced offer's terms (not liable to НДС unless told), valid for a month, with a comment. */
export const pricedTerms = (
  price_kopecks: number,
  vat = 'not_liable',
  vat_rate: number | null = null,
  duration_days = 90,
) => ({
  comment: 'Под ключ',
  price_kopecks,
  vat,
  vat_rate,
  duration_days,
  valid_until: dayAhead(30),
});
