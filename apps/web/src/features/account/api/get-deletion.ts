import { deletionStateAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';
import { useSession } from '@/stores/session';

/**
 * GET /user/deletion: whether the account is still closed, into the session (another device may
 * have cancelled the deletion meanwhile).
 */
export async function refreshClosing() {
  const { deletion } = await api('/user/deletion', deletionStateAnswer);
  useSession.getState().setClosing(deletion);
}
