import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readPage, unlessDefault, useSetParams } from '@/lib/url-state';

/** The query parameter of the questions' page on a tender's page. */
export const QUESTIONS_PAGE_PARAM = 'questions';

/**
 * The page of a tender's questions, kept in the URL (`?questions=2`) like every list's page, so
 * Back and a reload return to it. A page past the end is corrected with `replace`.
 */
export function useQuestionsPage() {
  const [params] = useSearchParams();
  const setParams = useSetParams();
  const page = readPage(params.get(QUESTIONS_PAGE_PARAM));
  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      setParams({ [QUESTIONS_PAGE_PARAM]: unlessDefault(next, 1) }, { replace }),
    [setParams],
  );
  return [page, setPage] as const;
}
