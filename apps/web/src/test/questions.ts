import type { Question } from '@podryad/domain';
import { listMeta, listPage } from '@/test/fixtures';

/* The questions of a tender (clarifications) as the server answers them, for the web tests. */

/**
 * A question on a tender asked on 20.11.2026 and waiting for its answer, without its asker: give
 * `mine` for a contractor's own, `asker` for the client's reading.
 */
export function makeQuestion(id: number, over: Partial<Question> = {}): Question {
  return {
    id,
    question: `Вопрос ${id}`,
    asked_at: '2026-11-20T09:30:00.000Z',
    answer: null,
    answered_at: null,
    scope: null,
    mine: false,
    asker: null,
    ...over,
  };
}

/**
 * GET /tenders/{id}/questions as the server answers it: one page of `questions` (given newest
 * first) by the URL, the client's count of those waiting (null for a contractor) and the deadline.
 */
export function questionPage(
  questions: readonly Question[],
  url: URL,
  {
    unanswered = null,
    deadline = null,
  }: { unanswered?: number | null; deadline?: string | null } = {},
) {
  const { items, meta } = listPage(questions, url);
  return { questions: items, meta, unanswered, questions_deadline: deadline };
}

/** A tender without questions, as its page loads it beside the tender in tests about the rest. */
export const NO_QUESTIONS = {
  questions: [],
  meta: listMeta(0),
  unanswered: 0,
  questions_deadline: null,
};
