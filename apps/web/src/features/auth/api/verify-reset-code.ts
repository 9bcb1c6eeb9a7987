import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const verifyResetCode = (body: { login: string; code: string }) =>
  api<{ success: true }>('/password/verify-code', { method: 'POST', body });

export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
