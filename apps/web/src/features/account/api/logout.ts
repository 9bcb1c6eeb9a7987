import { successAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';
import { useSession } from '@/stores/session';

/** POST /auth/logout: revokes the token on the server (best effort), then forgets session and profile. */
export async function logout() {
  if (useSession.getState().token) {
    await api('/auth/logout', successAnswer, { method: 'POST' }).catch(() => undefined);
  }
  useSession.getState().signOut();
}
