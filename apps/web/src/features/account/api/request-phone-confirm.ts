import { codeSentAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';

/** POST /user/phone/confirm/request: a code to the current phone (step-up before a change). */
export const requestPhoneConfirm = () =>
  api('/user/phone/confirm/request', codeSentAnswer, { method: 'POST' });
