import type { User, updateContractorProfileBody } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** PUT /user/profile with every contractor field (spec 001 §7.3); the phone is sent, not changed. */
export const updateContractorProfile = (
  body: z.output<typeof updateContractorProfileBody> & { phone: string },
) => api<{ user: User }>('/user/profile', { method: 'PUT', body });

export const useUpdateContractorProfile = () =>
  useMutation({ mutationFn: updateContractorProfile });
