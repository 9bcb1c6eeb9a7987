import { successAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';
import { useSession } from '@/stores/session';

/**
 * POST /auth/logout-all ('Выйти на всех устройствах'): revokes every token of the account on the
 * server, then forgets ours.
 */
export async function logoutEverywhere() {
  await api('/auth/logout-all', successAnswer, { method: 'POST' });
  useSession.getState().signOut();
}
