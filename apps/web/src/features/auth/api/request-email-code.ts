import { codeSentAnswer } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestEmailCode = (body: { uuid: string; email: string }) =>
  api('/register/email/request-code', codeSentAnswer, { method: 'POST', body });

export const useRequestEmailCode = () => useMutation({ mutationFn: requestEmailCode });
