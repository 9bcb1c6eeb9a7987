import { successAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { sessionsQueryKey } from '@/features/account/api/get-sessions';

/** DELETE /user/sessions/{id}: ends one session of the account (another device's). */
export const endSession = (id: number) =>
  api(`/user/sessions/${id}`, successAnswer, { method: 'DELETE' });

/**
 * Ends a session; the list is read again, without it. A session already gone (404: ended elsewhere
 * or by its limits) is read again too, so the list stops showing it.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
  return useMutation({
    mutationFn: endSession,
    onSuccess: reread,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) void reread();
    },
  });
}
