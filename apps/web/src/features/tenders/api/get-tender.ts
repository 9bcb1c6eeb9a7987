import { tenderAnswer } from '@podryad/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PREFETCH_FRESH_MS } from '@/lib/prefetch';
import { tenderQueryKey } from '@/features/tenders/api/keys';

/** GET /tenders/{id}: another client's tender answers 404. */
export const getTender = (id: number) => api(`/tenders/${id}`, tenderAnswer).then((a) => a.tender);
export const tenderOptions = (id: number) =>
  queryOptions({
    queryKey: tenderQueryKey(id),
    queryFn: () => getTender(id),
    staleTime: PREFETCH_FRESH_MS,
  });
export const useTender = (id: number) =>
  useQuery({ ...tenderOptions(id), enabled: Number.isInteger(id) && id > 0 });
