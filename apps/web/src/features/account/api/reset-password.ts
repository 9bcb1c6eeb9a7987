import { type resetPasswordBody, successAnswer } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /password/reset: the new password; the server ends every session of the user. */
export const resetPassword = (body: z.input<typeof resetPasswordBody>) =>
  api('/password/reset', successAnswer, { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
