import { codeSentAnswer, type emailChangeRequestBody } from '@podryad/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /user/email/change/request: a code to the new e-mail. */
export const requestEmailChange = (body: z.input<typeof emailChangeRequestBody>) =>
  api('/user/email/change/request', codeSentAnswer, { method: 'POST', body });
