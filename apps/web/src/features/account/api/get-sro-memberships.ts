import { sroMembershipsAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The contractor's own СРО memberships; clients read a contractor's with GET /contractors/{id}. */
export const sroMembershipsQueryKey = ['profile', 'sro'] as const;

/** GET /user/profile/sro: the contractor's stated memberships, in its order. */
export const getSroMemberships = () =>
  api('/user/profile/sro', sroMembershipsAnswer).then((a) => a.memberships);
export const useSroMemberships = () =>
  useQuery({ queryKey: sroMembershipsQueryKey, queryFn: getSroMemberships });
