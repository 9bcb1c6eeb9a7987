import {
  type updateClientProfileBody,
  type updateContractorProfileBody,
  userAnswer,
} from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ProfileBody =
  z.output<typeof updateClientProfileBody> | z.output<typeof updateContractorProfileBody>;

/** PUT /user/profile: every field of the caller's type, the phone among them. */
export const updateProfile = (body: ProfileBody & { phone: string }) =>
  api('/user/profile', userAnswer, { method: 'PUT', body });
export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
