import {
  type TenderRequest,
  documentAnswer,
  requestAnswer,
  requestListAnswer,
} from '@podryad/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, uploadFile } from '@/lib/api-client';
import { notificationsQueryKey } from './notifications';
import { tendersQueryKey } from './tenders';

/*
 * Requests (DESIGN.md): invitations, offers and the answers to them. The caller's role and the
 * request's status decide what accept and reject mean; the server refuses any other move (409).
 */

export const requestsQueryKey = ['requests'] as const;
export const requestQueryKey = (id: number) => ['requests', id] as const;

/** GET /request: a client's requests on its tenders, or a contractor's own. */
export const getRequests = () => api('/request', requestListAnswer).then((a) => a.requests);
export const useRequests = () => useQuery({ queryKey: requestsQueryKey, queryFn: getRequests });

/** GET /request/{id} (a notification's button_link): opening it marks it seen. */
export const getRequest = (id: number) =>
  api(`/request/${id}`, requestAnswer).then((a) => a.request);
/**
 * Opens a request. The loaded list takes the fresh copy at once, so its new marker and the 'Новые'
 * count go without another load of the list.
 */
export function useRequest(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: requestQueryKey(id ?? 0),
    queryFn: async () => {
      const fresh = await getRequest(id!);
      queryClient.setQueryData<TenderRequest[]>(requestsQueryKey, (list) =>
        list?.map((r) => (r.id === fresh.id ? fresh : r)),
      );
      return fresh;
    },
    enabled: id !== null && id > 0,
  });
}

/** After any move the tender list (derived statuses), requests and notifications change. */
function useRequestMove<A>(call: (args: A) => Promise<TenderRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (request) => {
      queryClient.setQueryData(requestQueryKey(request.id), request);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: requestsQueryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: tendersQueryKey }),
        queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
      ]);
    },
  });
}

export type CreateRequestArgs = {
  tenderId: number;
  /** The contractor to invite (client); absent for a contractor's own offer. */
  user_id?: number;
  comment?: string;
  docs_paths?: string[];
};

/** POST /request/{tenderId}: an invitation (client, user_id) or an offer (contractor). */
export const createRequest = ({ tenderId, ...body }: CreateRequestArgs) =>
  api(`/request/${tenderId}`, requestAnswer, {
    method: 'POST',
    body: { docs_paths: [], ...body },
  }).then((a) => a.request);
export const useCreateRequest = () => useRequestMove(createRequest);

/** POST /request/accept/{id}: the client chooses the executor; the contractor accepts an invitation. */
export const acceptRequest = ({
  id,
  comment,
  docs_paths = [],
}: {
  id: number;
  comment?: string;
  docs_paths?: string[];
}) =>
  api(`/request/accept/${id}`, requestAnswer, {
    method: 'POST',
    body: { comment, docs_paths },
  }).then((a) => a.request);
export const useAcceptRequest = () => useRequestMove(acceptRequest);

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
