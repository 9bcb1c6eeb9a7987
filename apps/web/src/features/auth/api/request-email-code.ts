import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestEmailCode = (body: { uuid: string; email: string }) =>
  api<{ success: true; code?: string }>('/register/email/request-code', { method: 'POST', body });

export const useRequestEmailCode = () => useMutation({ mutationFn: requestEmailCode });
