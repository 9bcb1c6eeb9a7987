import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACTOR_USER, makeCase } from '@/test/fixtures';
import { Where, json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { MyCases } from '@/features/cases/components/my-cases';

function renderCases() {
  renderWithProviders(
    <Routes>
      <Route path="/profile/contractor/personal" element={<MyCases />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/profile/contractor/personal?tab=cases' },
  );
}

describe('MyCases', () => {
  beforeEach(() => seedSession({ token: 'token-1', user: CONTRACTOR_USER }));

  it('shows each case as a card with its cover, services, duration and place, leading to its edit', async () => {
    serveFetch({
      'GET /api/cases': () =>
        json(200, {
          cases: [
            makeCase(4, {
              project_name: 'Коттедж в Подмосковье',
              services: 'Строительство',
              start_date: '2021-03-01',
              end_date: '2023-06-15',
              address: 'Московская область, Истра, ул. Лесная, 4',
              deal_id: 3,
              from_deal: true,
              deal_accepted_at: '2023-06-15T09:00:00Z',
            }),
            makeCase(5, {
              project_name: 'Склад',
              services: '',
              start_date: '2024-01-10',
              end_date: '2023-01-10',
              cover: null,
              cover_url: null,
              image: null,
              images: [],
            }),
          ],
        }),
    });
    const user = userEvent.setup();
    renderCases();

    expect(screen.getByRole('heading', { name: 'Мои кейсы' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Коттедж в Подмосковье' });
    // The cover is decoration (alt=""): the name says what the card is.
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/storage\/images\/cover\.png$/),
    );
    expect(first).toHaveTextContent('Услуги: Строительство');
    expect(first).toHaveTextContent('Срок строительства: 2 года 3 мес.');
    expect(first).toHaveTextContent(
      'Место строительства: Московская область, Истра, ул. Лесная, 4',
    );

    // No cover: the placeholder; no services: 'строительство'; dates in the wrong order: a dash.
    const second = screen.getByRole('article', { name: 'Склад' });
    expect(second.querySelector('img')).toBeNull();
    expect(second).toHaveTextContent('Услуги: строительство');
    expect(second).toHaveTextContent('Срок строительства: —');
    // A case made from an accepted deal is marked; one of the contractor's own word is not.
    expect(within(first).getByText('Выполнено через Подряд')).toBeInTheDocument();
    expect(within(second).queryByText('Выполнено через Подряд')).not.toBeInTheDocument();

    await user.click(within(first).getByRole('link', { name: 'Коттедж в Подмосковье' }));
    expect(screen.getByText('Адрес страницы: /profile/contractor/case/4')).toBeInTheDocument();
  });

  it('opens the case from anywhere on its card', async () => {
    serveFetch({ 'GET /api/cases': () => json(200, { cases: [makeCase(9)] }) });
    const user = userEvent.setup();
    renderCases();
    await user.click(await screen.findByText('Москва, Тверская, 1'));
    expect(screen.getByText('Адрес страницы: /profile/contractor/case/9')).toBeInTheDocument();
  });

  it("says there are no cases yet and offers 'Создать кейс'", async () => {
    serveFetch({ 'GET /api/cases': () => json(200, { cases: [] }) });
    const user = userEvent.setup();
    renderCases();
    expect(await screen.findByText(/У вас пока нет кейсов/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Создать кейс' }));
    expect(screen.getByText('Адрес страницы: /profile/contractor/createcase')).toBeInTheDocument();
  });

  describe('when the list fails to load', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it("says 'Ошибка загрузки кейсов' once the retries are spent", async () => {
      serveFetch({ 'GET /api/cases': () => new Response('oops', { status: 500 }) });
      renderCases();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка загрузки кейсов');
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    });

    it("shows the server's own reason when it gives one", async () => {
      serveFetch({ 'GET /api/cases': () => json(403, { errors: ['Недостаточно прав'] }) });
      renderCases();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByRole('alert')).toHaveTextContent('Недостаточно прав');
    });
  });
});
