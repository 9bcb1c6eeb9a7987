import { phoneCodeAnswer } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestPhoneCode = (phone: string) =>
  api('/register/phone/request-code', phoneCodeAnswer, {
    method: 'POST',
    body: { phone },
  });

export const useRequestPhoneCode = () => useMutation({ mutationFn: requestPhoneCode });
