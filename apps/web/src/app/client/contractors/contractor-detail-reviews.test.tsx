import { MSG_REVIEWS } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_USER, makeContractor } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { NO_REVIEWS, makeRating, makeReview, reviewPage } from '@/test/reviews';
import { ContractorDetail } from '@/app/client/contractors/contractor-detail';

// The contractor's page: its section 'Отзывы' as a client reads it.

const contractor = makeContractor(11, { profile: { short_name: 'СтройМастер' } });

function setup(reviews: unknown) {
  serveFetch({
    'GET /api/contractors/11': () => json(200, { user: contractor }),
    'GET /api/contractors/11/reviews': () => json(200, reviews),
  });
  renderWithProviders(<ContractorDetail id={11} />);
}

const section = () => screen.getByRole('region', { name: MSG_REVIEWS.section });

describe('ContractorDetail: reviews', () => {
  beforeEach(() => seedSession({ token: 't', user: CLIENT_USER }));

  it('shows the rating and the reviews, with a report only on the one the viewer wrote', async () => {
    setup(
      reviewPage(
        [
          makeReview(2, { author_name: 'ООО «Девелопер»', author_id: 8, text: 'Неплохо' }),
          makeReview(1, { author_name: 'Ольга Иванова', author_id: CLIENT_USER.id }),
        ],
        makeRating({ count: 2, overall: 4.5 }),
      ),
    );
    expect(await screen.findByText('Неплохо')).toBeInTheDocument();
    expect(within(section()).getByTestId('rating-summary')).toHaveTextContent('4,5');
    const [other, own] = within(section()).getAllByRole('article');
    expect(within(other!).queryByRole('button')).toBeNull();
    expect(within(own!).getByRole('button', { name: MSG_REVIEWS.reportAction })).toBeVisible();
    // A client never answers a review of a contractor.
    expect(within(section()).queryByRole('button', { name: MSG_REVIEWS.answerAction })).toBeNull();
  });

  it("says 'Отзывов пока нет' for a contractor without reviews", async () => {
    setup(NO_REVIEWS);
    expect(
      await within(await screen.findByRole('region', { name: MSG_REVIEWS.section })).findByText(
        MSG_REVIEWS.empty,
      ),
    ).toBeVisible();
  });
});
