import type { confirmCodeBody } from '@podryad/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /user/email/confirm: the code sent to the current e-mail. */
export const confirmEmail = (body: z.input<typeof confirmCodeBody>) =>
  api<{ message: string }>('/user/email/confirm', { method: 'POST', body });
