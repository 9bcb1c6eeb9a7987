import { deletionStateAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';

/**
 * POST /user/deletion: the code closes the account now (every session ends, this one too) and
 * answers the day of its deletion.
 */
export const closeAccount = (code: string) =>
  api('/user/deletion', deletionStateAnswer, { method: 'POST', body: { code } });
