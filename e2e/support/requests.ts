import type { APIRequestContext } from '@playwright/test';
import { bearer, ok } from './api';

/*
 * Seeding of request moves for the contractor's journeys: an invitation with the client's own
 * comment, and the accept calls of either side (POST /request/accept/{id}).
 */

/** The client's invitation of a contractor with a comment; answers the request's id. */
export async function inviteWithCommentByApi(
  request: APIRequestContext,
  token: string,
  tenderId: number,
  contractorId: number,
  comment: string,
) {
  const answer = await ok<{ request: { id: number } }>(
    request.post(`/api/request/${tenderId}`, {
      headers: bearer(token),
      data: { user_id: contractorId, comment, docs_paths: [] },
    }),
  );
  return answer.request.id;
}

/** Accept by either side: the contractor accepts an invitation, the client chooses the executor. */
export function acceptByApi(
  request: APIRequestContext,
  token: string,
  requestId: number,
  comment?: string,
) {
  return ok<{ request: { id: number; status: { code: string } } }>(
    request.post(`/api/request/accept/${requestId}`, {
      headers: bearer(token),
      data: { comment, docs_paths: [] },
    }),
  );
}
