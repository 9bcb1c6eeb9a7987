import { MSG_REVIEWS } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
} from '@/test/render';
import { NO_REVIEWS, makeRating, makeReview, reviewPage } from '@/test/reviews';
import { PartyReviews } from '@/features/reviews/components/review-list';

// A contractor's rating and reviews: as a client reads them, and as the contractor itself does.

const newest = makeReview(2, {
  author_name: 'ООО «Девелопер»',
  author_id: 8,
  text: 'Немного задержали документы',
  tender_title: 'Склад в Химках',
  work_type: 'design',
  price_band: '5–20 млн ₽',
  scores: { quality: 5, deadlines: 3, communication: 4, documents: 2 },
  published_at: '2026-11-20T12:00:00Z',
});
const older = makeReview(1, {
  text: 'Всё хорошо',
  answer: { text: 'Спасибо за работу', created_at: '2026-11-05T12:00:00Z' },
});
const RATING = makeRating({
  count: 2,
  overall: 3.9,
  criteria: { quality: 4.5, deadlines: 3.5, communication: 4, documents: 3 },
  spread: [0, 0, 0, 2, 0],
});

function setup(viewerId: number | null, routes: FetchRoutes = {}) {
  const served = serveFetch({
    'GET /api/contractors/11/reviews': () => json(200, reviewPage([newest, older], RATING)),
    ...routes,
  });
  renderWithProviders(<PartyReviews side="contractor" partyId={11} viewerId={viewerId} />);
  return { ...served, user: userEvent.setup() };
}

const review = (author: string) => screen.getByRole('article', { name: new RegExp(`^${author}`) });

describe('PartyReviews', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('shows the rating: overall, count, each criterion and the spread from 5 to 1 star', async () => {
    setup(null);
    const summary = await screen.findByTestId('rating-summary');
    expect(summary).toHaveTextContent(`${MSG_REVIEWS.overall}: 3,9`);
    expect(summary).toHaveTextContent('2 отзыва');
    const criteria = within(summary).getByLabelText(MSG_REVIEWS.criteria);
    expect(criteria).toHaveTextContent('Качество работ4,5');
    expect(criteria).toHaveTextContent('Документы3,0');
    const spread = within(summary).getByRole('list', { name: MSG_REVIEWS.spread });
    expect(
      within(spread)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      `${MSG_REVIEWS.spreadRow(5, 0)}5 ★0`,
      `${MSG_REVIEWS.spreadRow(4, 2)}4 ★2`,
      `${MSG_REVIEWS.spreadRow(3, 0)}3 ★0`,
      `${MSG_REVIEWS.spreadRow(2, 0)}2 ★0`,
      `${MSG_REVIEWS.spreadRow(1, 0)}1 ★0`,
    ]);
  });

  it("lists the reviews in the server's order with their deal, stars, text and answer", async () => {
    setup(null);
    await screen.findByTestId('rating-summary');
    const items = screen.getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'ООО «Девелопер», 20.11.2026',
      'Ольга Иванова, 02.11.2026',
    ]);
    const first = items[0]!;
    expect(within(first).getByText('Склад в Химках · Проектирование · 5–20 млн ₽')).toBeVisible();
    expect(within(first).getByRole('img', { name: MSG_REVIEWS.scoreOf(3.5) })).toBeVisible();
    expect(within(first).getByRole('img', { name: MSG_REVIEWS.scoreOf(2) })).toBeVisible();
    expect(within(first).getByText('Немного задержали документы')).toBeVisible();
    const answer = within(items[1]!).getByRole('region', { name: MSG_REVIEWS.answerTitle });
    expect(answer).toHaveTextContent('Спасибо за работу');
    // A stranger to the reviews may neither answer nor report.
    expect(screen.queryByRole('button', { name: MSG_REVIEWS.answerAction })).toBeNull();
    expect(screen.queryByRole('button', { name: MSG_REVIEWS.reportAction })).toBeNull();
  });

  it("says 'Отзывов пока нет' without reviews", async () => {
    setup(null, { 'GET /api/contractors/11/reviews': () => json(200, NO_REVIEWS) });
    expect(await screen.findByText(MSG_REVIEWS.empty)).toBeInTheDocument();
    expect(screen.queryByTestId('rating-summary')).not.toBeInTheDocument();
  });

  it("offers 'Пожаловаться' to a review's author only, among clients", async () => {
    setup(8);
    await screen.findByTestId('rating-summary');
    expect(
      within(review('ООО «Девелопер»')).getByRole('button', { name: MSG_REVIEWS.reportAction }),
    ).toBeVisible();
    expect(within(review('Ольга Иванова')).queryByRole('button')).toBeNull();
  });

  it('lets the contractor answer once: the text is required, the answer then shows and the button goes', async () => {
    let answered = false;
    const { calls, user } = setup(11, {
      'GET /api/contractors/11/reviews': () =>
        json(
          200,
          reviewPage(
            [
              answered
                ? { ...newest, answer: { text: 'Учтём', created_at: '2026-11-21T12:00:00Z' } }
                : newest,
              older,
            ],
            RATING,
          ),
        ),
      'POST /api/reviews/2/answer': () => {
        answered = true;
        return json(200, { review: newest });
      },
    });
    await screen.findByTestId('rating-summary');
    // The older one has its answer already.
    expect(
      within(review('Ольга Иванова')).queryByRole('button', { name: MSG_REVIEWS.answerAction }),
    ).toBeNull();
    await user.click(
      within(review('ООО «Девелопер»')).getByRole('button', { name: MSG_REVIEWS.answerAction }),
    );
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.answerSend }));
    expect(screen.getByText(MSG_REVIEWS.answerRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: MSG_REVIEWS.answerLabel }), 'Учтём');
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.answerSend }));
    await waitFor(() =>
      expect(
        within(review('ООО «Девелопер»')).getByRole('region', { name: MSG_REVIEWS.answerTitle }),
      ).toHaveTextContent('Учтём'),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Учтём' });
    expect(screen.queryByRole('button', { name: MSG_REVIEWS.answerAction })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("shows the server's refusal of a second answer", async () => {
    const { user } = setup(11, {
      'POST /api/reviews/2/answer': () => json(409, { errors: [MSG_REVIEWS.alreadyAnswered] }),
    });
    await screen.findByTestId('rating-summary');
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.answerAction }));
    await user.type(screen.getByRole('textbox', { name: MSG_REVIEWS.answerLabel }), 'Ещё раз');
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.answerSend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_REVIEWS.alreadyAnswered);
    expect(screen.getByRole('textbox', { name: MSG_REVIEWS.answerLabel })).toHaveValue('Ещё раз');
  });

  it('reports a review with its reason in a modal, and says the review stays shown', async () => {
    const { calls, user } = setup(11, {
      'POST /api/reviews/1/report': () => json(200, { success: true }),
    });
    await screen.findByTestId('rating-summary');
    await user.click(
      within(review('Ольга Иванова')).getByRole('button', { name: MSG_REVIEWS.reportAction }),
    );
    const dialog = await screen.findByRole('dialog', { name: MSG_REVIEWS.reportTitle });
    await user.click(within(dialog).getByRole('button', { name: MSG_REVIEWS.reportSend }));
    expect(within(dialog).getByText(MSG_REVIEWS.reasonRequired)).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: MSG_REVIEWS.reasonLabel }),
      'Отзыв не о нашей сделке',
    );
    await user.click(within(dialog).getByRole('button', { name: MSG_REVIEWS.reportSend }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_REVIEWS.reported);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'Отзыв не о нашей сделке',
    });
    expect(within(review('Ольга Иванова')).getByText('Всё хорошо')).toBeVisible();
    expect(
      within(review('Ольга Иванова')).queryByRole('button', { name: MSG_REVIEWS.reportAction }),
    ).toBeNull();
  });

  it('pages the reviews five at a time', async () => {
    const many = Array.from({ length: 7 }, (_, i) =>
      makeReview(i + 1, { author_name: `Заказчик ${i + 1}` }),
    );
    const { calls, user } = setup(null, {
      'GET /api/contractors/11/reviews': (_, url) => {
        const page = Number(url.searchParams.get('page'));
        return json(200, reviewPage(many.slice((page - 1) * 5, page * 5), RATING, 7, page));
      },
    });
    await screen.findByTestId('rating-summary');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    const pager = screen.getByRole('navigation', { name: 'Страницы отзывов' });
    await user.click(within(pager).getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(calls.map((c) => new URL(c.url, 'http://x').search)).toEqual([
      '?page=1&per_page=5',
      '?page=2&per_page=5',
    ]);
  });
});
