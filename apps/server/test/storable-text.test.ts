import { MSG } from '@podryad/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type JsonSchema,
  type Route,
  apiRoutes,
  concrete,
  jsonBodySchema,
  sendPastRoleChecks,
} from './api-routes';
import { type FilePart, get, upload, useTestApp } from './helpers';
import { type Actor, newClient, newContractor, newUntyped } from './tender-fixtures';

/*
 * PostgreSQL stores no NUL character and no half of a surrogate pair. Every route refuses such text
 * in its body, query and path with a 400 naming the field — never a 500. The routes and their
 * fields come from the server's own OpenAPI document, so a new route is covered the day it is added.
 */

const ctx = useTestApp();

const BAD_TEXTS = { NUL: 'до\u0000после', 'lone surrogate': 'до\ud800после' };

/** Every field of a body schema that takes text, itself or as list items: name -> list or not. */
function textFields(schema: JsonSchema | undefined, found = new Map<string, boolean>()) {
  if (!schema) return found;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    textFields(branch, found);
  const takesText = (s: JsonSchema): boolean =>
    [s.type].flat().includes('string') || [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some(takesText);
  const takesList = (s: JsonSchema): boolean =>
    (s.items !== undefined && takesText(s.items)) ||
    [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some(takesList);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (takesText(field)) found.set(name, false);
    else if (takesList(field)) found.set(name, true);
  }
  return found;
}

let routes: Route[];
let tokens: (string | undefined)[];

beforeAll(async () => {
  routes = apiRoutes(ctx.app);
  const actors: Actor[] = [await newClient(ctx), await newContractor(ctx), await newUntyped(ctx)];
  tokens = [...actors.map((a) => a.token), undefined];
});

/** Sends the request as each kind of caller until one gets past the role checks. */
const send = (method: string, url: string, payload?: string) =>
  sendPastRoleChecks(ctx.app, tokens, {
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
  });

const refused = (fields: string[]) => ({
  errors: [MSG.unstorableText],
  message: MSG.unstorableText,
  fields: Object.fromEntries(fields.map((f) => [f, [MSG.unstorableText]])),
});

describe('text the database cannot store', () => {
  it('finds the routes and their text fields in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(50);
    const login = routes.find((r) => r.method === 'POST' && r.path === '/api/auth/login')!;
    const body = jsonBodySchema(login.operation);
    expect([...textFields(body).keys()]).toEqual(expect.arrayContaining(['login', 'password']));
  });

  for (const [label, bad] of Object.entries(BAD_TEXTS)) {
    it(`refuses a ${label} in every JSON body field with 400 naming the field`, async () => {
      let checked = 0;
      for (const { method, path, operation } of routes) {
        const schema = jsonBodySchema(operation);
        for (const [field, list] of textFields(schema)) {
          const res = await send(
            method,
            concrete(path),
            JSON.stringify({ [field]: list ? [bad] : bad }),
          );
          const where = `${method} ${path} ${field}`;
          expect(res.status, where).toBe(400);
          expect(res.body, where).toEqual(refused([list ? `${field}.0` : field]));
          checked += 1;
        }
      }
      // PUT /user/profile and PATCH /tenders/{id} publish every field of each of their forms.
      expect(checked).toBeGreaterThan(100);
    });
  }

  it('refuses a NUL in the query string and the path of every route', async () => {
    for (const { method, path, operation } of routes) {
      const declared = (operation.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      const names = [...new Set([...declared, 'q'])];
      const query = names.map((n) => `${n}=${encodeURIComponent(BAD_TEXTS.NUL)}`).join('&');
      const withQuery = await send(method, `${concrete(path)}?${query}`);
      expect(withQuery.status, `${method} ${path}`).toBe(400);
      expect(withQuery.body, `${method} ${path}`).toEqual(refused(names));

      const param = /\{(\w+)\}/.exec(path)?.[1];
      if (!param) continue;
      const url = path.replace(`{${param}}`, encodeURIComponent(`1${BAD_TEXTS.NUL}`));
      const withPath = await send(method, concrete(url));
      expect(withPath.status, `${method} ${path}`).toBe(400);
      expect(withPath.body.fields, `${method} ${path}`).toEqual({
        [param]: [MSG.unstorableText],
      });
    }
  });

  it('never answers a malformed escape (half a surrogate pair in UTF-8) in a URL with a 5xx', async () => {
    for (const { method, path } of routes) {
      const res = await send(method, `${concrete(path)}?q=%ED%A0%80`);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
  });

  it('refuses bad text deep in a body, and in a key', async () => {
    const res = await send(
      'PUT',
      '/api/user/profile',
      JSON.stringify({ name: 'Иван', extra: { list: [{ note: 'a\u0000' }] }, ['k\u0000']: 1 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'extra.list.0.note': [MSG.unstorableText],
      '?': [MSG.unstorableText],
    });
  });

  it('declares the 400 on every route, and 413 and 415 wherever a body is sent', () => {
    for (const { method, path, operation } of routes) {
      const codes = Object.keys(operation.responses ?? {});
      expect(codes, `${method} ${path}`).toContain('400');
      if (['POST', 'PUT', 'PATCH'].includes(method))
        expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['413', '415']));
    }
  });

  it('declares the 429 on every route with a rate limit', () => {
    const login = routes.find((r) => r.method === 'POST' && r.path === '/api/auth/login')!;
    expect(Object.keys(login.operation.responses ?? {})).toContain('429');
  });

  it('keeps an uploaded file whose name has such characters, under a cleaned name', async () => {
    const client = await newClient(ctx);
    const file: FilePart = {
      filename: 'Смета\u0000\ud800.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.4\n'),
    };
    const res = await upload(ctx.app, '/api/tenders/uploadFile', client.token, [file]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.name).toBe('Смета\ufffd.pdf');
  });

  it('still serves afterwards', async () => {
    expect((await get(ctx.app, '/api/health')).status).toBe(200);
  });
});
