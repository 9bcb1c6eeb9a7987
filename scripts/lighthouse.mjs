#!/usr/bin/env node
// npm run lighthouse (docs/performance.md, "The web app"): Lighthouse 12 with its default mobile
// settings (a mid-range phone: simulated slow 4G, 4x CPU slowdown) and with its desktop preset, on
// the sign-in page, the demo client's dashboard and the demo contractor's tender list, against the
// real server serving the built web app (as the browser journeys do: a free port, a fresh data
// folder, the demo data). Each page is measured LIGHTHOUSE_RUNS times (3) per preset with an empty
// cache; the run of median performance is reported and saved as HTML in lighthouse-report/.
// Exits 1 when a page misses a target under either preset.
// Not part of npm test: its figures move with the machine's load.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { startH2Proxy } from './h2-proxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = path.join(root, 'lighthouse-report');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 90, accessibility: 95 };
const CLIENT = { login: 'client@podryad.demo', password: 'demo12345' };
const CONTRACTOR = { login: 'contractor@podryad.demo', password: 'demo12345' };
/** LIGHTHOUSE_PRESETS=mobile and LIGHTHOUSE_PAGES=sign-in,... narrow a run while working. */
const only = (name) => (item) =>
  !process.env[name] || process.env[name].split(',').includes(item.name);
const PAGES = [
  { name: 'sign-in', path: '/auth/login' },
  { name: 'client-dashboard', path: '/profile/client/main', signIn: CLIENT },
  { name: 'contractor-tenders', path: '/profile/contractor/tenders', signIn: CONTRACTOR },
].filter(only('LIGHTHOUSE_PAGES'));
/** Lighthouse's own default settings are the mobile ones; desktopConfig is its desktop preset. */
const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
].filter(only('LIGHTHOUSE_PRESETS'));
/** Where the web app keeps its session (apps/web/src/stores/session.ts, zustand's persist). */
const SESSION_KEY = 'podryad-auth';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

async function startServer(port, dataDir) {
  const server = spawn('npm', ['run', 'start', '-w', '@podryad/server'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      SHOW_CODES: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, so that npm, tsx and node stop together.
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { server, origin };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health within 120 s');
}

async function signIn(origin, credentials) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`sign-in as ${credentials.login} failed: ${res.status}`);
  const { token, user } = await res.json();
  return JSON.stringify({ state: { token, user }, version: 0 });
}

/** One Lighthouse run of a page in a fresh tab, with an empty cache and the given session. */
async function measure(browser, origin, preset, page, session) {
  const tab = await browser.newPage();
  try {
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    // A first visit: no service worker of an earlier run, nothing it precached.
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    // A small file of the origin, to reach its localStorage without loading the app.
    await tab.goto(`${origin}/favicon.svg`);
    await tab.evaluate(
      (key, value) => (value ? localStorage.setItem(key, value) : localStorage.clear()),
      SESSION_KEY,
      session,
    );
    const result = await lighthouse(
      `${origin}${page.path}`,
      {
        logLevel: 'error',
        output: 'html',
        onlyCategories: Object.keys(TARGETS),
        // Keeps the session just stored; the cache was emptied above.
        disableStorageReset: true,
      },
      preset.config,
      tab,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    if (process.env.LIGHTHOUSE_TRACE) {
      fs.writeFileSync(process.env.LIGHTHOUSE_TRACE, JSON.stringify(result.artifacts.Trace));
    }
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return result;
  } finally {
    await tab.close();
  }
}

/**
 * Now and then Chromium's trace of a load lacks its start (NO_NAVSTART, more often on a busy
 * machine) and Lighthouse asks to be run again: up to two more times.
 */
async function measureAgainOnTraceError(browser, origin, preset, page, session) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(browser, origin, preset, page, session);
    } catch (error) {
      if (attempt === 3 || !/run Lighthouse again/i.test(String(error))) throw error;
      console.log(`${page.path}: ${error.message} Measuring again.`);
    }
  }
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.displayValue ?? '—';

/** What cost the points: failing audits of a category, worst first. */
function explain(lhr, category) {
  const audits = lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || category === 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .sort((a, b) => a.score - b.score)
    .slice(0, 10);
  for (const audit of audits) {
    console.log(`    - ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
  }
}

/** Prints a preset's table and what cost the points; true when a page missed a target. */
function report(preset, rows) {
  console.log(
    `\nLighthouse ${rows[0].lhr.lighthouseVersion}, ${preset.name}, median of ${RUNS} runs`,
  );
  const line = (cells) =>
    cells.map((cell, i) => String(cell)[i ? 'padStart' : 'padEnd'](i ? 9 : 28)).join(' ');
  console.log(line(['page', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'SI']));
  for (const { page, lhr } of rows) {
    console.log(
      line([
        page.path,
        score(lhr, 'performance'),
        score(lhr, 'accessibility'),
        metric(lhr, 'first-contentful-paint'),
        metric(lhr, 'largest-contentful-paint'),
        metric(lhr, 'total-blocking-time'),
        metric(lhr, 'cumulative-layout-shift'),
        metric(lhr, 'speed-index'),
      ]),
    );
  }
  let missed = false;
  for (const { page, lhr } of rows) {
    for (const [category, target] of Object.entries(TARGETS)) {
      if (score(lhr, category) >= target) continue;
      missed = true;
      console.log(`\n${preset.name} ${page.path}: ${category} ${score(lhr, category)} < ${target}`);
      explain(lhr, category);
    }
  }
  return missed;
}

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podryad-lighthouse-'));
  let server;
  let proxy;
  let chrome;
  let browser;
  try {
    let direct;
    ({ server, origin: direct } = await startServer(port, dataDir));
    // LIGHTHOUSE_DIRECT=1 measures the app server itself, over plain HTTP/1.1.
    proxy = process.env.LIGHTHOUSE_DIRECT ? null : await startH2Proxy(direct);
    const origin = proxy?.origin ?? direct;
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [
        '--headless=new',
        ...CHROMIUM_FLAGS,
        ...(proxy ? ['--ignore-certificate-errors'] : []),
      ],
    });
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    fs.mkdirSync(reportDir, { recursive: true });

    let missed = false;
    for (const preset of PRESETS) {
      const rows = [];
      for (const page of PAGES) {
        const session = page.signIn ? await signIn(direct, page.signIn) : null;
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) {
          const result = await measureAgainOnTraceError(browser, origin, preset, page, session);
          const figure = score(result.lhr, 'performance');
          console.log(
            `${preset.name} ${page.path} run ${i + 1}: performance ${figure}, ` +
              `LCP ${metric(result.lhr, 'largest-contentful-paint')}, ` +
              `TBT ${metric(result.lhr, 'total-blocking-time')}`,
          );
          runs.push(result);
        }
        runs.sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
        const median = runs[Math.floor(runs.length / 2)];
        const { lhr } = median;
        fs.writeFileSync(path.join(reportDir, `${preset.name}-${page.name}.html`), median.report);
        // The same report as data, for reading its audits and traces' figures with a script.
        fs.writeFileSync(
          path.join(reportDir, `${preset.name}-${page.name}.json`),
          JSON.stringify(lhr),
        );
        if (lhr.finalDisplayedUrl !== `${origin}${page.path}`) {
          throw new Error(
            `${page.path} ended on ${lhr.finalDisplayedUrl}: not the page to measure`,
          );
        }
        rows.push({ page, lhr });
      }
      if (report(preset, rows)) missed = true;
    }
    console.log(`\nReports: ${path.relative(root, reportDir)}/*.html`);
    console.log(missed ? 'A target was missed.' : 'Every target met.');
    return missed ? 1 : 0;
  } finally {
    await browser?.disconnect();
    chrome?.kill();
    await proxy?.close();
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
