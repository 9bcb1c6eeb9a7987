import { trailAnswer } from '@podryad/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { tenderRoot } from '@/lib/query-keys';
import { unlessDefault } from '@/lib/url-state';

/*
 * A tender's audit trail. Its keys sit under the tender's, so every change of the tender or of its
 * requests (which invalidate the tenders) shows the new entries.
 */

export type TrailFilter = { page: number; contractorId: number | null };

export const trailQueryKey = (tenderId: number, filter: TrailFilter) =>
  [...tenderRoot(tenderId), 'trail', filter.page, filter.contractorId] as const;

/**
 * GET /tenders/{id}/trail?page&contractor_id: one page, newest first; the client's whole trail or
 * one contractor's entries, a contractor's own entries whatever it sends.
 */
export const getTrail = (tenderId: number, { page, contractorId }: TrailFilter) =>
  api(
    `/tenders/${tenderId}/trail${toQueryString({
      page: unlessDefault(page, 1),
      contractor_id: contractorId ?? undefined,
    })}`,
    trailAnswer,
  );
/** Another page or filter keeps the entries shown until the new ones come. */
export const useTrail = (tenderId: number, filter: TrailFilter) =>
  useQuery({
    queryKey: trailQueryKey(tenderId, filter),
    queryFn: () => getTrail(tenderId, filter),
    placeholderData: keepPreviousData,
  });

/** GET /tenders/{id}/trail.xlsx: the whole trail, oldest first, for the client. */
export const trailXlsxPath = (tenderId: number) => `/api/tenders/${tenderId}/trail.xlsx`;
