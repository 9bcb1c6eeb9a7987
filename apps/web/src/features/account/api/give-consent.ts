import { type ConsentDocument, LEGAL_VERSIONS, userConsentsAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consentsQueryKey } from '@/features/account/api/get-consents';

/** POST /user/consents: the consent to the version of the document's text this page shows. */
export const giveConsent = (document: ConsentDocument) =>
  api('/user/consents', userConsentsAnswer, {
    method: 'POST',
    body: { document, version: LEGAL_VERSIONS[document] },
  });

/** Gives a consent; the consents as the server answers them become the read's data. */
export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveConsent,
    onSuccess: (answer) => queryClient.setQueryData(consentsQueryKey, answer),
  });
}
