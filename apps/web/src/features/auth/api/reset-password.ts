import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resetPassword = (body: {
  login: string;
  code: string;
  password: string;
  password_confirmation: string;
}) => api<{ success: true }>('/password/reset', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
