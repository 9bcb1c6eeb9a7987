import { forgotPasswordAnswer } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /password/forgot: a recovery code to the login (public; the token it carries is ignored). */
export const forgotPassword = (login: string) =>
  api('/password/forgot', forgotPasswordAnswer, {
    method: 'POST',
    body: { login },
  });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
