import { codeSentAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';

/** POST /user/deletion/request-code: the password is right; a code goes to the account's e-mail. */
export const requestDeletionCode = (password: string) =>
  api('/user/deletion/request-code', codeSentAnswer, { method: 'POST', body: { password } });
