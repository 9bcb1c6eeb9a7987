import { MSG, normalizeImageUrl } from '@podryad/domain';
import { useSession } from '@/stores/session';

/** An error answer of our API: its status and the server's Russian messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
    readonly fields: Record<string, string[]> = {},
  ) {
    super(errors[0] ?? MSG.generic);
  }
}

type Options = { method?: string; body?: unknown };

/** The one HTTP client: JSON in and out, the bearer token in, ApiError out. */
export async function api<T>(path: string, { method = 'GET', body }: Options = {}): Promise<T> {
  const token = useSession.getState().token;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, ['Нет связи с сервером. Проверьте подключение к интернету']);
  }
  const data = (await response.json().catch(() => null)) as
    (T & { errors?: string[] | string; fields?: Record<string, string[]> }) | null;
  if (!response.ok) {
    // A token the server no longer accepts: the session is over.
    if (response.status === 401 && token) useSession.getState().signOut();
    const errors = data?.errors;
    throw new ApiError(
      response.status,
      Array.isArray(errors) ? errors : errors ? [errors] : [MSG.generic],
      data?.fields,
    );
  }
  return data as T;
}

/**
 * The messages to show for a failed call, or the screen's fallback (spec 000 §8) when it carried
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

/** Loads of one object retry a failure once, but never a 404: it will not appear by asking again. */
export const retryUnlessNotFound = (failures: number, error: Error) =>
  !isNotFound(error) && failures < 1;

/** Reads the error envelope of a failed answer (JSON or not) into an ApiError. */
function apiErrorOf(status: number, text: string): ApiError {
  let data: { errors?: string[] | string; fields?: Record<string, string[]> } | null = null;
  try {
    data = JSON.parse(text);
  } catch {
    // not JSON: fall back to the generic message
  }
  const errors = data?.errors;
  return new ApiError(
    status,
    Array.isArray(errors) ? errors : errors ? [errors] : [MSG.generic],
    data?.fields,
  );
}

/** What the upload calls answer: the stored path; documents also their name and size. */
export type UploadAnswer = { path: string; name?: string; size?: number };

/**
 * Uploads one file as multipart field `file` (the spec's upload calls) and answers `{ path }`.
 * XMLHttpRequest rather than fetch: only it reports upload progress (0..100) to show.
 */
export function uploadFile(
  path: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<UploadAnswer> {
  const token = useSession.getState().token;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(JSON.parse(xhr.responseText) as UploadAnswer);
        return;
      }
      if (xhr.status === 401 && token) useSession.getState().signOut();
      reject(apiErrorOf(xhr.status, xhr.responseText));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, ['Нет связи с сервером. Проверьте подключение к интернету']));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** A stored image path as a URL the browser can show (spec 000 §3 normalisation). */
export const imageUrl = (path: string | null | undefined) =>
  normalizeImageUrl(path, window.location.origin);
