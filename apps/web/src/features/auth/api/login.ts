import type { AuthAnswer } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const login = (body: { login: string; password: string }) =>
  api<AuthAnswer>('/auth/login', { method: 'POST', body });

export const useLogin = () => useMutation({ mutationFn: login });
