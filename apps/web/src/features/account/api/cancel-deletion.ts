import { successAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';
import { useSession } from '@/stores/session';

/** DELETE /user/deletion: the owner reopens the closed account; the session forgets the closing. */
export async function cancelDeletion() {
  await api('/user/deletion', successAnswer, { method: 'DELETE' });
  useSession.getState().setClosing(null);
}
