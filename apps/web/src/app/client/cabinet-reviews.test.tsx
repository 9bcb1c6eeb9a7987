import { MSG_REVIEWS } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_USER } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { makeClientReview, makeRating, reviewPage } from '@/test/reviews';
import { ClientCabinetRoute } from '@/app/client/cabinet-route';

// The client's cabinet tab 'Отзывы': what contractors wrote of it, with 'Ответить'.

describe('ClientCabinetRoute: reviews', () => {
  beforeEach(() => {
    seedSession({ token: 't', user: CLIENT_USER });
    serveFetch({
      'GET /api/user/profile': () => json(200, { user: CLIENT_USER }),
      'GET /api/clients/7/reviews': () =>
        json(
          200,
          reviewPage(
            [makeClientReview(3, { text: 'Оплата без задержек' })],
            makeRating({
              count: 1,
              overall: 4.7,
              criteria: { clarity: 5, payment: 4, communication: 5 },
            }),
          ),
        ),
    });
  });

  it("opens from the menu with the client's rating and each review's 'Ответить'", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="*" element={<ClientCabinetRoute />} />
      </Routes>,
      { route: '/profile/client/personal' },
    );
    const menu = screen.getByRole('navigation', { name: 'Разделы кабинета' });
    await user.click(within(menu).getByRole('button', { name: MSG_REVIEWS.section }));
    const section = await screen.findByRole('region', { name: MSG_REVIEWS.section });
    expect(await within(section).findByText('Оплата без задержек')).toBeVisible();
    expect(within(section).getByTestId('rating-summary')).toHaveTextContent(
      'Соблюдение условий оплаты4,0',
    );
    expect(within(section).getByRole('button', { name: MSG_REVIEWS.answerAction })).toBeVisible();
  });
});
