import { type changePasswordBody, messageAnswer } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /user/password: the current password and the new one twice; other sessions end. */
export const changePassword = (body: z.input<typeof changePasswordBody>) =>
  api('/user/password', messageAnswer, { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
