import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { TINY_PNG } from './projects';
import { newContacts } from './users';

/*
 * Seeding through the API for the directory journeys: what the journey is not about (a client's
 * project and tender, a contractor's filled profile) is made without the UI.
 */

async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const res = await answer;
  const text = await res.text();
  expect(res.ok(), `${res.url()} → ${res.status()} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers a fresh user through the five registration calls; answers its token and contacts. */
export async function registerByApi(request: APIRequestContext) {
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
  const done = await ok<{ token: string }>(
    request.post('/api/register/finalize', {
      data: { uuid, password: contacts.password, password_repeat: contacts.password },
    }),
  );
  return { ...contacts, token: done.token };
}

/** A client with a project and one tender under it. */
export async function seedClientWithTender(request: APIRequestContext, tenderName: string) {
  const client = await registerByApi(request);
  const auth = bearer(client.token);
  await ok(
    request.post('/api/register/profile', {
      headers: auth,
      data: {
        type: 'client',
        name: 'Марина',
        surname: 'Лебедева',
        date_of_birth: '1988-04-12',
        location: 'Казань',
      },
    }),
  );
  const file = { name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG };
  const cover = await ok<{ path: string }>(
    request.post('/api/projects/uploadCover/cover', { headers: auth, multipart: { file } }),
  );
  const project = await ok<{ id: number }>(
    request.post('/api/projects', {
      headers: auth,
      data: {
        name: 'Офисный центр',
        address: 'г. Казань, ул. Баумана, 1',
        phone: client.phone,
        cover_path: cover.path,
      },
    }),
  );
  const image = await ok<{ path: string }>(
    request.post('/api/tenders/uploadImage', { headers: auth, multipart: { file } }),
  );
  const year = new Date().getFullYear() + 1;
  const answer = await ok<{ id: number }>(
    request.post('/api/tenders', {
      headers: auth,
      data: {
        tender_name: tenderName,
        projectId: project.id,
        stage: 'construction',
        complex_structure: false,
        address: 'г. Казань, ул. Пушкина, 5',
        latitude: 55.79,
        longitude: 49.12,
        description: 'Отделка офисов на двух этажах',
        start_date: `${year}-03-01`,
        end_date: `${year}-06-30`,
        images_paths: [image.path],
        docs_paths: [],
      },
    }),
  );
  return { ...client, tenderId: answer.id };
}

/** A contractor with every field of its profile filled, in a region of its own. */
export async function seedContractor(request: APIRequestContext) {
  const contractor = await registerByApi(request);
  const tail = contractor.national.slice(-6);
  const profile = {
    full_legal_name: `Общество с ограниченной ответственностью «Монолит ${tail}»`,
    short_name: `ООО «Монолит ${tail}»`,
    region: `Тестовый край ${tail}`,
    legal_address: `г. Самара, ул. Молодогвардейская, д. ${Number(tail) % 200}`,
    actual_address: 'г. Самара, ул. Куйбышева, д. 90',
    year_founded: '2011',
    inn: `63${tail}01`,
  };
  const auth = bearer(contractor.token);
  await ok(
    request.post('/api/register/profile', {
      headers: auth,
      data: { type: 'contractor', ...profile },
    }),
  );
  await ok(
    request.put('/api/user/profile', {
      headers: auth,
      data: {
        ...profile,
        vk: 'monolit_samara',
        telegram: '@monolit_samara',
        whatsapp: contractor.phone,
      },
    }),
  );
  return { ...contractor, ...profile };
}
