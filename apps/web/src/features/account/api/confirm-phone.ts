import { messageAnswer, type phoneConfirmBody } from '@podryad/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /user/phone/confirm: the code sent to the current phone. */
export const confirmPhone = (body: z.input<typeof phoneConfirmBody>) =>
  api('/user/phone/confirm', messageAnswer, { method: 'POST', body });
