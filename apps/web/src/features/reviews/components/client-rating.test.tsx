import { MSG_REVIEWS } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACTOR_USER } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { NO_REVIEWS, makeClientReview, makeRating, reviewPage } from '@/test/reviews';
import { ClientRating } from '@/features/reviews/components/client-rating';

// The client's rating where a contractor reads its tender, and its reviews in a drawer.

const RATING = makeRating({
  count: 2,
  overall: 4.5,
  criteria: { clarity: 5, payment: 4, communication: 4.5 },
  spread: [0, 0, 0, 1, 1],
});

function setup(answer: unknown) {
  serveFetch({ 'GET /api/clients/7/reviews': () => json(200, answer) });
  renderWithProviders(<ClientRating clientId={7} />);
  return userEvent.setup();
}

describe('ClientRating', () => {
  beforeEach(() => seedSession({ token: 't', user: CONTRACTOR_USER }));

  it("shows the rating line and opens the client's reviews, the viewer's own reportable", async () => {
    const user = setup(
      reviewPage(
        [
          makeClientReview(2, { author_name: 'ООО «Другой»', author_id: 12, text: 'Платит' }),
          makeClientReview(1, { author_id: CONTRACTOR_USER.id, text: 'Понятное задание' }),
        ],
        RATING,
      ),
    );
    expect(await screen.findByText('Рейтинг 4,5 · 2 отзыва')).toBeVisible();
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.openClientReviews }));
    const drawer = await screen.findByRole('dialog', { name: MSG_REVIEWS.clientReviews });
    expect(await within(drawer).findByText('Понятное задание')).toBeVisible();
    expect(within(drawer).getByTestId('rating-summary')).toHaveTextContent('Понятность задачи5,0');
    const [other, own] = within(drawer).getAllByRole('article');
    expect(within(other!).queryByRole('button')).toBeNull();
    expect(within(own!).getByRole('button', { name: MSG_REVIEWS.reportAction })).toBeVisible();
  });

  it("says 'Отзывов пока нет' for a client without reviews", async () => {
    setup(NO_REVIEWS);
    expect(await screen.findByText(MSG_REVIEWS.empty)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
