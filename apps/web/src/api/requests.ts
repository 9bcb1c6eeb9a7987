import {
  type Intent,
  type OfferTermsInput,
  type RequestListQuery,
  type TenderRequest,
  documentAnswer,
  offerRevisionsAnswer,
  requestAnswer,
  requestListAnswer,
} from '@podryad/domain';
import {
  type QueryClient,
  type QueryKey,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, uploadFile } from '@/lib/api-client';
import { type ListParams, toQueryString } from '@/lib/query-string';
import { notificationsQueryKey } from './notifications';
import { tendersQueryKey } from './tenders';

/*
 * Requests (DESIGN.md): invitations, offers and the answers to them. The caller's role and the
 * request's status decide what accept and reject mean; the server refuses any other move (409).
 */

/** Every page of the request lists: what a move invalidates and what opening one patches. */
export const requestListsQueryKey = ['requests', 'list'] as const;
export const requestQueryKey = (id: number) => ['requests', id] as const;

/**
 * GET /request: one page of a client's requests on its tenders (on one, `tender_id`) or of a
 * contractor's own, kept by one of the side's filters (`status`), with every filter's count for the
 * tabs. Each page and filter is a query of its own; the previous one stays shown while it loads.
 */
export type RequestsQuery = ListParams<RequestListQuery>;
export type RequestPage = Awaited<ReturnType<typeof getRequests>>;
export const requestListKey = (query: RequestsQuery) =>
  [...requestListsQueryKey, toQueryString(query)] as const;
export const getRequests = (query: RequestsQuery = {}) =>
  api(`/request${toQueryString(query)}`, requestListAnswer);
export const useRequests = (query: RequestsQuery = {}) =>
  useQuery({
    queryKey: requestListKey(query),
    queryFn: () => getRequests(query),
    placeholderData: keepPreviousData,
  });

/** The `tender_id` a cached list page was asked with (its key holds the query string). */
const tenderOfListKey = (key: QueryKey) =>
  Number(new URLSearchParams(String(key[2] ?? '')).get('tender_id')) || null;

/**
 * Every cached list page takes the fresh copy of a request; when that was new and is seen now, the
 * 'Новые' count (a contractor's tab) of the lists it is counted in goes down by one. A 'Новые' page
 * keeps the request listed: it stays until that list is asked again.
 */
function patchListPages(queryClient: QueryClient, fresh: TenderRequest) {
  const pages = queryClient.getQueriesData<RequestPage>({ queryKey: requestListsQueryKey });
  const wasNew = pages.some(([, page]) =>
    page?.requests.some((r) => r.id === fresh.id && r.is_new),
  );
  const seen = wasNew && !fresh.is_new;
  for (const [key, page] of pages) {
    if (!page) continue;
    const tenderId = tenderOfListKey(key);
    const newCount = page.counts.new;
    const uncount =
      seen && newCount !== undefined && (tenderId === null || tenderId === fresh.tender.id);
    const listed = page.requests.some((r) => r.id === fresh.id);
    if (!listed && !uncount) continue;
    queryClient.setQueryData<RequestPage>(key, {
      ...page,
      requests: page.requests.map((r) => (r.id === fresh.id ? fresh : r)),
      counts: uncount ? { ...page.counts, new: Math.max(0, newCount - 1) } : page.counts,
    });
  }
}

/** GET /request/{id} (a notification's button_link): opening it marks it seen. */
export const getRequest = (id: number) =>
  api(`/request/${id}`, requestAnswer).then((a) => a.request);
/**
 * Opens a request. The loaded list pages take the fresh copy at once, so its new marker and the
 * 'Новые' count go without another load of the lists.
 */
export function useRequest(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: requestQueryKey(id ?? 0),
    queryFn: async () => {
      const fresh = await getRequest(id!);
      patchListPages(queryClient, fresh);
      return fresh;
    },
    enabled: id !== null && id > 0,
  });
}

/**
 * GET /request/{id}/revisions: every version of the contractor's offer, newest first, each with what
 * it changed against the one before. A new version changes the request's `revision`, which is part
 * of the key, so the history is asked again only when there is more of it.
 */
export const requestRevisionsQueryKey = (id: number, revision: number) =>
  [...requestQueryKey(id), 'revisions', revision] as const;
export const getRequestRevisions = (id: number) =>
  api(`/request/${id}/revisions`, offerRevisionsAnswer).then((a) => a.revisions);
export const useRequestRevisions = (id: number, revision: number, enabled = true) =>
  useQuery({
    queryKey: requestRevisionsQueryKey(id, revision),
    queryFn: () => getRequestRevisions(id),
    enabled,
  });

/** After any move the tender list (derived statuses), requests and notifications change. */
function useRequestMove<A>(call: (args: A) => Promise<TenderRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (request) => {
      queryClient.setQueryData(requestQueryKey(request.id), request);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: requestListsQueryKey }),
        queryClient.invalidateQueries({ queryKey: tendersQueryKey }),
        queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
      ]);
    },
  });
}

/**
 * A contractor's answer (an offer, an accepted invitation, a revision): a comment and files, and
 * for a priced offer its terms (price in kopecks, НДС, duration, validity, inclusions, exclusions).
 */
export type OfferBody = OfferTermsInput & { comment?: string; docs_paths?: string[] };

export type CreateRequestArgs = OfferBody & {
  tenderId: number;
  /** The contractor to invite (client); absent for a contractor's own offer. */
  user_id?: number;
};

/** POST /request/{tenderId}: an invitation (client, user_id) or an offer (contractor). */
export const createRequest = ({ tenderId, ...body }: CreateRequestArgs) =>
  api(`/request/${tenderId}`, requestAnswer, {
    method: 'POST',
    body: { docs_paths: [], ...body },
  }).then((a) => a.request);
export const useCreateRequest = () => useRequestMove(createRequest);

/**
 * POST /request/accept/{id}: the client chooses the executor; the contractor accepts an invitation
 * with its answer, plain or priced.
 */
export const acceptRequest = ({ id, docs_paths = [], ...body }: OfferBody & { id: number }) =>
  api(`/request/accept/${id}`, requestAnswer, {
    method: 'POST',
    body: { ...body, docs_paths },
  }).then((a) => a.request);
export const useAcceptRequest = () => useRequestMove(acceptRequest);

/** POST /request/revise/{id}: the contractor's own offer, the whole new version of it. */
export const reviseRequest = ({ id, docs_paths = [], ...body }: OfferBody & { id: number }) =>
  api(`/request/revise/${id}`, requestAnswer, {
    method: 'POST',
    body: { ...body, docs_paths },
  }).then((a) => a.request);
export const useReviseRequest = () => useRequestMove(reviseRequest);

/**
 * POST /request/intent/{id}: an invited contractor's 'Буду участвовать', or 'Не буду участвовать'
 * with its reason (which declines the invitation as a reject does).
 */
export const sendRequestIntent = ({
  id,
  intent,
  reason,
}: {
  id: number;
  intent: Intent;
  reason?: string;
}) =>
  api(`/request/intent/${id}`, requestAnswer, {
    method: 'POST',
    body: { intent, reason },
  }).then((a) => a.request);
export const useSendRequestIntent = () => useRequestMove(sendRequestIntent);

/** POST /request/reject/{id} with the reason. */
export const rejectRequest = ({ id, reason }: { id: number; reason: string }) =>
  api(`/request/reject/${id}`, requestAnswer, {
    method: 'POST',
    body: { reason },
  }).then((a) => a.request);
export const useRejectRequest = () => useRequestMove(rejectRequest);

/** POST /request/uploadFile: a file of an offer or answer; answers its path, name and size. */
export const uploadRequestFile = (file: File, onProgress?: (percent: number) => void) =>
  uploadFile('/request/uploadFile', documentAnswer, file, onProgress);
