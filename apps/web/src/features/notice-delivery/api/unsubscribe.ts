import { unsubscribeAnswer } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /unsubscribe?token=…: no sign-in, the letter's signed token says whose and which topics. */
export const unsubscribe = (token: string) =>
  api(`/unsubscribe?token=${encodeURIComponent(token)}`, unsubscribeAnswer, {
    method: 'POST',
    body: {},
  });
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
