import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { ownTendersRoot, tenderRoot } from '@/lib/query-keys';

/*
 * A tender's questions live under the tender's own key: whatever reloads the tender (a change of
 * it, a notice about it) reloads its questions too.
 */

/** Every page of one tender's questions. */
export const questionsQueryKey = (tenderId: number) =>
  [...tenderRoot(tenderId), 'questions'] as const;

/** A refusal because of what the page shows is old: the tender closed, the deadline moved, an answer given meanwhile. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** A question asked: the tender's questions load again (the asker's side counts nothing else). */
export const invalidateAsked = (queryClient: QueryClient, tenderId: number) =>
  queryClient.invalidateQueries({ queryKey: questionsQueryKey(tenderId) });

/**
 * A question refused as too late (the tender closed or its deadline moved meanwhile): the tender
 * loads again with its questions, so the page stops offering the form.
 */
export const invalidateRefusedQuestion = (queryClient: QueryClient, tenderId: number) =>
  queryClient.invalidateQueries({ queryKey: tenderRoot(tenderId) });

/** A question answered: the tender's questions, and the client's cards counting those waiting. */
export const invalidateAnswered = (queryClient: QueryClient, tenderId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: questionsQueryKey(tenderId) }),
    queryClient.invalidateQueries({ queryKey: ownTendersRoot }),
  ]);
