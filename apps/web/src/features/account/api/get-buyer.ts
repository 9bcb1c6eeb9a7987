import { buyerAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The client's own buyer; contractors read it on the client's tenders. */
export const buyerQueryKey = ['profile', 'buyer'] as const;

/** GET /user/profile/buyer: whom the client buys for, with the register's word; null: not said. */
export const getBuyer = () => api('/user/profile/buyer', buyerAnswer).then((a) => a.buyer);
export const useBuyer = () => useQuery({ queryKey: buyerQueryKey, queryFn: getBuyer });
