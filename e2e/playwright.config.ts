import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { freePort } from './support/server';
import { KEY as DADATA_KEY, startDadata } from '../apps/server/test/dadata-server';

// A port of this run's own, so runs side by side (other worktrees, other engineers) never meet.
// The config is read again in each worker, which inherits the variable and so the same port.
process.env.E2E_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
// The state register's stand-in (the server tests' own: a party per register status), started once
// by the main process, whose address the workers inherit: the server checks companies against it
// as it would against DaData with a key.
process.env.E2E_DADATA_URL ??= (await startDadata()).url;

// A fresh data folder per run: the server starts on an empty database with the demo data.
const DATA_DIR = path.join(os.tmpdir(), `podryad-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  // A whole journey's bound, not a wait: journeys take 10–40 s here alone and about 1 min each on a
  // 2-core machine busy with other work, where a long one took more than 60 s. Each wait for what
  // a person would see is bounded by `expect.timeout`.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Transitions off (the app honours the setting): every screen is asserted and scanned settled.
    reducedMotion: 'reduce',
    // The service worker would precache the whole build (over a hundred files) in every fresh
    // context of every journey, which tests the worker again and again and slows each journey by
    // seconds; its own spec (offline.spec.ts) allows it and tests it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: 'npm run start -w @podryad/server',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      SHOW_CODES: 'true',
      LOG_LEVEL: 'warn',
      // Every journey signs up and in from 127.0.0.1: the per-address limit of the auth calls would
      // make a fast run fail where a slow one passes (the limiter has its own server tests).
      AUTH_RATE_LIMIT: '10000',
      // A переторжка round gives bidders two hours; the round's journey waits one out in a minute.
      REBID_MIN_MINUTES: '1',
      DADATA_API_KEY: DADATA_KEY,
      DADATA_URL: process.env.E2E_DADATA_URL,
      // Lets several runs at once serve their own builds (vite build --outDir …).
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
