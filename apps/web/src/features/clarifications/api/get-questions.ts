import { questionListAnswer } from '@podryad/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { unlessDefault } from '@/lib/url-state';
import { questionsQueryKey } from '@/features/clarifications/api/keys';

/**
 * GET /tenders/{id}/questions: one page, newest first, of what the caller may read (the client:
 * every question with its asker; a contractor: the answers published to all and its own
 * questions). The previous page stays shown while the next loads.
 */
export const getQuestions = (tenderId: number, page: number) =>
  api(
    `/tenders/${tenderId}/questions${toQueryString({ page: unlessDefault(page, 1) })}`,
    questionListAnswer,
  );
export const useQuestions = (tenderId: number, page: number) =>
  useQuery({
    queryKey: [...questionsQueryKey(tenderId), page] as const,
    queryFn: () => getQuestions(tenderId, page),
    placeholderData: keepPreviousData,
    // A 404 is a tender the caller may not read: asking again will not change that.
  });
