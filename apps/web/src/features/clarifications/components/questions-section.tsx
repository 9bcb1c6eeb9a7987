import {
  MSG_QUESTIONS,
  OPEN_TENDER_STATUS,
  QUESTIONS_ANCHOR,
  pageCount,
  questionsDeadline,
  questionsOpen,
  type Tender,
} from '@podryad/domain';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQuestions } from '@/features/clarifications/api/get-questions';
import { AskQuestionForm } from '@/features/clarifications/components/ask-question-form';
import { ClientQuestion } from '@/features/clarifications/components/client-question';
import {
  QuestionItem,
  type QuestionSide,
} from '@/features/clarifications/components/question-item';
import { useQuestionsPage } from '@/features/clarifications/hooks/use-questions-page';
import { BusyRegion } from '@/components/busy-region';
import { CountBadge } from '@/components/count-badge';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { Paginator } from '@/components/paginator';
import { useNow } from '@/lib/use-now';
import { SectionCard } from '@/components/section-card';

type Props = {
  tender: Pick<Tender, 'id' | 'offers_deadline' | 'status'>;
  side: QuestionSide;
};

/**
 * 'Вопросы и разъяснения' on a tender's page, for either side. A contractor reads the answers
 * published to all and its own questions, and asks while the tender takes questions; the client
 * reads every question with its asker, the count waiting in the title, and answers each.
 */
export function QuestionsSection({ tender, side }: Props) {
  const [page, setPage] = useQuestionsPage();
  const questions = useQuestions(tender.id, page);
  const answer = questions.data;
  const pages = answer ? pageCount(answer.meta) : 1;
  // A page past the end (a stale link): go to the last one instead.
  const pastTheEnd = answer !== undefined && answer.meta.total > 0 && answer.meta.page > pages;
  useEffect(() => {
    if (pastTheEnd && !questions.isPlaceholderData) setPage(pages, { replace: true });
  }, [pastTheEnd, questions.isPlaceholderData, pages, setPage]);
  useScrollToAnchor(questions.isSuccess);

  const waiting = answer?.unanswered ?? 0;
  let body;
  if (readFailure(questions) !== null) {
    body = <LoadFailure query={questions} fallback={MSG_QUESTIONS.loadFailed} />;
  } else if (!questions.data || pastTheEnd) {
    body = <Loading minHeight={120} label={MSG_QUESTIONS.loading} />;
  } else if (questions.data.questions.length === 0) {
    body = (
      <Text size="sm" c="gray.7">
        {MSG_QUESTIONS.empty}
      </Text>
    );
  } else {
    body = (
      <>
        <BusyRegion busy={questions.isPlaceholderData}>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {questions.data.questions.map((question) =>
              side === 'client' ? (
                <ClientQuestion key={question.id} question={question} tenderId={tender.id} />
              ) : (
                <QuestionItem key={question.id} question={question} side={side} />
              ),
            )}
          </Stack>
        </BusyRegion>
        <Paginator
          page={questions.data.meta.page}
          pages={pages}
          onChange={(next) => setPage(next)}
          label={MSG_QUESTIONS.pages}
        />
      </>
    );
  }

  return (
    <SectionCard labelledBy="questions-title" id={QUESTIONS_ANCHOR}>
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <Title order={2} size="h3" id="questions-title">
            {MSG_QUESTIONS.title}
          </Title>
          {side === 'client' && waiting > 0 && (
            <CountBadge
              size="lg"
              shown={String(waiting)}
              spoken={MSG_QUESTIONS.waitingLabel(waiting)}
            />
          )}
        </Group>
        <AskPart tender={tender} side={side} onAsked={() => setPage(1)} />
        {body}
      </Stack>
    </SectionCard>
  );
}

/**
 * Until when the tender takes questions, or why it does not; and for a contractor, while it does,
 * the form.
 */
function AskPart({
  tender,
  side,
  onAsked,
}: Props & {
  onAsked: () => void;
}) {
  const now = useNow();
  const closed = tender.status.code !== OPEN_TENDER_STATUS;
  const late = !questionsOpen(tender.offers_deadline, now);
  const line = closed
    ? MSG_QUESTIONS.closed
    : late
      ? MSG_QUESTIONS.afterDeadline
      : MSG_QUESTIONS.openUntil(questionsDeadline(tender.offers_deadline));
  return (
    <>
      <Text size="sm" c={closed || late ? 'gray.7' : undefined} data-testid="questions-deadline">
        {line}
      </Text>
      {side === 'contractor' && !closed && !late && (
        <AskQuestionForm tenderId={tender.id} onAsked={onAsked} />
      )}
    </>
  );
}

/** Scrolls the section into view once its list is there, when the address asks for it. */
function useScrollToAnchor(ready: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || hash !== `#${QUESTIONS_ANCHOR}`) return;
    done.current = true;
    document.getElementById(QUESTIONS_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
}
