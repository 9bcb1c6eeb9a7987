import { successAnswer, type verifyResetCodeBody } from '@podryad/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /password/verify-code: checks the recovery code before the new password is asked. */
export const verifyResetCode = (body: z.input<typeof verifyResetCodeBody>) =>
  api('/password/verify-code', successAnswer, { method: 'POST', body });
