import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { PAGE_CALLS, READ_TIMEOUT_MS, SESSION_STORAGE_KEY } from './src/lib/page-start.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * A page whose start index.html makes itself, for a signed-in person: `path` names it, `modules`
 * the modules (relative to the web app's folder) the router loads for it lazily — the layout, the
 * screen and what its first calls load — and `calls` the API GETs its screen sends first. Without
 * it the chunks are found, and the calls sent, only once the first script has downloaded and run:
 * a second round trip before the first screen, which on a phone's slow line over plain HTTP/1.1 was
 * the largest part of the wait (docs/performance.md).
 */
export type RoutePreload = { path: string; modules: string[]; calls: string[] };

/** What the page's script gets for a path: the chunks to preload and the calls to start. */
type PageStart = { files: string[]; calls: string[] };

const isChunk = (file: OutputBundle[string]): file is OutputChunk => file.type === 'chunk';

/** A chunk's file and those it imports statically, transitively. */
function withStaticImports(bundle: OutputBundle, fileName: string, into: Set<string>) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk && isChunk(chunk)) {
    for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  }
  return into;
}

/**
 * The script index.html runs as it is parsed. On a path of `starts` — or on '/', the installed
 * app's start, which the app sends on to the stored person's home of `homes` — opened without a
 * query and with a session stored (a visitor signed out is sent to the sign-in page and needs none
 * of it):
 * - a modulepreload link for each chunk of the screen that the first script does not load, at low
 *   priority, so that the first script's own files come first and these right after;
 * - the screen's first GETs with the session's token, left in `window[PAGE_CALLS]` by path, where
 *   the API client takes them instead of sending again (lib/api-client.ts `pageCall`).
 * Its hash is allowed by the server's Content-Security-Policy (apps/server/src/http/web-app.ts).
 */
export function pageStartScript(starts: Record<string, PageStart>, homes: Record<string, string>) {
  return (
    `(function(m,h){var p=location.pathname,s,t,u;` +
    `try{u=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})).state;t=u.token}catch(e){}` +
    `if(p==='/'&&u&&u.user)p=h[u.user.type];s=m[p];` +
    `if(!s||!t||location.search)return;` +
    `s.files.forEach(function(f){var e=document.createElement('link');e.rel='modulepreload';` +
    `e.crossOrigin='';e.fetchPriority='low';e.href=f;document.head.appendChild(e)});` +
    `var c=window[${JSON.stringify(PAGE_CALLS)}]={};s.calls.forEach(function(a){` +
    `var r=fetch('/api'+a,{headers:{authorization:'Bearer '+t},signal:AbortSignal.timeout(${READ_TIMEOUT_MS})});` +
    `r.catch(function(){});c[a]={token:t,response:r}})})(${JSON.stringify(starts)},${JSON.stringify(homes)})`
  );
}

/**
 * The build's index.html starts the pages of `preloads` itself (`pageStartScript`); `homes` names
 * each type of user's home, where '/' leads a signed-in person.
 */
export function routePreload(
  root: string,
  preloads: RoutePreload[],
  homes: Record<string, string>,
): Plugin {
  return {
    name: 'podryad:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter(isChunk);
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('route preload: the build has no entry chunk');
        const loadedFirst = withStaticImports(bundle, entry.fileName, new Set());
        const starts: Record<string, PageStart> = {};
        for (const { path: page, modules, calls } of preloads) {
          const wanted = new Set<string>();
          for (const module of modules) {
            const id = path.resolve(root, module);
            const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
            if (!chunk) throw new Error(`route preload: no chunk holds ${module}`);
            withStaticImports(bundle, chunk.fileName, wanted);
          }
          const files = [...wanted].filter((file) => !loadedFirst.has(file)).map((f) => `/${f}`);
          starts[page] = { files, calls };
        }
        return [{ tag: 'script', children: pageStartScript(starts, homes), injectTo: 'head' }];
      },
    },
  };
}
