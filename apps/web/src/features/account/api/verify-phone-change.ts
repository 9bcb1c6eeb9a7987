import { type phoneChangeVerifyBody, userAnswer } from '@podryad/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /user/phone/change/verify: the code sent to the new phone; answers the changed user. */
export const verifyPhoneChange = (body: z.input<typeof phoneChangeVerifyBody>) =>
  api('/user/phone/change/verify', userAnswer, { method: 'POST', body });
