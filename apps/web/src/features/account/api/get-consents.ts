import { userConsentsAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The caller's own consents; a give or a withdrawal answers them anew. */
export const consentsQueryKey = ['profile', 'consents'] as const;

/** GET /user/consents: each consent's version, when given, whether withdrawn; what to accept. */
export const getConsents = () => api('/user/consents', userConsentsAnswer);
export const useConsents = (enabled = true) =>
  useQuery({ queryKey: consentsQueryKey, queryFn: getConsents, enabled });
