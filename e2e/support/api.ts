import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { CONSENT_DOCUMENTS, LEGAL_VERSIONS, innWithCheckDigits } from '@podryad/domain';
import { TINY_PNG } from './projects';
import { newContacts } from './users';

/*
 * Seeding through the API: what a journey needs but is not about (accounts and profiles, projects,
 * tenders, invitations and offers) is made without the UI, against the baseURL's /api.
 */

/** Awaits a call, fails the test with the server's answer unless it is 2xx, and parses its JSON. */
export async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const res = await answer;
  const text = await res.text();
  expect(res.ok(), `${res.url()} → ${res.status()} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A real 1×1 PNG under the given name: the server checks images by their content. */
export const png = (name = 'cover.png'): FilePayload => ({
  name,
  mimeType: 'image/png',
  buffer: TINY_PNG,
});

const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A minimal valid PDF under the given name: the documents the journeys upload. */
export const pdf = (name: string): FilePayload => ({
  name,
  mimeType: 'application/pdf',
  buffer: TINY_PDF,
});

/** Both consents at their current versions, as the registration's two boxes ticked send them. */
const CONSENTS = CONSENT_DOCUMENTS.map((document) => ({
  document,
  version: LEGAL_VERSIONS[document],
}));

/**
 * A fresh user through the five registration calls, without a profile: contacts, token and id. It
 * gives both consents on the phone step, so its sign-in asks nothing and its contacts are shown.
 */
export async function registerByApi(request: APIRequestContext) {
  const contacts = newContacts();
  const phone = await ok<{ uuid: string; code: string }>(
    request.post('/api/register/phone/request-code', {
      data: { phone: contacts.phone, consents: CONSENTS },
    }),
  );
  const { uuid } = phone;
  await ok(request.post('/api/register/phone/verify', { data: { uuid, code: phone.code } }));
  const email = await ok<{ code: string }>(
    request.post('/api/register/email/request-code', { data: { uuid, email: contacts.email } }),
  );
  await ok(request.post('/api/register/email/verify', { data: { uuid, code: email.code } }));
  const done = await ok<{ token: string; user: { id: number } }>(
    request.post('/api/register/finalize', {
      data: { uuid, password: contacts.password, password_repeat: contacts.password },
    }),
  );
  return { ...contacts, token: done.token, id: done.user.id };
}

type ClientProfile = { name: string; surname: string; date_of_birth: string; location: string };

/** A fresh client with its profile filled (any field can be given). */
export async function registerClientByApi(
  request: APIRequestContext,
  overrides: Partial<ClientProfile> = {},
) {
  const client = await registerByApi(request);
  const profile: ClientProfile = {
    name: 'Алина',
    surname: 'Котова',
    date_of_birth: '1991-02-03',
    location: 'Казань',
    ...overrides,
  };
  await ok(
    request.post('/api/register/profile', {
      headers: bearer(client.token),
      data: { type: 'client', ...profile },
    }),
  );
  return { ...client, ...profile };
}

export type ContractorSeed = {
  /** The company's short name; by default 'ООО «Монолит <digits>»', unique in the run. */
  shortName?: string;
  /** Contact links saved through PUT /api/user/profile; WhatsApp defaults to the user's phone. */
  socials?: { vk: string; telegram: string; whatsapp?: string };
  /** The company's INN; by default one of its own that passes the check, unknown to the register. */
  inn?: string;
};

/** A fresh contractor with every requisite filled, in a region of its own. */
export async function registerContractorByApi(
  request: APIRequestContext,
  { shortName, socials, inn }: ContractorSeed = {},
) {
  const contractor = await registerByApi(request);
  const tail = contractor.national.slice(-6);
  const profile = {
    full_legal_name: `Общество с ограниченной ответственностью «${shortName ?? `Монолит ${tail}`}»`,
    short_name: shortName ?? `ООО «Монолит ${tail}»`,
    region: `Тестовый край ${tail}`,
    legal_address: `г. Самара, ул. Молодогвардейская, д. ${Number(tail) % 200}`,
    actual_address: 'г. Самара, ул. Куйбышева, д. 90',
    year_founded: '2011',
    // A company's INN that passes the check: 63 (Самара), the tail and its check digit.
    inn: inn ?? innWithCheckDigits(`63${tail}0`),
  };
  const headers = bearer(contractor.token);
  await ok(
    request.post('/api/register/profile', { headers, data: { type: 'contractor', ...profile } }),
  );
  if (socials) {
    await ok(
      request.put('/api/user/profile', {
        headers,
        data: { ...profile, whatsapp: contractor.phone, ...socials },
      }),
    );
  }
  return { ...contractor, ...profile };
}

/** A project of the client's with a cover; answers its id and name. */
export async function createProjectByApi(
  request: APIRequestContext,
  token: string,
  name = `Жилой квартал ${Date.now() % 100_000}`,
) {
  const headers = bearer(token);
  const cover = await ok<{ path: string }>(
    request.post('/api/projects/uploadCover/cover', { headers, multipart: { file: png() } }),
  );
  const project = await ok<{ id: number }>(
    request.post('/api/projects', {
      headers,
      data: {
        name,
        address: 'г. Казань, ул. Баумана, 1',
        phone: '+79161234567',
        cover_path: cover.path,
      },
    }),
  );
  return { id: project.id, name };
}

export type TenderSeed = {
  tender_name: string;
  /** The project to put the tender under; a new one is created when none is given. */
  projectId?: number;
  stage?: 'design' | 'construction';
  complex_structure?: boolean;
  address?: string;
  description?: string;
  /** Documents uploaded and attached to the tender, e.g. `[pdf('ТЗ.pdf')]`. */
  docs?: FilePayload[];
  /** The deadline for offers, ISO 8601 with its offset; none when absent. */
  offers_deadline?: string;
  /** 'Закрытый приём предложений' (needs the deadline). */
  sealed?: boolean;
};

/** A tender with one image (and the given documents) created through the API; answers its id. */
export async function createTenderByApi(
  request: APIRequestContext,
  token: string,
  seed: TenderSeed,
) {
  const headers = bearer(token);
  const projectId = seed.projectId ?? (await createProjectByApi(request, token)).id;
  // Images go through the same upload call as documents; saved among the images, they go public.
  const image = await ok<{ path: string }>(
    request.post('/api/tenders/uploadFile', { headers, multipart: { file: png('object.png') } }),
  );
  const docs_paths: string[] = [];
  for (const file of seed.docs ?? []) {
    const stored = await ok<{ path: string }>(
      request.post('/api/tenders/uploadFile', { headers, multipart: { file } }),
    );
    docs_paths.push(stored.path);
  }
  const year = new Date().getFullYear() + 1;
  const answer = await ok<{ id: number }>(
    request.post('/api/tenders', {
      headers,
      data: {
        tender_name: seed.tender_name,
        projectId,
        stage: seed.stage ?? 'construction',
        complex_structure: seed.complex_structure ?? false,
        address: seed.address ?? 'г. Казань, ул. Пушкина, 5',
        latitude: 55.79,
        longitude: 49.12,
        description: seed.description ?? 'Реконструкция здания',
        start_date: `${year}-03-01`,
        end_date: `${year}-09-30`,
        images_paths: [image.path],
        docs_paths,
        ...(seed.offers_deadline ? { offers_deadline: seed.offers_deadline } : {}),
        ...(seed.sealed ? { sealed: true } : {}),
      },
    }),
  );
  return answer.id;
}

/** The client's invitation of a contractor to a tender (POST /request/{tenderId}). */
export function inviteByApi(
  request: APIRequestContext,
  token: string,
  tenderId: number,
  contractorId: number,
) {
  return ok<{ request: { id: number } }>(
    request.post(`/api/request/${tenderId}`, {
      headers: bearer(token),
      data: { user_id: contractorId, comment: '-', docs_paths: [] },
    }),
  );
}

/** A contractor's offer to an open tender: a comment and one uploaded PDF of the given name. */
export async function sendOfferByApi(
  request: APIRequestContext,
  token: string,
  tenderId: number,
  { comment, file }: { comment: string; file: string },
) {
  const headers = bearer(token);
  const upload = await ok<{ path: string }>(
    request.post('/api/request/uploadFile', { headers, multipart: { file: pdf(file) } }),
  );
  return ok<{ request: { id: number } }>(
    request.post(`/api/request/${tenderId}`, {
      headers,
      data: { comment, docs_paths: [upload.path] },
    }),
  );
}

type TenderAnswer = {
  id: number;
  tender_name: string;
  address: string;
  latitude: number | null;
  images: string[];
  documents: string[];
  requests: { user: { id: number; name: string; profile: { short_name: string | null } } }[];
};

/** The client's tenders as its list shows them: cards, with neither documents nor contacts. */
export async function tendersOf(request: APIRequestContext, token: string) {
  const answer = await ok<{ tenders: { id: number; tender_name: string }[] }>(
    request.get('/api/tenders?per_page=100', { headers: bearer(token) }),
  );
  return answer.tenders;
}

/** One tender of the client's by its name, whole (as GET /tenders/{id} answers it). */
export async function tenderNamed(request: APIRequestContext, token: string, name: string) {
  const found = (await tendersOf(request, token)).find((t) => t.tender_name === name);
  expect(found, `tender «${name}»`).toBeTruthy();
  const answer = await ok<{ tender: TenderAnswer }>(
    request.get(`/api/tenders/${found!.id}`, { headers: bearer(token) }),
  );
  return answer.tender;
}
