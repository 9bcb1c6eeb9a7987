/*
 * What index.html and the app agree on for a signed-in home's start (vite-route-preload.ts writes
 * the page's side): this module imports nothing, so that the build's configuration can read it.
 */

/** Where the session store keeps the signed-in session in localStorage (stores/session.ts). */
export const SESSION_STORAGE_KEY = 'podryad-auth';

/**
 * The longest a read (GET) waits for the server's answer: a server that hangs fails the read like a
 * lost connection, which is then retried (`retryRead`), instead of a spinner that never ends.
 */
export const READ_TIMEOUT_MS = 30_000;

/** The window's property where index.html leaves the GETs it started, by API path. */
export const PAGE_CALLS = '__podryadCalls';

/** A GET that index.html started with a session's token. */
export type PageCall = { token: string; response: Promise<Response> };

declare global {
  interface Window {
    [PAGE_CALLS]?: Record<string, PageCall>;
  }
}
