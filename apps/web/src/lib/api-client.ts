import { MSG } from '@podryad/domain';
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

/** The messages to show for a failed call, or the fallback when it carried none. */
export const errorMessages = (error: unknown, fallback: string = MSG.generic): string[] =>
  error instanceof ApiError && error.errors.length > 0 ? error.errors : [fallback];
