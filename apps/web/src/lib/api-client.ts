import { MSG, normalizeImageUrl } from '@podryad/domain';
import { onlineManager } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_CALLS, READ_TIMEOUT_MS } from '@/lib/page-start';
import { useSession } from '@/stores/session';

/** An error answer of our API: its status and the server's Russian messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
    readonly fields: Record<string, string[]> = {},
    /** The server's `Retry-After` in seconds, when it sent one (a 503 does). */
    readonly retryAfter?: number,
  ) {
    super(errors[0] ?? MSG.generic);
  }
}

type Options = { method?: string; body?: unknown };

/** The URL of an API path: the API is served under /api of the page's own origin. */
export const apiUrl = (path: string) => `/api${path}`;

/** A call that reached no server: the device's connection failed, or the server is down. */
export const NO_CONNECTION = 'Нет связи с сервером. Проверьте подключение к интернету';
/** A change asked for while the device is offline: refused before sending (docs/pwa.md). */
export const OFFLINE_NOT_SENT =
  'Нет подключения к интернету: ничего не отправлено. Повторите, когда связь появится';

/**
 * A change (any call but GET) is refused at once while the device is offline, with a message that
 * says it was not sent; the form that asked keeps what was typed. Nothing is queued to be sent
 * later behind the person's back.
 */
export const refuseOffline = (method: string) => {
  if (method !== 'GET' && !navigator.onLine) throw new ApiError(0, [OFFLINE_NOT_SENT]);
};

export { READ_TIMEOUT_MS };

/** Sends one call with the session's token; a call that reaches no server is an ApiError. */
function send(path: string, token: string | null, method: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return reached(
    fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: method === 'GET' ? AbortSignal.timeout(READ_TIMEOUT_MS) : undefined,
    }),
  );
}

/** The server's answer, or an ApiError when the call reached no server. */
async function reached(response: Promise<Response>) {
  try {
    return await response;
  } catch {
    // A page opened just as the device went offline may have missed the browser's 'offline'
    // event: the failed call tells the queries, which then wait for the connection and show
    // what was read before, instead of retrying into the void.
    if (!navigator.onLine && onlineManager.isOnline()) onlineManager.setOnline(false);
    throw new ApiError(0, [NO_CONNECTION]);
  }
}

/** The longest a GET started early waits to be taken by the screen's own call. */
export const EARLY_GET_MS = 10_000;

/** GETs started early (`startEarly`), by path: each is taken once, by the same session only. */
const early = new Map<string, { token: string | null; response: Promise<Response> }>();

/**
 * Starts a GET that a screen about to open will ask for: its first list call, sent from the first
 * script as the route is entered, before the screen's code (and the schemas that read the answer)
 * has downloaded. The screen's own `api` call of the same path then takes this answer instead of
 * sending again; nothing is parsed until then. An answer is fresh only for the call it was started
 * for: it is dropped when a newer one of the path starts, when this page sends any change (the
 * answer may be from before it), when the caller says it is not needed (the returned function:
 * the screen had the list already) and at the latest after EARLY_GET_MS.
 */
export function startEarly(path: string): () => void {
  const token = useSession.getState().token;
  return keepEarly(path, token, pageCall(path, token) ?? send(path, token, 'GET'));
}

/** Keeps an answer started early for the screen's own call of `path`; answers its drop. */
function keepEarly(path: string, token: string | null, response: Promise<Response>) {
  // An unhandled rejection is the taker's to see, not the console's before anyone took it.
  response.catch(() => undefined);
  early.set(path, { token, response });
  const drop = () => {
    if (early.get(path)?.response === response) early.delete(path);
  };
  setTimeout(drop, EARLY_GET_MS);
  return drop;
}

/**
 * A GET of `path` that index.html started under this token before any script had come (a signed-in
 * home's first calls, vite-route-preload.ts), taken once. Those nobody takes are dropped as the
 * calls started early are: after EARLY_GET_MS, or once this page sends a change.
 */
function pageCall(path: string, token: string | null) {
  const call = window[PAGE_CALLS]?.[path];
  if (!call) return undefined;
  delete window[PAGE_CALLS]![path];
  return call.token === token ? reached(call.response) : undefined;
}
if (typeof window !== 'undefined' && window[PAGE_CALLS]) {
  setTimeout(() => delete window[PAGE_CALLS], EARLY_GET_MS);
}

/** Drops every call started early and not taken yet (a change was sent; each test starts anew). */
export const forgetEarly = () => {
  early.clear();
  delete window[PAGE_CALLS];
};

/** The early answer of a GET of `path` under this token, taken once. */
function takeEarly(path: string, token: string | null) {
  const started = early.get(path);
  if (!started) return undefined;
  early.delete(path);
  return started.token === token ? started.response : undefined;
}

/**
 * The one HTTP client: JSON in and out, the bearer token in, ApiError out. A successful answer is
 * parsed with the schema the server declares for it (packages/domain), so a screen gets what the
 * types say or an ApiError with MSG.badAnswer.
 */
export const api = async <S extends z.ZodType>(
  path: string,
  schema: S,
  { method = 'GET', body }: Options = {},
): Promise<z.output<S>> => {
  refuseOffline(method);
  const token = useSession.getState().token;
  if (method !== 'GET') forgetEarly();
  const answer = await ((method === 'GET'
    ? (pageCall(path, token) ?? takeEarly(path, token))
    : undefined) ?? send(path, token, method, body));
  const data: unknown = await answer.json().catch(() => null);
  if (!answer.ok) {
    // A token the server no longer accepts: the session is over.
    if (answer.status === 401 && token) useSession.getState().signOut();
    throw apiErrorOf(answer.status, data, answer.headers.get('retry-after'));
  }
  return parseAnswer(schema, data, `${method} ${path}`, answer.status);
};

/**
 * The messages to show for a failed call, or the screen's fallback when it carried
 * none of its own: an answer without messages was given the generic one above, which the more
 * precise fallback replaces.
 */
export function errorMessages(error: unknown, fallback: string = MSG.generic): string[] {
  const own = error instanceof ApiError ? error.errors.filter((e) => e !== MSG.generic) : [];
  return own.length > 0 ? own : [fallback];
}

/** The first of `errorMessages`: where a screen shows one line. */
export const firstErrorMessage = (error: unknown, fallback: string = MSG.generic): string =>
  errorMessages(error, fallback)[0]!;

/** The server's 404: an unknown object, or someone else's (the server does not tell them apart). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * A failure that may pass by itself: no answer (the connection dropped, the read timed out) or the
 * server saying it or a part of it is down for now (502, 503, 504). Any other answer, a 4xx above
 * all, would be the same when asked again.
 */
export const isTransient = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || [502, 503, 504].includes(error.status));

/**
 * What a refused change says where its screen has a fixed message of its own: a passing failure
 * (no answer, a 503) says what it is, since sending again later may well work; anything else says
 * `fallback`.
 */
export const refusalMessage = (error: unknown, fallback: string) =>
  isTransient(error) ? firstErrorMessage(error, MSG.unavailable) : fallback;

/** How many times a read is retried by itself after it failed for a passing cause. */
export const READ_RETRIES = 3;
/** The longest wait before a retry, whatever the server's `Retry-After` asks. */
export const RETRY_WAIT_MAX_MS = 30_000;

/**
 * The one retry rule of reads (the query client's default): a passing failure is retried up to
 * READ_RETRIES times; nothing else is (a 404, 403 or 422 stays what it is).
 */
export const retryRead = (failures: number, error: unknown) =>
  isTransient(error) && failures < READ_RETRIES;

/**
 * The wait before retry `failures + 1`: the server's `Retry-After` when it sent one, else 1 s
 * doubling with each failure; at most RETRY_WAIT_MAX_MS.
 */
export function readRetryDelay(failures: number, error: unknown): number {
  const asked = error instanceof ApiError ? error.retryAfter : undefined;
  const wait = asked !== undefined ? asked * 1000 : 1000 * 2 ** failures;
  return Math.min(wait, RETRY_WAIT_MAX_MS);
}

/** What every read (query) of the app does on failure: the query client's defaults. */
export const READ_RETRY = { retry: retryRead, retryDelay: readRetryDelay } as const;

/** A `Retry-After` header in seconds: a number of seconds or a date; absent or unreadable: none. */
export function retryAfterSeconds(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** The error envelope of a failed answer; some answers (e.g. a proxy's) carry a single string. */
const errorEnvelope = z.object({
  errors: z.union([z.array(z.string()), z.string()]).optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});

/**
 * Reads the error envelope of a failed answer into an ApiError. Without messages: a 503 (e.g. from a
 * proxy) says MSG.unavailable, anything else the generic message (which a screen's own replaces).
 */
export function apiErrorOf(status: number, data: unknown, retryAfter?: string | null): ApiError {
  const envelope = errorEnvelope.safeParse(data);
  const { errors, fields } = envelope.success ? envelope.data : {};
  const none = status === 503 ? MSG.unavailable : MSG.generic;
  return new ApiError(
    status,
    Array.isArray(errors) ? errors : errors ? [errors] : [none],
    fields,
    retryAfterSeconds(retryAfter),
  );
}

/**
 * A successful answer checked against its schema. One that does not match means server and web
 * disagree: the details go to the console for developers, the person gets MSG.badAnswer.
 */
export function parseAnswer<S extends z.ZodType>(
  schema: S,
  data: unknown,
  call: string,
  status: number,
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`Неожиданный ответ сервера на ${call}:\n${z.prettifyError(parsed.error)}`, data);
  throw new ApiError(status, [MSG.badAnswer]);
}

/** Parses a text as JSON; anything else is null (which no answer schema accepts). */
export function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * How an upload goes: the percent sent (0..100), or `preparing` while its photo is being scaled
 * down before it is sent.
 */
export type UploadProgress = (percent: number, preparing?: boolean) => void;

/** A stored image path as a URL the browser can show, on this site's host with one '/storage'. */
export const imageUrl = (path: string | null | undefined) =>
  normalizeImageUrl(path, window.location.origin);
