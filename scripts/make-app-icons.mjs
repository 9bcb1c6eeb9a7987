#!/usr/bin/env node
// The installable app's icons (apps/web/public/icons), drawn from the favicon's house by the
// browser the journeys use, so that no image tool or network is needed. Run it again after the
// logo changes: node scripts/make-app-icons.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/web/public/icons');

/** The favicon's colour and house (apps/web/public/favicon.svg), on a 32-unit grid. */
const BLUE = '#1c7ed6';
const HOUSE = 'M8 24V10l8-4 8 4v14h-5v-7h-6v7z';

/**
 * `any`: the favicon itself, rounded corners on a transparent ground. `full`: the whole square
 * blue, the house kept inside the central circle a launcher may cut a maskable icon to (the
 * inner 80 %) and that iOS rounds by itself.
 */
const svg = (shape, size) =>
  shape === 'any'
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}"><rect width="32" height="32" rx="7" fill="${BLUE}"/><path d="${HOUSE}" fill="#fff"/></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}"><rect width="32" height="32" fill="${BLUE}"/><path d="${HOUSE}" fill="#fff" transform="translate(16 15) scale(0.72) translate(-16 -15)"/></svg>`;

const ICONS = [
  { file: 'icon-192.png', shape: 'any', size: 192 },
  { file: 'icon-512.png', shape: 'any', size: 512 },
  { file: 'icon-maskable-512.png', shape: 'full', size: 512 },
  { file: 'apple-touch-icon.png', shape: 'full', size: 180 },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, shape, size } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg(shape, size)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: path.join(out, file), omitBackground: true });
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
