import { ownCardAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ownCardQueryKey = ['profile', 'card'] as const;

/** GET /user/profile/card: the contractor's own directory card and page, as clients see them. */
export const getOwnCard = () => api('/user/profile/card', ownCardAnswer);
export const useOwnCard = () =>
  // Read afresh each time the tab opens: the profile, СРО or cases may have changed meanwhile.
  useQuery({
    queryKey: ownCardQueryKey,
    queryFn: getOwnCard,
    staleTime: 0,
    refetchOnMount: 'always',
  });
