import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { registerByApi, seedContractor } from './contractors';
import { TINY_PNG } from './projects';

/*
 * Seeding through the API for the tender journeys: the client's account and project, contractors
 * to invite, tenders and invitations that a journey needs but is not about.
 */

async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const res = await answer;
  const text = await res.text();
  expect(res.ok(), `${res.url()} → ${res.status()} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const png = (name = 'cover.png') => ({ name, mimeType: 'image/png', buffer: TINY_PNG });

/** A one-page PDF small enough to read: the documents the journeys upload. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A fresh client (registered and profiled through the API) with one project of its own. */
export async function seedClientWithProject(
  request: APIRequestContext,
  projectName = `Жилой квартал ${Date.now() % 100_000}`,
) {
  const client = await registerByApi(request);
  const headers = bearer(client.token);
  await ok(
    request.post('/api/register/profile', {
      headers,
      data: {
        type: 'client',
        name: 'Алина',
        surname: 'Котова',
        date_of_birth: '1991-02-03',
        location: 'Казань',
      },
    }),
  );
  const cover = await ok<{ path: string }>(
    request.post('/api/projects/uploadCover/cover', { headers, multipart: { file: png() } }),
  );
  const project = await ok<{ id: number }>(
    request.post('/api/projects', {
      headers,
      data: {
        name: projectName,
        address: 'г. Казань, ул. Баумана, 1',
        phone: client.phone,
        cover_path: cover.path,
      },
    }),
  );
  return { ...client, projectId: project.id, projectName };
}

/** Contractors taking part in tenders, each with a filled profile (see contractors.ts). */
export async function registerContractorsViaApi(request: APIRequestContext, count: number) {
  const list = [];
  for (let i = 0; i < count; i += 1) list.push(await seedContractor(request));
  return list;
}

export type TenderSeed = {
  projectId: number;
  tender_name: string;
  stage?: 'design' | 'construction';
  complex_structure?: boolean;
  address?: string;
  description?: string;
  docs?: { name: string; buffer: Buffer; mimeType?: string }[];
};

/** A tender created through the API with one image (and the given documents); answers its id. */
export async function createTenderViaApi(
  request: APIRequestContext,
  token: string,
  seed: TenderSeed,
) {
  const headers = bearer(token);
  const image = await ok<{ path: string }>(
    request.post('/api/tenders/uploadImage', { headers, multipart: { file: png('object.png') } }),
  );
  const docs_paths: string[] = [];
  for (const doc of seed.docs ?? []) {
    const stored = await ok<{ path: string }>(
      request.post('/api/tenders/uploadFile', {
        headers,
        multipart: {
          file: {
            name: doc.name,
            mimeType: doc.mimeType ?? 'application/octet-stream',
            buffer: doc.buffer,
          },
        },
      }),
    );
    docs_paths.push(stored.path);
  }
  const year = new Date().getFullYear() + 1;
  const answer = await ok<{ id: number }>(
    request.post('/api/tenders', {
      headers,
      data: {
        tender_name: seed.tender_name,
        projectId: seed.projectId,
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
      },
    }),
  );
  return answer.id;
}

/** The client's invitation of a contractor to a tender (POST /request/{tenderId}). */
export async function inviteViaApi(
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

type TenderAnswer = {
  id: number;
  tender_name: string;
  address: string;
  latitude: number | null;
  documents: string[];
  requests: { user: { id: number; name: string; profile: { short_name: string | null } } }[];
};

/** The client's tenders as the API has them (GET /tenders). */
export async function tendersOf(request: APIRequestContext, token: string) {
  const answer = await ok<{ tenders: TenderAnswer[] }>(
    request.get('/api/tenders', { headers: bearer(token) }),
  );
  return answer.tenders;
}

/** One tender of the client's by its name, from the API. */
export async function tenderNamed(request: APIRequestContext, token: string, name: string) {
  const found = (await tendersOf(request, token)).find((t) => t.tender_name === name);
  expect(found, `tender «${name}»`).toBeTruthy();
  return found!;
}

/** In the wizard's step 3: opens the drawer (if closed), finds a contractor and chooses it. */
export async function chooseContractorInWizard(page: Page, search: string, shownName: string) {
  const drawer = page.getByRole('dialog', { name: 'Выбор подрядчика' });
  if (!(await drawer.isVisible())) {
    await page.getByRole('button', { name: 'Выбрать подрядчика' }).click();
  }
  await drawer.getByRole('textbox', { name: 'Поиск подрядчика' }).fill(search);
  await drawer.getByRole('button', { name: shownName }).click();
  const card = page.getByRole('dialog', { name: 'Карточка подрядчика' });
  await expect(card.getByRole('heading', { name: shownName })).toBeVisible();
  await card.getByRole('button', { name: 'Выбрать' }).click();
  await expect(card).toBeHidden();
}

/** Picks files in the system dialog that a button opens. */
export async function chooseFiles(
  page: Page,
  button: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

export { TINY_PNG };
