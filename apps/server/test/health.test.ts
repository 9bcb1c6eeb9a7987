import fs from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@podryad/domain';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp, get } from './helpers';

const ctx = useTestApp();

/** Fastify's own 4xx (not one of the shared messages: the server's error handler says it). */
const BAD_REQUEST = 'Некорректный запрос';

describe('GET /api/health', () => {
  it('answers 200 when the database and the file store answer', async () => {
    const res = await get(ctx.app, '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('answers 503 naming the database when it fails, and nothing of why', async () => {
    const spy = vi
      .spyOn(ctx.database.db, 'execute')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret'));
    const res = await get(ctx.app, '/api/health');
    spy.mockRestore();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', database: 'fail', storage: 'ok' });
  });

  it('answers 503 when the database does not answer within 2 s', async () => {
    const spy = vi
      .spyOn(ctx.database.db, 'execute')
      .mockReturnValueOnce(new Promise(() => {}) as never);
    const res = await get(ctx.app, '/api/health');
    spy.mockRestore();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', database: 'fail', storage: 'ok' });
  });

  it('answers 503 naming the file store when its folder is gone', async () => {
    const docs = path.join(ctx.config.dataDir, 'storage', 'docs');
    await fs.rename(docs, `${docs}.away`);
    try {
      const res = await get(ctx.app, '/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', database: 'ok', storage: 'fail' });
    } finally {
      await fs.rename(`${docs}.away`, docs);
    }
    expect((await get(ctx.app, '/api/health')).status).toBe(200);
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 without asking the database', async () => {
    const spy = vi.spyOn(ctx.database.db, 'execute');
    const res = await get(ctx.app, '/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 while the database answers', async () => {
    const res = await get(ctx.app, '/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database does not answer within 1 s, and says nothing of why', async () => {
    const spy = vi
      .spyOn(ctx.database.db, 'execute')
      .mockReturnValueOnce(new Promise(() => {}) as never);
    const started = Date.now();
    const res = await get(ctx.app, '/api/health/ready');
    spy.mockRestore();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', database: 'fail' });
    expect(Date.now() - started).toBeLessThan(1900);
  });

  it('answers 503 once a stop began, while the process still serves', async () => {
    ctx.app.readiness.stopping = true;
    try {
      const res = await get(ctx.app, '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', database: 'ok' });
      expect((await get(ctx.app, '/api/health/live')).status).toBe(200);
    } finally {
      ctx.app.readiness.stopping = false;
    }
  });

  it('answers 503 when the database refuses', async () => {
    const spy = vi
      .spyOn(ctx.database.db, 'execute')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret'));
    const res = await get(ctx.app, '/api/health/ready');
    spy.mockRestore();
    expect(res.status).toBe(503);
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });
});

describe('GET /api/docs/json', () => {
  it('is an OpenAPI document listing the account calls', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toEqual(expect.any(String));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/logout',
        '/api/register/finalize',
        '/api/register/profile',
        '/api/user/profile',
        '/api/password/forgot',
        '/api/health',
      ]),
    );
    expect(doc.paths['/api/auth/login']).toHaveProperty('post');
    expect(doc.paths['/api/register/finalize']).toHaveProperty('post');
    expect(doc.paths['/api/user/profile']).toHaveProperty('put');
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/auth/nope'],
    ['DELETE', '/api/user/profile'],
    ['GET', '/api'],
    ['GET', '/no-such-page'],
  ] as const)('%s %s answers 404 in the error envelope', async (method, url) => {
    const res = await ctx.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ errors: [MSG.notFound], message: MSG.notFound });
  });
});

describe('malformed requests', () => {
  it.each([
    ['broken JSON', '{"login": "a@b.ru", "password": '],
    ['not JSON at all', 'login=a@b.ru&password=x'],
    ['an empty body declared as JSON', ''],
  ])('%s answers 400 Некорректный запрос', async (_name, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [BAD_REQUEST], message: BAD_REQUEST });
  });

  it('answers 415 in the envelope for a content type the API does not read', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login>a@b.ru</login>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ errors: [BAD_REQUEST], message: BAD_REQUEST });
  });

  it('answers 400 in the envelope for a plain-text body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'login=a@b.ru',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { errors: string[]; message: string };
    expect(body.errors).toHaveLength(1);
    expect(body.message).toBe(body.errors[0]);
    expect(body.message).toMatch(/[а-яё]/i);
  });

  it('answers 413 in the envelope for a body over 1 MB', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'a@b.ru', password: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      errors: ['Файл или запрос слишком большой'],
      message: 'Файл или запрос слишком большой',
    });
  });
});
