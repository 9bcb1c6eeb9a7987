import {
  ANSWER_SCOPE_LABELS,
  MSG,
  MSG_QUESTIONS,
  QUESTION_MAX,
  formatMoscow,
  questionsDeadline,
  type Question,
  type Tender,
} from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeParty, makeTender } from '@/test/fixtures';
import { makeQuestion, questionPage } from '@/test/questions';
import {
  type FetchRoutes,
  Where,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
  unavailable,
} from '@/test/render';
import { QuestionsSection } from '@/features/clarifications/components/questions-section';
import type { QuestionSide } from '@/features/clarifications/components/question-item';

const HOUR_MS = 3600_000;
const OPEN = makeTender(42, 'Школа на 300 мест');

function renderSection(
  side: QuestionSide,
  routes: FetchRoutes,
  { tender = OPEN, route = '/tender/42' }: { tender?: Tender; route?: string } = {},
) {
  seedSession({ token: 't', user: { type: side } as never });
  const served = serveFetch(routes);
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/tender/42"
        element={
          <>
            <QuestionsSection tender={tender} side={side} />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return { ...served, ...view, user: userEvent.setup({ delay: null }) };
}

const section = () => screen.getByRole('region', { name: MSG_QUESTIONS.title });
const items = () => within(section()).getAllByRole('listitem');
const itemOf = (text: string) => items().find((item) => item.textContent?.includes(text))!;
const questionsGets = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/tenders/42/questions'));

describe('QuestionsSection (contractor)', () => {
  /** Newest first: my waiting question, my question answered to me alone, another's published. */
  const LIST: Question[] = [
    makeQuestion(3, { question: 'Можно ли заменить марку бетона?', mine: true }),
    makeQuestion(2, {
      question: 'Есть ли подъездные пути?',
      mine: true,
      answer: 'Да, с северной стороны',
      answered_at: '2026-11-21T08:00:00.000Z',
      scope: 'asker',
    }),
    makeQuestion(1, {
      question: 'Входит ли вывоз мусора?',
      answer: 'Входит, см. смету',
      answered_at: '2026-11-21T07:00:00.000Z',
      scope: 'all',
    }),
  ];

  it('lists published answers and my own questions, newest first, with their marks', async () => {
    const deadline = new Date(Date.now() + 5 * 24 * HOUR_MS).toISOString();
    renderSection(
      'contractor',
      { 'GET /api/tenders/42/questions': (_, url) => json(200, questionPage(LIST, url)) },
      { tender: { ...OPEN, offers_deadline: deadline } },
    );
    await within(section()).findByText('Можно ли заменить марку бетона?');
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Можно ли заменить марку бетона?'),
      expect.stringContaining('Есть ли подъездные пути?'),
      expect.stringContaining('Входит ли вывоз мусора?'),
    ]);

    const waiting = itemOf('Можно ли заменить марку бетона?');
    expect(within(waiting).getByText(MSG_QUESTIONS.mine)).toBeVisible();
    expect(within(waiting).getByText(MSG_QUESTIONS.unanswered)).toBeVisible();

    const toMe = itemOf('Есть ли подъездные пути?');
    expect(within(toMe).getByText(MSG_QUESTIONS.mine)).toBeVisible();
    const answer = within(toMe).getByRole('group', { name: MSG_QUESTIONS.clientAnswer });
    expect(within(answer).getByText('Да, с северной стороны')).toBeVisible();
    expect(within(answer).getByText(MSG_QUESTIONS.privateAnswer)).toBeVisible();
    expect(within(toMe).queryByText(MSG_QUESTIONS.unanswered)).toBeNull();

    // Another's question: a participant's, never whose.
    const published = itemOf('Входит ли вывоз мусора?');
    expect(within(published).getByText(MSG_QUESTIONS.askerHidden)).toBeVisible();
    expect(within(published).queryByText(MSG_QUESTIONS.mine)).toBeNull();
    expect(within(published).queryByText(MSG_QUESTIONS.privateAnswer)).toBeNull();
    expect(within(published).getByText('Входит, см. смету')).toBeVisible();

    // Until when questions are taken: a day before the offers' deadline, in Moscow time.
    expect(
      within(section()).getByText(
        `Вопросы принимаются до ${formatMoscow(questionsDeadline(deadline)!)}`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: MSG_QUESTIONS.askLabel })).toBeVisible();
  });

  it('says there are no questions yet, and that they are taken while the tender is open', async () => {
    renderSection('contractor', {
      'GET /api/tenders/42/questions': (_, url) => json(200, questionPage([], url)),
    });
    expect(await within(section()).findByText(MSG_QUESTIONS.empty)).toBeVisible();
    expect(within(section()).getByText(MSG_QUESTIONS.openUntil(null))).toBeVisible();
  });

  it('asks a question with a counter, then shows it on the first page', async () => {
    // Thirteen published answers: two pages, the second of one.
    const list = Array.from({ length: 13 }, (_, i) =>
      makeQuestion(40 - i, { question: `Вопрос ${i + 1}`, answer: 'Ответ', scope: 'all' }),
    );
    const { calls, user, router } = renderSection(
      'contractor',
      {
        'GET /api/tenders/42/questions': (_, url) => json(200, questionPage(list, url)),
        'POST /api/tenders/42/questions': (body) => {
          const question = makeQuestion(50, {
            question: (body as { question: string }).question,
            mine: true,
          });
          list.unshift(question);
          return json(200, question);
        },
      },
      { route: '/tender/42?questions=2' },
    );
    expect(await within(section()).findByText('Вопрос 13')).toBeVisible();
    const field = screen.getByRole('textbox', { name: MSG_QUESTIONS.askLabel });
    expect(field).toHaveAttribute('maxlength', String(QUESTION_MAX));
    expect(within(section()).getByText(`0 / ${QUESTION_MAX}`)).toBeInTheDocument();
    await user.type(field, '  Нужен ли допуск СРО?  ');
    expect(within(section()).getByText(`24 / ${QUESTION_MAX}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Задать вопрос' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MSG_QUESTIONS.asked);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      question: 'Нужен ли допуск СРО?',
    });
    expect(field).toHaveValue('');
    // Back to the first page, where the newest question is.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await within(section()).findByText('Нужен ли допуск СРО?')).toBeVisible();
    expect(within(itemOf('Нужен ли допуск СРО?')).getByText(MSG_QUESTIONS.mine)).toBeVisible();
  });

  it('checks the question before sending it', async () => {
    const { calls, user } = renderSection('contractor', {
      'GET /api/tenders/42/questions': (_, url) => json(200, questionPage([], url)),
    });
    await within(section()).findByText(MSG_QUESTIONS.empty);
    await user.type(screen.getByRole('textbox', { name: MSG_QUESTIONS.askLabel }), '   ');
    await user.click(screen.getByRole('button', { name: 'Задать вопрос' }));
    expect(
      screen.getByRole('textbox', { name: MSG_QUESTIONS.askLabel }),
    ).toHaveAccessibleDescription(expect.stringContaining(MSG.required));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['too many waiting', 409, MSG_QUESTIONS.tooManyWaiting],
    ['after the deadline', 409, MSG_QUESTIONS.afterDeadline],
    ['the service away for a while', 503, MSG.unavailable],
  ])("shows the server's refusal (%s) and keeps the text typed", async (_, status, message) => {
    const { user } = renderSection('contractor', {
      'GET /api/tenders/42/questions': (_body, url) => json(200, questionPage([], url)),
      'POST /api/tenders/42/questions': () => json(status, { errors: [message], message }),
    });
    await within(section()).findByText(MSG_QUESTIONS.empty);
    const field = screen.getByRole('textbox', { name: MSG_QUESTIONS.askLabel });
    await user.type(field, 'Какой срок гарантии?');
    await user.click(screen.getByRole('button', { name: 'Задать вопрос' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveValue('Какой срок гарантии?');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows a 400's message under the field", async () => {
    const { user } = renderSection('contractor', {
      'GET /api/tenders/42/questions': (_body, url) => json(200, questionPage([], url)),
      'POST /api/tenders/42/questions': () =>
        json(400, {
          errors: [MSG.tooLong],
          message: MSG.tooLong,
          fields: { question: [MSG.tooLong] },
        }),
    });
    await within(section()).findByText(MSG_QUESTIONS.empty);
    const field = screen.getByRole('textbox', { name: MSG_QUESTIONS.askLabel });
    await user.type(field, 'Вопрос');
    await user.click(screen.getByRole('button', { name: 'Задать вопрос' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(MSG.tooLong)),
    );
    expect(field).toHaveValue('Вопрос');
  });

  it('offers no form on a closed tender or after the question deadline', async () => {
    const { unmount } = renderSection(
      'contractor',
      { 'GET /api/tenders/42/questions': (_, url) => json(200, questionPage(LIST, url)) },
      { tender: { ...OPEN, status: { code: 'executor_chosen', label: 'Исполнитель выбран' } } },
    );
    expect(await within(section()).findByText(MSG_QUESTIONS.closed)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Задать вопрос' })).toBeNull();
    // What was asked and answered stays readable.
    expect(await within(section()).findByText('Входит ли вывоз мусора?')).toBeVisible();
    unmount();

    // Offers until 10 hours from now: questions closed 14 hours ago.
    renderSection(
      'contractor',
      { 'GET /api/tenders/42/questions': (_, url) => json(200, questionPage(LIST, url)) },
      {
        tender: { ...OPEN, offers_deadline: new Date(Date.now() + 10 * HOUR_MS).toISOString() },
      },
    );
    expect(await within(section()).findByText(MSG_QUESTIONS.afterDeadline)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("says a 503 while it retries and a failed load, each with 'Повторить' that loads again", async () => {
    // The server asks to wait 30 s: only 'Повторить' loads again within the test.
    let answer = (_url: URL): Response => unavailable(30);
    const { user } = renderSection('contractor', {
      'GET /api/tenders/42/questions': (_, url) => answer(url),
    });
    expect(await within(section()).findByRole('alert')).toHaveTextContent(MSG.unavailable);
    expect(within(section()).queryByLabelText(MSG_QUESTIONS.loading)).toBeNull();

    answer = () => json(500, { errors: [] });
    await user.click(within(section()).getByRole('button', { name: MSG.retry }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(MSG_QUESTIONS.loadFailed);

    answer = (url) => json(200, questionPage(LIST, url));
    await user.click(within(section()).getByRole('button', { name: MSG.retry }));
    expect(await within(section()).findByText('Входит ли вывоз мусора?')).toBeVisible();
  });

  it('pages with the paginator and keeps the page in the address', async () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      makeQuestion(100 - i, { question: `Вопрос номер ${i + 1}`, answer: 'Ответ', scope: 'all' }),
    );
    const { calls, user, router } = renderSection('contractor', {
      'GET /api/tenders/42/questions': (_, url) => json(200, questionPage(many, url)),
    });
    await within(section()).findByText('Вопрос номер 1');
    expect(items()).toHaveLength(12);
    const pages = screen.getByRole('navigation', { name: MSG_QUESTIONS.pages });
    await user.click(within(pages).getByRole('button', { name: 'Страница 2' }));
    expect(await within(section()).findByText('Вопрос номер 13')).toBeVisible();
    expect(router.state.location.search).toBe('?questions=2');
    expect(questionsGets(calls).map((c) => c.url)).toEqual([
      '/api/tenders/42/questions',
      '/api/tenders/42/questions?page=2',
    ]);
  });
});

describe('QuestionsSection (client)', () => {
  const STROY = makeParty(21, { profile: { short_name: 'СтройМастер' } });
  const BETON = makeParty(22, { profile: { short_name: 'Бетон-Сервис' } });

  /** The server's questions of the tender, answered as the client answers them. */
  function server() {
    const list: Question[] = [
      makeQuestion(7, { question: 'Кто поставляет арматуру?', asker: STROY }),
      makeQuestion(6, { question: 'Есть ли геология участка?', asker: BETON }),
      makeQuestion(5, {
        question: 'Нужна ли охрана?',
        asker: STROY,
        answer: 'Нет, объект охраняется',
        answered_at: '2026-11-21T08:00:00.000Z',
        scope: 'asker',
      }),
    ];
    const routes: FetchRoutes = {
      'GET /api/tenders/42/questions': (_, url) =>
        json(
          200,
          questionPage(list, url, { unanswered: list.filter((q) => q.answer === null).length }),
        ),
      'POST /api/tenders/questions/7/answer': (body) => {
        const { answer, scope } = body as Pick<Question, 'answer' | 'scope'>;
        const at = list.findIndex((q) => q.id === 7);
        list[at] = { ...list[at]!, answer, scope, answered_at: '2026-11-22T10:00:00.000Z' };
        return json(200, list[at]);
      },
      'POST /api/tenders/questions/6/answer': () =>
        json(409, {
          errors: [MSG_QUESTIONS.alreadyAnswered],
          message: MSG_QUESTIONS.alreadyAnswered,
        }),
    };
    return { list, routes };
  }

  it('shows every question with its asker and the count waiting in the title', async () => {
    renderSection('client', server().routes);
    await within(section()).findByText('Кто поставляет арматуру?');
    expect(within(section()).getByText('Вопросов без ответа: 2')).toBeInTheDocument();
    expect(within(itemOf('Кто поставляет арматуру?')).getByText('СтройМастер')).toBeVisible();
    expect(within(itemOf('Есть ли геология участка?')).getByText('Бетон-Сервис')).toBeVisible();
    const answered = itemOf('Нужна ли охрана?');
    expect(within(answered).getByText('Нет, объект охраняется')).toBeVisible();
    expect(within(answered).getByText(MSG_QUESTIONS.askerOnly)).toBeVisible();
    // One form per waiting question; none for the answered one.
    expect(within(answered).queryByRole('textbox')).toBeNull();
    expect(
      within(section()).getAllByRole('textbox', { name: MSG_QUESTIONS.answerLabel }),
    ).toHaveLength(2);
  });

  it('answers to the asker alone, then shows the answer and counts one fewer waiting', async () => {
    const { calls, user } = renderSection('client', server().routes);
    await within(section()).findByText('Кто поставляет арматуру?');
    const item = itemOf('Кто поставляет арматуру?');
    // To all by default, with what that means said.
    expect(within(item).getByRole('radio', { name: ANSWER_SCOPE_LABELS.all })).toBeChecked();
    expect(within(item).getByText(MSG_QUESTIONS.answerAllNote)).toBeVisible();
    await user.type(
      within(item).getByRole('textbox', { name: MSG_QUESTIONS.answerLabel }),
      'Арматуру поставляет заказчик',
    );
    await user.click(within(item).getByRole('radio', { name: ANSWER_SCOPE_LABELS.asker }));
    expect(within(item).queryByText(MSG_QUESTIONS.answerAllNote)).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Ответить' }));

    expect(await within(item).findByRole('status')).toHaveTextContent(MSG_QUESTIONS.answered);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/tenders/questions/7/answer',
      body: { answer: 'Арматуру поставляет заказчик', scope: 'asker' },
    });
    expect(within(item).getByText('Арматуру поставляет заказчик')).toBeVisible();
    expect(within(item).getByText(MSG_QUESTIONS.askerOnly)).toBeVisible();
    expect(within(item).queryByRole('textbox')).toBeNull();
    expect(await within(section()).findByText('Вопросов без ответа: 1')).toBeInTheDocument();
    expect(questionsGets(calls)).toHaveLength(2);
  });

  it('answers to all by default', async () => {
    const { calls, user } = renderSection('client', server().routes);
    await within(section()).findByText('Кто поставляет арматуру?');
    const item = itemOf('Кто поставляет арматуру?');
    await user.type(
      within(item).getByRole('textbox', { name: MSG_QUESTIONS.answerLabel }),
      'Заказчик',
    );
    await user.click(within(item).getByRole('button', { name: 'Ответить' }));
    await within(item).findByRole('status');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      answer: 'Заказчик',
      scope: 'all',
    });
    expect(within(item).queryByText(MSG_QUESTIONS.askerOnly)).toBeNull();
    // Nothing waits any more but the other question.
    await waitFor(() =>
      expect(within(section()).getByText('Вопросов без ответа: 1')).toBeInTheDocument(),
    );
  });

  it("shows the server's refusal of an answer and keeps it typed", async () => {
    const { user } = renderSection('client', server().routes);
    await within(section()).findByText('Есть ли геология участка?');
    const item = itemOf('Есть ли геология участка?');
    const field = within(item).getByRole('textbox', { name: MSG_QUESTIONS.answerLabel });
    await user.type(field, 'Есть, в документах');
    await user.click(within(item).getByRole('button', { name: 'Ответить' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(MSG_QUESTIONS.alreadyAnswered);
    expect(field).toHaveValue('Есть, в документах');
  });

  it('shows no count when nothing waits', async () => {
    renderSection('client', {
      'GET /api/tenders/42/questions': (_, url) =>
        json(200, questionPage([], url, { unanswered: 0 })),
    });
    expect(await within(section()).findByText(MSG_QUESTIONS.empty)).toBeVisible();
    expect(within(section()).queryByText(/Вопросов без ответа/)).toBeNull();
    // The client asks nothing.
    expect(screen.queryByRole('button', { name: 'Задать вопрос' })).toBeNull();
  });
});
