import { type InvitationScopeBody, invitationScopeAnswer } from '@podryad/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The contractor's own invitation scope; clients read it on the directory's cards. */
export const invitationScopeQueryKey = ['profile', 'invitation-scope'] as const;

/** GET /user/profile/invitation-scope: the work types and cities it takes invitations for. */
export const getInvitationScope = () =>
  api('/user/profile/invitation-scope', invitationScopeAnswer);
export const useInvitationScope = () =>
  useQuery({ queryKey: invitationScopeQueryKey, queryFn: getInvitationScope });

/** PUT /user/profile/invitation-scope: both lists, which replace the stored ones. */
export const saveInvitationScope = (body: InvitationScopeBody) =>
  api('/user/profile/invitation-scope', invitationScopeAnswer, { method: 'PUT', body });

/** Saves the lists; the stored ones, as the server answers them, become the read's data. */
export function useSaveInvitationScope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvitationScope,
    onSuccess: (scope) => queryClient.setQueryData(invitationScopeQueryKey, scope),
  });
}
