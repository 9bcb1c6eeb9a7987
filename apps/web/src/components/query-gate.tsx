import { Anchor, Stack, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MSG } from '@podryad/domain';
import { ErrorList } from '@/components/error-list';
import { type FailingRead, RetryButton, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { errorMessages, isNotFound, isTransient } from '@/lib/api-client';

type Query = FailingRead;

/** Logs a failed load other than 'not found' once (such failures are logged). */
export function useLogLoadFailure(query: Query, what: string) {
  const failed = query.isError && !isNotFound(query.error);
  useEffect(() => {
    if (failed) console.error(what, query.error);
  }, [failed, query.error, what]);
}

type Options = {
  /** False for an id that cannot exist (not a positive integer): shown as not found. */
  valid?: boolean;
  notFound: string;
  /** What a failed load says (other than 404 and a passing failure, which say their own message). */
  failure: ReactNode;
  back: { to: string; label: string };
  /** Shown while loading instead of a spinner (the spec's 'Загрузка...' where it asks for one). */
  loadingText?: string;
};

/**
 * What a screen of one object shows before its object is there: not found (a bad id, an unknown
 * or someone else's object — the server answers 404 for both), a failed load with 'Повторить', or
 * loading. A passing failure (no answer, a 503) says so while the load still retries by itself.
 * Null once the object has loaded.
 */
export function queryGate(query: Query, options: Options): ReactNode | null {
  const back = (
    <Anchor component={Link} to={options.back.to}>
      {options.back.label}
    </Anchor>
  );
  if (options.valid === false || isNotFound(query.error)) {
    return (
      <Stack py="lg" align="flex-start">
        <Title order={1}>{options.notFound}</Title>
        {back}
      </Stack>
    );
  }
  const failure = readFailure(query);
  if (failure !== null) {
    return (
      <Stack py="lg" align="flex-start">
        {isTransient(failure) ? (
          <ErrorList errors={errorMessages(failure, MSG.unavailable)} calm />
        ) : (
          options.failure
        )}
        <RetryButton query={query} />
        {back}
      </Stack>
    );
  }
  if (query.data === undefined) return <Loading text={options.loadingText} />;
  return null;
}
