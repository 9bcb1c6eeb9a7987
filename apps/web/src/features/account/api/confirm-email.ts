import { type confirmCodeBody, messageAnswer } from '@podryad/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /user/email/confirm: the code sent to the current e-mail. */
export const confirmEmail = (body: z.input<typeof confirmCodeBody>) =>
  api('/user/email/confirm', messageAnswer, { method: 'POST', body });
