import { authAnswer } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const finalizeRegistration = (body: {
  uuid: string;
  password: string;
  password_repeat: string;
}) => api('/register/finalize', authAnswer, { method: 'POST', body });

export const useFinalizeRegistration = () => useMutation({ mutationFn: finalizeRegistration });
