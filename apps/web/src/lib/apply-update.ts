/** How long 'Обновить' waits for the new build's worker to take the page before reloading it. */
export const TAKEOVER_MS = 3_000;

/**
 * What the page remembers across the reload of 'Обновить' (per tab): the entry script of the build
 * the person pressed it on, and how many reloads were made for it.
 */
export const UPDATE_FROM_KEY = 'podryad:update-from';

/** Reloads made for one press at most: never a reload loop. */
const MAX_RELOADS = 3;

/** The entry script of the build this page runs (the one module script of index.html). */
const entryScript = () =>
  document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';

type Pending = { from: string; reloads: number };

function readPending(): Pending | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(UPDATE_FROM_KEY) ?? 'null') as Pending | null;
    return pending && typeof pending.from === 'string' ? pending : null;
  } catch {
    return null;
  }
}

/** Whether this tab pressed 'Обновить' and the page since reloaded (the check of `finishUpdate`). */
export const updatePending = () => readPending() !== null;

/** Remembers the press for the page after the reload (a browser without storage: nothing to check). */
function writePending(pending: Pending | null) {
  try {
    if (pending) sessionStorage.setItem(UPDATE_FROM_KEY, JSON.stringify(pending));
    else sessionStorage.removeItem(UPDATE_FROM_KEY);
  } catch {
    // The reload still happens; only the check after it is skipped.
  }
}

function reload(pending: Pending) {
  writePending({ ...pending, reloads: pending.reloads + 1 });
  window.location.reload();
}

/**
 * 'Обновить': the waiting worker is told to take over, and the page reloads once it has
 * (`update(true)`, workbox-window). Chromium stops the old worker for that and activates the new
 * one once it has stopped; now and then the old worker is started again at that very moment (the
 * page was still loading a screen's chunks through it) and then keeps the page until the page
 * leaves. So when the takeover has not come in TAKEOVER_MS, the page reloads by itself; leaving
 * lets the new worker in. That reload can still be answered by the old worker, a last time, with
 * the old build: the page remembers which build it pressed on, and `finishUpdate` reloads it
 * again once the new worker is active.
 */
export function applyUpdate(update: (reload: boolean) => Promise<void>) {
  const pending: Pending = { from: entryScript(), reloads: 0 };
  writePending(pending);
  const fallback = window.setTimeout(() => reload(pending), TAKEOVER_MS);
  // The takeover came: workbox-window reloads the page, once.
  navigator.serviceWorker.addEventListener('controllerchange', () => clearTimeout(fallback), {
    once: true,
  });
  void update(true);
}

/** Resolves once `worker` is activated (at once when it is). */
function activated(worker: ServiceWorker) {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (worker.state !== 'activated') return;
      worker.removeEventListener('statechange', check);
      resolve();
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/**
 * Run as a page starts: after 'Обновить', the page is either on the new build (done) or, when its
 * reload was answered by the old worker as it left, still on the old one. Then the new worker is
 * asked again to take over, and once it is active (or TAKEOVER_MS later) the page reloads, now
 * answered by it; MAX_RELOADS at most.
 */
export async function finishUpdate(registration: ServiceWorkerRegistration | undefined) {
  const pending = readPending();
  if (!pending) return;
  if (pending.from !== entryScript() || pending.reloads >= MAX_RELOADS || !registration) {
    writePending(null);
    return;
  }
  const next = registration.waiting ?? registration.installing ?? registration.active;
  if (!next) return writePending(null);
  // The same message workbox-window sends; an active worker ignores it.
  if (next === registration.waiting) next.postMessage({ type: 'SKIP_WAITING' });
  // Should the old worker hold on again, leaving once more lets the new one in.
  await Promise.race([activated(next), new Promise((done) => setTimeout(done, TAKEOVER_MS))]);
  reload(pending);
}
