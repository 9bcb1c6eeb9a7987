import type { CreateProfileBody, User } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const createProfile = (body: CreateProfileBody) =>
  api<{ user: User }>('/register/profile', { method: 'POST', body });

export const useCreateProfile = () => useMutation({ mutationFn: createProfile });
