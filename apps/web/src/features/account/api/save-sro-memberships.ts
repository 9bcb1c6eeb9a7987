import { type SroMembershipsBody, sroMembershipsAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sroMembershipsQueryKey } from '@/features/account/api/get-sro-memberships';

/** PUT /user/profile/sro: the whole list, which replaces the stored one. */
export const saveSroMemberships = (body: SroMembershipsBody) =>
  api('/user/profile/sro', sroMembershipsAnswer, { method: 'PUT', body }).then(
    (a) => a.memberships,
  );

/** Saves the list; the stored one, as the server answers it, becomes the read's data. */
export function useSaveSroMemberships() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSroMemberships,
    onSuccess: (memberships) => queryClient.setQueryData(sroMembershipsQueryKey, memberships),
  });
}
