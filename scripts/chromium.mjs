// The Chromium of the browser journeys (e2e/playwright.config.ts) and of npm run lighthouse
// (scripts/lighthouse.mjs), in one place so that both measure and test the same browser. Plain
// JavaScript, so that the config (TypeScript) and the script (Node) both import it.

/** Debian's (scripts/ensure-chromium.sh installs it), unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What both launch it with: no sandbox and no GPU (containers and CI have neither), /tmp for the
 * shared memory (a container's /dev/shm is small), and none of the browser's own network calls,
 * updates or first-run screens to disturb a run. Headless is each caller's own.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
