import type { phoneConfirmBody } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /user/phone/confirm: the code sent to the current phone. */
export const confirmPhone = (body: z.input<typeof phoneConfirmBody>) =>
  api<{ message: string }>('/user/phone/confirm', { method: 'POST', body });

export const useConfirmPhone = () => useMutation({ mutationFn: confirmPhone });
