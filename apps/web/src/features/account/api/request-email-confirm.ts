import { codeSentAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';

/** POST /user/email/confirm/request: a code to the current e-mail (step-up before a change). */
export const requestEmailConfirm = () =>
  api('/user/email/confirm/request', codeSentAnswer, { method: 'POST' });
