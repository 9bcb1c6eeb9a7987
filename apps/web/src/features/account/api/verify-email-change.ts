import { type emailChangeVerifyBody, userAnswer } from '@podryad/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /user/email/change/verify: the code sent to the new e-mail; answers the changed user. */
export const verifyEmailChange = (body: z.input<typeof emailChangeVerifyBody>) =>
  api('/user/email/change/verify', userAnswer, { method: 'POST', body });
