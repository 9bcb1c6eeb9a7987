import type { User, phoneChangeVerifyBody } from '@podryad/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /user/phone/change/verify: the code sent to the new phone; answers the changed user. */
export const verifyPhoneChange = (body: z.input<typeof phoneChangeVerifyBody>) =>
  api<{ user: User }>('/user/phone/change/verify', { method: 'POST', body });
