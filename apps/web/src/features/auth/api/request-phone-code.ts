import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestPhoneCode = (phone: string) =>
  api<{ uuid: string; code?: string }>('/register/phone/request-code', {
    method: 'POST',
    body: { phone },
  });

export const useRequestPhoneCode = () => useMutation({ mutationFn: requestPhoneCode });
