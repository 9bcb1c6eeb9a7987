import { type ContractorNoteBody, contractorNoteAnswer, successAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /contractors/{id}/note: the caller's own note and its mark 'Не приглашать'. */
export const saveContractorNote = ({ id, body }: { id: number; body: ContractorNoteBody }) =>
  api(`/contractors/${id}/note`, contractorNoteAnswer, { method: 'PUT', body }).then((a) => a.note);

/** DELETE /contractors/{id}/note: removes the caller's note (and the mark). */
export const removeContractorNote = (id: number) =>
  api(`/contractors/${id}/note`, successAnswer, { method: 'DELETE' });

/** The directory's cards and the contractor's page carry the note: both are read again. */
function useRefreshContractors() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['contractors'] });
}

export function useSaveContractorNote() {
  const refresh = useRefreshContractors();
  return useMutation({ mutationFn: saveContractorNote, onSuccess: refresh });
}

export function useRemoveContractorNote() {
  const refresh = useRefreshContractors();
  return useMutation({ mutationFn: removeContractorNote, onSuccess: refresh });
}
