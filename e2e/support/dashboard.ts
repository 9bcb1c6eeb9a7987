import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { TINY_PNG } from './projects';
import { newContacts } from './users';

/*
 * Seeding through the API for the dashboard journeys: the client, its project and tender, and the
 * contractors' offers are not what the journey is about, so they are made without the UI.
 */

async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const res = await answer;
  const text = await res.text();
  expect(res.ok(), `${res.url()} → ${res.status()} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A file for multipart uploads; PDFs get a minimal valid body. */
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`),
});

/** Registers a fresh user through the five registration calls and fills its profile. */
async function registerWithProfile(request: APIRequestContext, profile: Record<string, string>) {
  const contacts = newContacts();
  const phone = await ok<{ uuid: string; code: string }>(
    request.post('/api/register/phone/request-code', { data: { phone: contacts.phone } }),
  );
  const { uuid } = phone;
  await ok(request.post('/api/register/phone/verify', { data: { uuid, code: phone.code } }));
  const email = await ok<{ code: string }>(
    request.post('/api/register/email/request-code', { data: { uuid, email: contacts.email } }),
  );
  await ok(request.post('/api/register/email/verify', { data: { uuid, code: email.code } }));
  const { token } = await ok<{ token: string }>(
    request.post('/api/register/finalize', {
      data: { uuid, password: contacts.password, password_repeat: contacts.password },
    }),
  );
  await ok(request.post('/api/register/profile', { headers: bearer(token), data: profile }));
  return { ...contacts, token };
}

export const registerClientByApi = (request: APIRequestContext) =>
  registerWithProfile(request, {
    type: 'client',
    name: 'Алексей',
    surname: 'Смирнов',
    date_of_birth: '1985-09-03',
    location: 'Екатеринбург',
  });

/** A contractor whose company goes by `shortName`. */
export const registerContractorByApi = (request: APIRequestContext, shortName: string) =>
  registerWithProfile(request, {
    type: 'contractor',
    full_legal_name: `Общество с ограниченной ответственностью «${shortName}»`,
    short_name: shortName,
    region: 'Свердловская область',
    legal_address: 'г. Екатеринбург, ул. Малышева, 5',
    actual_address: 'г. Екатеринбург, ул. Малышева, 5',
    year_founded: '2012',
    inn: '6670000000',
  });

/** A project and a tender under it with a cover image and one document; answers the tender id. */
export async function createTenderByApi(
  request: APIRequestContext,
  token: string,
  { name, document }: { name: string; document: string },
) {
  const auth = bearer(token);
  const image = { name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG };
  const cover = await ok<{ path: string }>(
    request.post('/api/projects/uploadCover/cover', { headers: auth, multipart: { file: image } }),
  );
  const project = await ok<{ id: number }>(
    request.post('/api/projects', {
      headers: auth,
      data: {
        name: 'Складской комплекс',
        address: 'г. Екатеринбург, ул. Фронтовых бригад, 18',
        phone: '+79161234567',
        cover_path: cover.path,
      },
    }),
  );
  const picture = await ok<{ path: string }>(
    request.post('/api/tenders/uploadImage', { headers: auth, multipart: { file: image } }),
  );
  const doc = await ok<{ path: string }>(
    request.post('/api/tenders/uploadFile', {
      headers: auth,
      multipart: { file: pdfFile(document) },
    }),
  );
  const year = new Date().getFullYear() + 1;
  const answer = await ok<{ id: number }>(
    request.post('/api/tenders', {
      headers: auth,
      data: {
        tender_name: name,
        projectId: project.id,
        stage: 'construction',
        complex_structure: false,
        address: 'г. Екатеринбург, ул. Фронтовых бригад, 18',
        latitude: 56.89,
        longitude: 60.61,
        description: 'Замена кровли и утепление складского корпуса',
        start_date: `${year}-04-01`,
        end_date: `${year}-08-31`,
        images_paths: [picture.path],
        docs_paths: [doc.path],
      },
    }),
  );
  return answer.id;
}

/** A contractor's offer to an open tender: a comment and one uploaded file. */
export async function sendOfferByApi(
  request: APIRequestContext,
  token: string,
  tenderId: number,
  { comment, file }: { comment: string; file: string },
) {
  const auth = bearer(token);
  const upload = await ok<{ path: string }>(
    request.post('/api/request/uploadFile', { headers: auth, multipart: { file: pdfFile(file) } }),
  );
  return ok<{ request: { id: number } }>(
    request.post(`/api/request/${tenderId}`, {
      headers: auth,
      data: { comment, docs_paths: [upload.path] },
    }),
  );
}

/** The row of a response on the dashboard, found by the contractor's name. */
export const requestRow = (page: Page, contractor: string) =>
  page.getByTestId('request').filter({ hasText: contractor });
