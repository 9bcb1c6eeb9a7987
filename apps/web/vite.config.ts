import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScript } from './first-script.ts';
import { precompress } from './vite-precompress.ts';
import { routePreload } from './vite-route-preload.ts';
import { HOMES, ROUTE_PRELOADS } from './route-preloads.ts';

/**
 * The worker's push handling (public/push-handler.js), named by its content: a change of it changes
 * the worker, so browsers install the new one, and no cached copy of the old one is imported.
 */
const pushHandler = `push-handler.js?v=${createHash('sha256')
  .update(readFileSync(path.resolve(import.meta.dirname, 'public/push-handler.js')))
  .digest('hex')
  .slice(0, 12)}`;

/**
 * The installable app (docs/pwa.md): a web app manifest and a service worker that Workbox
 * generates (of our own in the worker only the push handler: it precaches the build, answers
 * navigations with index.html, shows pushes and opens their screens). The page registers it itself after load (src/lib/register-service-worker.ts);
 * a new build's worker waits until the person presses 'Обновить', so a page never runs a mix of
 * two builds' chunks and a half-filled form is never reloaded away.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  // The icons are precached by the glob below already.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Подряд — тендеры на строительство и проектирование',
    short_name: 'Подряд',
    description: 'Тендеры на строительство и проектирование: заказчики и подрядчики',
    lang: 'ru',
    dir: 'ltr',
    // '/' sends a signed-in person to their role's home and anyone else to the sign-in page.
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1c7ed6',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // The shell and every screen's chunk (a screen opens offline), not their .br/.gz copies: the
    // server picks those by Accept-Encoding for the worker's own requests.
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    // The push handler is part of the worker (imported by it), not of the pages.
    globIgnores: ['**/node_modules/**', 'sw.js', 'workbox-*.js', 'push-handler.js'],
    importScripts: [pushHandler],
    navigateFallback: '/index.html',
    // Server paths a navigation may open that are not the app: the API (and its docs), uploads.
    navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/storage(?:\/|$)/],
    // Nothing is cached at run time: API answers belong to the signed-in person (the page keeps
    // what is on screen in memory), map tiles and uploads go to the network as without a worker.
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    // The first install takes the open page at once (its screens then open offline); an update
    // waits for the person's 'Обновить' (skipWaiting stays off).
    clientsClaim: true,
    skipWaiting: false,
  },
});

const VENDOR = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|zod)[\\/]/;
const firstScriptModules = firstScript();

export default defineConfig({
  plugins: [
    react(),
    pwa,
    precompress(),
    firstScriptModules.plugin,
    routePreload(import.meta.dirname, ROUTE_PRELOADS, HOMES),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the size budget (scripts/check-bundle-size.mjs) reads it.
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 40_000,
            exclude: /\.(?:css|scss|sass|less|styl|stylus|pcss|postcss|sss)(?:\?|$)/,
          },
          groups: [
            // What every page runs, in a chunk that outlives our releases in the browser's cache:
            // React, the router and zod change only when we upgrade them.
            { name: 'vendor', test: VENDOR, priority: 2 },
            // The rest of what the first script runs, in one file: our own modules with the
            // packages' modules they use. Mantine otherwise stays split by what each route uses.
            { name: 'app', test: firstScriptModules.has, priority: 1 },
          ],
        },
      },
    },
  },
});
