import type { APIRequestContext } from '@playwright/test';
import { ok } from './api';

/** The id of an existing account (e.g. a demo one), read from the sign-in answer. */
export async function userIdOf(request: APIRequestContext, login: string, password: string) {
  const answer = await ok<{ user: { id: number } }>(
    request.post('/api/auth/login', { data: { login, password } }),
  );
  return answer.user.id;
}
