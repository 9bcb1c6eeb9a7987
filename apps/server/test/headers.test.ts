import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { useTestApp } from './helpers';

/*
 * The security headers and what is open by default: a CSP that allows only the app's own scripts,
 * HSTS only in production, no cross-origin API unless origins are named, and no API docs page in
 * production unless asked for.
 */

const ctx = useTestApp();

/** The same database under other settings (production, CORS): their own apps. */
const apps: App[] = [];
async function appWith(env: Record<string, string>) {
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      DATA_DIR: ctx.config.dataDir,
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/send',
      PUBLIC_URL: 'https://podryad.example.ru',
      LINK_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
      ...env,
    }),
    database: ctx.database,
    logger: false,
  });
  await app.ready();
  apps.push(app);
  return app;
}
let production: App;
let productionWithDocs: App;
let partner: App;

beforeAll(async () => {
  [production, productionWithDocs, partner] = await Promise.all([
    appWith({ NODE_ENV: 'production' }),
    appWith({ NODE_ENV: 'production', API_DOCS: 'true' }),
    appWith({ CORS_ORIGINS: 'https://partner.example.ru' }),
  ]);
});
afterAll(() => Promise.all(apps.map((app) => app.close())));

const health = (app: App, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/health', headers });

describe('security headers', () => {
  it('send a CSP with only the own scripts, no sniffing and no framing by others', async () => {
    const res = await health(ctx.app);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("let the app's own service worker and manifest load, and no one else's", async () => {
    const csp = String((await health(ctx.app)).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('ask for HTTPS (HSTS) only in production', async () => {
    expect((await health(ctx.app)).headers['strict-transport-security']).toBeUndefined();
    expect((await health(production)).headers['strict-transport-security']).toMatch(
      /max-age=31536000/,
    );
  });
});

describe('cross-origin calls', () => {
  const preflight = (app: App, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/tenders',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('are not allowed by default', async () => {
    const res = await health(ctx.app, { origin: 'https://evil.example.com' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(ctx.app, 'https://evil.example.com')).headers).not.toHaveProperty(
      'access-control-allow-origin',
    );
  });

  it('are allowed only from the origins CORS_ORIGINS names', async () => {
    const allowed = await preflight(partner, 'https://partner.example.ru');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.ru');
    const other = await preflight(partner, 'https://evil.example.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the API docs page', () => {
  const docs = (app: App) => app.inject({ method: 'GET', url: '/api/docs/json' });

  it('is open outside production, closed in production unless API_DOCS asks for it', async () => {
    expect((await docs(ctx.app)).statusCode).toBe(200);
    expect((await docs(production)).statusCode).toBe(404);
    expect((await docs(productionWithDocs)).statusCode).toBe(200);
  });
});
