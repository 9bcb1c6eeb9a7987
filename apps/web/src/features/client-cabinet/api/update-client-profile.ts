import type { User, updateClientProfileBody } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** PUT /user/profile with every client field (spec 001 §7.1); the phone is sent but not changed. */
export const updateClientProfile = (
  body: z.output<typeof updateClientProfileBody> & { phone: string },
) => api<{ user: User }>('/user/profile', { method: 'PUT', body });

export const useUpdateClientProfile = () => useMutation({ mutationFn: updateClientProfile });
