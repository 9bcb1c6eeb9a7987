import { successAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from '@/features/account/api/get-sessions';

/** POST /user/sessions/end-others: ends every session of the account but this device's. */
export const endOtherSessions = () =>
  api('/user/sessions/end-others', successAnswer, { method: 'POST' });

/** Ends the other sessions; the list is read again, with this one only. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
