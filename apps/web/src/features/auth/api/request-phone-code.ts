import { type ConsentDocument, LEGAL_VERSIONS, phoneCodeAnswer } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The phone step's call with the consents ticked on it (ours), each at the version of the text the
 * page shows.
 */
export const requestPhoneCode = ({
  phone,
  consents,
}: {
  phone: string;
  consents: readonly ConsentDocument[];
}) =>
  api('/register/phone/request-code', phoneCodeAnswer, {
    method: 'POST',
    body: {
      phone,
      consents: consents.map((document) => ({ document, version: LEGAL_VERSIONS[document] })),
    },
  });

export const useRequestPhoneCode = () => useMutation({ mutationFn: requestPhoneCode });
