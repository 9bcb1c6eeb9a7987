import { tenderAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api, retryUnlessNotFound } from '@/lib/api-client';
import { tenderQueryKey } from '@/features/tenders/api/keys';

/** GET /tenders/{id}: another client's tender answers 404. */
export const getTender = (id: number) => api(`/tenders/${id}`, tenderAnswer).then((a) => a.tender);
export const useTender = (id: number) =>
  useQuery({
    queryKey: tenderQueryKey(id),
    queryFn: () => getTender(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: retryUnlessNotFound,
  });
