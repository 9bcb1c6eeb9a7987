import { MSG } from '@podryad/domain';
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorList } from '@/components/error-list';
import { errorMessages, isTransient } from '@/lib/api-client';

/** What of a read (a TanStack Query result) tells whether and why it failed. */
export type FailingRead = {
  data?: unknown;
  isError: boolean;
  error: unknown;
  /** The last failure while the read still retries by itself. */
  failureReason: unknown;
  refetch: () => unknown;
};

/**
 * Why a read shows no content: its error once it failed, or, while it still retries by itself after
 * a passing failure (no answer, a 503) and has nothing to show, that failure, so the screen says
 * what is going on instead of a spinner that runs on. Null while it loads normally or has data.
 */
export function readFailure(query: FailingRead): unknown {
  if (query.isError) return query.error;
  if (query.data === undefined && isTransient(query.failureReason)) return query.failureReason;
  return null;
}

/**
 * A failed read's message with 'Повторить', which loads it again: the server's own message (a 503
 * says MSG.unavailable, a lost connection says so), else `fallback`.
 */
export function LoadFailure({ query, fallback }: { query: FailingRead; fallback: string }) {
  const failure = readFailure(query);
  return (
    <Stack align="flex-start" gap="sm">
      <ErrorList errors={errorMessages(failure, fallback)} calm={isTransient(failure)} />
      <RetryButton query={query} />
    </Stack>
  );
}

/**
 * 'Повторить': loads a failed read again, at once. A read still waiting for its next retry (a 503's
 * Retry-After may ask for up to 30 s) would make the press wait as long: that wait is cancelled
 * (the read goes back to where it was before it started) and the read starts anew.
 */
export function RetryButton({ query }: { query: FailingRead }) {
  const client = useQueryClient();
  const retry = () => {
    const failure = query.failureReason;
    if (failure != null) {
      const waiting = client.getQueryCache().findAll({
        fetchStatus: 'fetching',
        predicate: (cached) => cached.state.fetchFailureReason === failure,
      });
      for (const read of waiting) void read.cancel({ revert: true });
    }
    void query.refetch();
  };
  return (
    <Button variant="default" h={44} onClick={retry}>
      {MSG.retry}
    </Button>
  );
}
