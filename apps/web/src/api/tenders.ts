import {
  type CreateTenderBody,
  type OwnTenderListQuery,
  type Tender,
  type TenderListQuery,
  documentAnswer,
  tenderListAnswer,
  successAnswer,
  tenderAnswer,
  tenderCreatedAnswer,
} from '@podryad/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryUnlessNotFound, uploadFile } from '@/lib/api-client';
import { type ListParams, toQueryString } from '@/lib/query-string';

/*
 * Tenders (spec 000 §7), shared by the dashboard, the wizard, the tender detail and the invitation
 * modal. Every change refreshes the list and the tender it touched.
 */

/** Everything about tenders: the lists of both sides and each tender. */
export const tendersQueryKey = ['tenders'] as const;
/** Every page of the client's own tenders: what a change of one invalidates. */
export const ownTendersQueryKey = ['tenders', 'own'] as const;
export const tenderQueryKey = (id: number) => ['tenders', id] as const;

/**
 * GET /tenders: one page of the client's own tenders with their requests, newest first, searched
 * by name (`q`) on the server (the dashboard's column, the invitation modal's select). Each page is
 * a query of its own; the previous one stays shown while the next loads.
 */
export type OwnTendersQuery = ListParams<OwnTenderListQuery>;
export const ownTendersPageKey = (query: OwnTendersQuery) =>
  [...ownTendersQueryKey, toQueryString(query)] as const;
export const getTenders = (query: OwnTendersQuery = {}) =>
  api(`/tenders${toQueryString(query)}`, tenderListAnswer);
export const useTenders = (query: OwnTendersQuery = {}) =>
  useQuery({
    queryKey: ownTendersPageKey(query),
    queryFn: () => getTenders(query),
    placeholderData: keepPreviousData,
  });

/**
 * GET /tenders/list: one page of the open tenders a contractor may answer, newest first, searched
 * and filtered by the server. Each page is a query of its own, so every page change loads again
 * (spec 001 §7.3); the previous page stays shown meanwhile.
 */
export type OpenTendersQuery = ListParams<TenderListQuery>;
export const openTendersQueryKey = (query: OpenTendersQuery) =>
  ['tenders', 'open', toQueryString(query)] as const;
export const getOpenTenders = (query: OpenTendersQuery) =>
  api(`/tenders/list${toQueryString(query)}`, tenderListAnswer);
export const useOpenTenders = (query: OpenTendersQuery) =>
  useQuery({
    queryKey: openTendersQueryKey(query),
    queryFn: () => getOpenTenders(query),
    placeholderData: keepPreviousData,
  });

/** GET /tenders/{id}: another client's tender answers 404. */
export const getTender = (id: number) => api(`/tenders/${id}`, tenderAnswer).then((a) => a.tender);
export const useTender = (id: number) =>
  useQuery({
    queryKey: tenderQueryKey(id),
    queryFn: () => getTender(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: retryUnlessNotFound,
  });

function useTenderChange<A>(call: (args: A) => Promise<Tender>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (tender) => {
      queryClient.setQueryData(tenderQueryKey(tender.id), tender);
      return queryClient.invalidateQueries({ queryKey: ownTendersQueryKey });
    },
  });
}

/** POST /tenders: answers the new tender (and its id). */
export const createTender = (body: CreateTenderBody) =>
  api('/tenders', tenderCreatedAnswer, { method: 'POST', body }).then((a) => a.tender);
export const useCreateTender = () => useTenderChange(createTender);

export type TenderPatch =
  | CreateTenderBody
  | { docs_paths: string[] }
  | { address: string; latitude?: number | null; longitude?: number | null }
  | { offers_deadline: string | null };

/** PATCH /tenders/{id}: the full edit, the address alone, the documents alone, or the deadline. */
export const updateTender = ({ id, body }: { id: number; body: TenderPatch }) =>
  api(`/tenders/${id}`, tenderAnswer, { method: 'PATCH', body }).then((a) => a.tender);
export const useUpdateTender = () => useTenderChange(updateTender);

/** DELETE /tenders/{id}: its requests, notifications and files go with it. */
export const deleteTender = (id: number) =>
  api(`/tenders/${id}`, successAnswer, { method: 'DELETE' });
export function useDeleteTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTender,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: tenderQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: ownTendersQueryKey });
    },
  });
}

/**
 * POST /tenders/uploadFile: a document or an image of the object; answers its private path, name
 * and size. An image becomes public only once saved among the tender's images.
 */
export const uploadTenderFile = (file: File, onProgress?: (percent: number) => void) =>
  uploadFile('/tenders/uploadFile', documentAnswer, file, onProgress);
