import { MSG_REVIEWS, formatDateTime } from '@podryad/domain';
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
import { dealReviews, makeClientReview, makeReview } from '@/test/reviews';
import { DealReviews } from '@/features/reviews/components/deal-reviews';

// The deal's reviews as one of its parties sees them (the deal page puts them in).

const CONTRACTOR_CRITERIA = ['Качество работ', 'Соблюдение сроков', 'Коммуникация', 'Документы'];
const CLIENT_CRITERIA = ['Понятность задачи', 'Соблюдение условий оплаты', 'Коммуникация'];

function setup(side: 'client' | 'contractor', routes: FetchRoutes) {
  const served = serveFetch(routes);
  renderWithProviders(<DealReviews dealId={5} side={side} />);
  return { ...served, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: 'Отзывы' });
const group = (name: string) => screen.getByRole('group', { name });
const star = (criterion: string, n: number) =>
  within(group(criterion)).getByRole('radio', { name: `${n} из 5` });

describe('DealReviews', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it("asks the client for stars on the contractor's criteria, a text, and says who sees it when", async () => {
    setup('client', { 'GET /api/deals/5/reviews': () => json(200, dealReviews()) });
    expect(await screen.findByRole('form', { name: MSG_REVIEWS.formTitle })).toBeInTheDocument();
    const groups = within(section()).getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual(CONTRACTOR_CRITERIA);
    for (const g of groups) expect(within(g).getAllByRole('radio')).toHaveLength(5);
    expect(
      screen.getByRole('textbox', { name: MSG_REVIEWS.textLabel }),
    ).toHaveAccessibleDescription(MSG_REVIEWS.contactsMasked);
    expect(screen.getByText(MSG_REVIEWS.hiddenNote)).toBeInTheDocument();
    expect(
      screen.getByText(MSG_REVIEWS.windowEnds(formatDateTime('2026-12-15T12:00:00Z'))),
    ).toBeInTheDocument();
  });

  it("asks the contractor about the client's criteria", async () => {
    setup('contractor', { 'GET /api/deals/5/reviews': () => json(200, dealReviews()) });
    await screen.findByRole('form', { name: MSG_REVIEWS.formTitle });
    const legends = within(section())
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent);
    expect(legends).toEqual(CLIENT_CRITERIA);
  });

  it('checks every star and the text before sending, then sends and shows the review with its edit', async () => {
    let answer = dealReviews();
    const { calls, user } = setup('client', {
      'GET /api/deals/5/reviews': () => json(200, answer),
      'PUT /api/deals/5/review': (body) => {
        const review = makeReview(9, { ...(body as object), published_at: null });
        answer = dealReviews({ mine: review });
        return json(200, { review });
      },
    });
    await screen.findByRole('form', { name: MSG_REVIEWS.formTitle });
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.save }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_REVIEWS.starsRequired);
    expect(screen.getByText(MSG_REVIEWS.textRequired)).toBeInTheDocument();
    expect(group('Качество работ')).toHaveAttribute('aria-invalid', 'true');
    expect(group('Качество работ')).toHaveAccessibleDescription(MSG_REVIEWS.starsRequired);

    // The stars work from the keyboard as any radio group: a tab in, arrows across.
    await user.click(star('Качество работ', 5));
    expect(star('Качество работ', 5)).toBeChecked();
    star('Соблюдение сроков', 3).focus();
    await user.keyboard(' ');
    expect(star('Соблюдение сроков', 3)).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(star('Соблюдение сроков', 4)).toBeChecked();
    await user.click(star('Коммуникация', 4));
    // One criterion left: still refused, and that one is marked.
    await user.type(screen.getByRole('textbox', { name: MSG_REVIEWS.textLabel }), 'Хорошо');
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.save }));
    expect(group('Документы')).toHaveAttribute('aria-invalid', 'true');
    expect(group('Качество работ')).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.click(star('Документы', 2));
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_REVIEWS.saved);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      scores: { quality: 5, deadlines: 4, communication: 4, documents: 2 },
      text: 'Хорошо',
    });
    const mine = await screen.findByRole('article');
    expect(screen.getByRole('heading', { name: MSG_REVIEWS.mineTitle })).toBeInTheDocument();
    expect(within(mine).getByText(MSG_REVIEWS.hiddenBadge)).toBeInTheDocument();
    expect(within(mine).getByText('Хорошо')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    // 'Изменить' opens the form with what was written.
    await user.click(within(mine).getByRole('button', { name: MSG_REVIEWS.edit }));
    expect(star('Качество работ', 5)).toBeChecked();
    expect(star('Документы', 2)).toBeChecked();
    expect(screen.getByRole('textbox', { name: MSG_REVIEWS.textLabel })).toHaveValue('Хорошо');
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.cancel }));
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it("shows the server's 400 on the stars and its 409 refusal, keeping what was typed", async () => {
    let status = 400;
    const { user } = setup('contractor', {
      'GET /api/deals/5/reviews': () => json(200, dealReviews()),
      'PUT /api/deals/5/review': () =>
        status === 400
          ? json(400, {
              errors: [MSG_REVIEWS.starsRequired],
              fields: { scores: [MSG_REVIEWS.starsRequired] },
            })
          : json(409, { errors: [MSG_REVIEWS.windowClosed] }),
    });
    await screen.findByRole('form', { name: MSG_REVIEWS.formTitle });
    for (const criterion of CLIENT_CRITERIA) await user.click(star(criterion, 5));
    await user.type(screen.getByRole('textbox', { name: MSG_REVIEWS.textLabel }), 'Спасибо');
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_REVIEWS.starsRequired);

    status = 409;
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.save }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(MSG_REVIEWS.windowClosed),
    );
    expect(screen.getByRole('textbox', { name: MSG_REVIEWS.textLabel })).toHaveValue('Спасибо');
  });

  it("says the other side's review waits for this one while the form stays", async () => {
    setup('client', {
      'GET /api/deals/5/reviews': () => json(200, dealReviews({ theirs_written: true })),
    });
    expect(await screen.findByText(MSG_REVIEWS.theirsWritten)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: MSG_REVIEWS.formTitle })).toBeInTheDocument();
  });

  it("shows both once published, with 'Ответить' and 'Пожаловаться' on the other side's only", async () => {
    setup('contractor', {
      'GET /api/deals/5/reviews': () =>
        json(
          200,
          dealReviews({
            mine: makeClientReview(1, { text: 'Заказчик платил в срок' }),
            theirs: makeReview(2, { text: 'Подрядчик сдал работу' }),
            theirs_written: true,
            can_write: false,
            refusal: MSG_REVIEWS.alreadyPublished,
          }),
        ),
    });
    expect(await screen.findByText('Подрядчик сдал работу')).toBeInTheDocument();
    expect(screen.getByText(MSG_REVIEWS.alreadyPublished)).toBeInTheDocument();
    expect(screen.queryByText(MSG_REVIEWS.theirsWritten)).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const [mine, theirs] = screen.getAllByRole('article');
    expect(mine).toHaveTextContent('Заказчик платил в срок');
    expect(within(mine!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(theirs!).getByRole('button', { name: MSG_REVIEWS.answerAction })).toBeVisible();
    expect(within(theirs!).getByRole('button', { name: MSG_REVIEWS.reportAction })).toBeVisible();
  });

  it('says why it may not write when the deal unlocks no review yet', async () => {
    setup('client', {
      'GET /api/deals/5/reviews': () =>
        json(
          200,
          dealReviews({
            can_write: false,
            refusal: MSG_REVIEWS.dealNotEnded,
            window_ends_at: null,
          }),
        ),
    });
    expect(await screen.findByText(MSG_REVIEWS.dealNotEnded)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByText(/Оставить или изменить отзыв можно до/)).not.toBeInTheDocument();
  });
});
