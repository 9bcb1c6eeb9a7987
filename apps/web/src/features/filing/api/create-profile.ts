import { type CreateProfileBody, userAnswer } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const createProfile = (body: CreateProfileBody) =>
  api('/register/profile', userAnswer, { method: 'POST', body });

export const useCreateProfile = () => useMutation({ mutationFn: createProfile });
