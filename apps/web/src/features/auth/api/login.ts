import { authAnswer } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const login = (body: { login: string; password: string }) =>
  api('/auth/login', authAnswer, { method: 'POST', body });

export const useLogin = () => useMutation({ mutationFn: login });
