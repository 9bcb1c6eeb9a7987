import { MSG_OUTCOME, type ComparisonAnswer } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPARISON_OFFERS as OFFERS, comparisonAnswer as answer } from '@/test/comparison';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { words } from '@/test/text';
import { OfferComparison } from '@/features/requests/components/offer-comparison';
import { PRICES_KEY } from '@/features/requests/hooks/use-comparison-query';

// The comparison with or without НДС, and the warnings of the choice's confirm.

/** The server's answer for the prices asked: the marks follow them (here the first offer's). */
const answerFor = (url: URL, over: Partial<ComparisonAnswer> = {}) =>
  answer({
    prices: url.searchParams.get('prices') === 'without_vat' ? 'without_vat' : 'with_vat',
    ...over,
  });

function setup({
  route = '/profile/client/tender/42/comparison',
  over = {} as Partial<ComparisonAnswer>,
} = {}) {
  const served = serveFetch({
    'GET /api/tenders/42/comparison': (_body, url) => json(200, answerFor(url, over)),
  });
  const { router } = renderWithProviders(
    <Routes>
      <Route path="/profile/client/tender/:id/comparison" element={<OfferComparison id={42} />} />
    </Routes>,
    { route },
  );
  const asked = () =>
    served.calls
      .filter((c) => c.method === 'GET' && c.url.startsWith('/api/tenders/42/comparison'))
      .map((c) => c.url.slice('/api/tenders/42/comparison'.length));
  return { asked, search: () => router.state.location.search, user: userEvent.setup() };
}

const firstPrice = () =>
  words(within(screen.getAllByTestId('comparison-row')[0]!).getAllByRole('cell')[0]!);

describe('the prices compared', { timeout: 20_000 }, () => {
  beforeEach(() => {
    seedSession({ token: 't' });
    localStorage.clear();
  });

  it('compares with НДС at first; without НДС on the switch, in the URL and remembered', async () => {
    const { asked, search, user } = setup();
    const prices = await screen.findByRole('radiogroup', { name: 'Сравнивать цены' });
    expect(within(prices).getByRole('radio', { name: 'с НДС' })).toBeChecked();
    expect(screen.getByText('Сравниваются суммы к оплате с НДС.')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Цена с НДС' })).toBeInTheDocument();
    expect(firstPrice()).toMatch(/^1 195 600 ₽ без НДС: 980 000 ₽/);

    await user.click(within(prices).getByRole('radio', { name: 'без НДС' }));
    expect(search()).toBe('?prices=without_vat');
    // The sum compared leads, the other under it.
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Цена без НДС' })).toBeInTheDocument(),
    );
    expect(firstPrice()).toMatch(/^980 000 ₽ с НДС: 1 195 600 ₽/);
    expect(screen.getByText(/^Сравниваются суммы без НДС/)).toBeInTheDocument();
    expect(asked()).toEqual([
      '?order=asc&prices=with_vat&sort=price',
      '?order=asc&prices=without_vat&sort=price',
    ]);
    expect(localStorage.getItem(PRICES_KEY)).toBe('without_vat');

    // Back to the default: a plain address, and remembered so.
    await user.click(within(prices).getByRole('radio', { name: 'с НДС' }));
    expect(search()).toBe('');
    expect(localStorage.getItem(PRICES_KEY)).toBe('with_vat');
  });

  it('keeps the sort when the prices change', async () => {
    const { search, user } = setup({
      route: '/profile/client/tender/42/comparison?sort=duration&order=desc',
    });
    const prices = await screen.findByRole('radiogroup', { name: 'Сравнивать цены' });
    await user.click(within(prices).getByRole('radio', { name: 'без НДС' }));
    expect(search()).toBe('?sort=duration&order=desc&prices=without_vat');
  });

  it('opens with the prices last chosen in this browser, saying them in the URL', async () => {
    localStorage.setItem(PRICES_KEY, 'without_vat');
    const { asked, search } = setup();
    await screen.findByRole('columnheader', { name: 'Цена без НДС' });
    expect(asked()).toEqual(['?order=asc&prices=without_vat&sort=price']);
    await waitFor(() => expect(search()).toBe('?prices=without_vat'));
  });

  it("takes the URL's prices over the remembered ones", async () => {
    localStorage.setItem(PRICES_KEY, 'without_vat');
    const { asked } = setup({ route: '/profile/client/tender/42/comparison?prices=with_vat' });
    await screen.findByRole('columnheader', { name: 'Цена с НДС' });
    expect(asked()).toEqual(['?order=asc&prices=with_vat&sort=price']);
  });
});

describe("the confirm's warnings", { timeout: 20_000 }, () => {
  beforeEach(() => {
    seedSession({ token: 't' });
    localStorage.clear();
  });
  const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const past = new Date(Date.now() - 3_600_000).toISOString();
  const withDeadline = (offers_deadline: string | null) => ({
    tender: { ...answer().tender, offers_deadline },
    offers: [{ ...OFFERS[0]!, outdated_by: 2 }, OFFERS[1]!],
  });

  async function confirmOf(name: string, over: Partial<ComparisonAnswer>) {
    const { user } = setup({ over });
    await user.click(await screen.findByRole('button', { name: `Выбрать исполнителем: ${name}` }));
    return screen.getByRole('dialog', { name: 'Выбрать исполнителем?' });
  }

  it('says the offers are still taken and the offer was made before a change', async () => {
    const dialog = await confirmOf('СтройМонтаж', withDeadline(ahead));
    // The usual words stay, the warnings come as lines of their own.
    expect(dialog).toHaveTextContent(
      '«СтройМонтаж» станет исполнителем тендера «Школа на 300 мест». Подрядчик получит уведомление.',
    );
    const warnings = within(dialog).getByTestId('choice-warnings');
    expect(within(warnings).getAllByRole('listitem').map(words)).toEqual([
      MSG_OUTCOME.beforeDeadline(ahead),
      MSG_OUTCOME.chosenOutdated(2),
    ]);
    expect(MSG_OUTCOME.chosenOutdated(2)).toContain('сделано до изменения № 2');
    expect(MSG_OUTCOME.beforeDeadline(ahead)).toMatch(
      /^Приём предложений ещё открыт \(до \d\d\.\d\d\.\d{4}, \d\d:\d\d \(МСК\)\): другие участники ещё могут прислать или изменить предложения\./,
    );
  });

  it('says only what holds: a confirmed offer before the deadline', async () => {
    const dialog = await confirmOf('ПроектПлюс', withDeadline(ahead));
    expect(within(dialog).getByTestId('choice-warnings')).toHaveTextContent(
      MSG_OUTCOME.beforeDeadline(ahead),
    );
    expect(dialog).not.toHaveTextContent(/до изменения/);
  });

  it('says nothing more after the deadline for a current offer', async () => {
    const dialog = await confirmOf('ПроектПлюс', withDeadline(past));
    expect(within(dialog).queryByTestId('choice-warnings')).not.toBeInTheDocument();
  });

  it('warns of an offer made before a change on a tender without a deadline', async () => {
    const dialog = await confirmOf('СтройМонтаж', withDeadline(null));
    expect(within(dialog).getByTestId('choice-warnings')).toHaveTextContent(
      MSG_OUTCOME.chosenOutdated(2),
    );
    expect(dialog).not.toHaveTextContent(/Приём предложений ещё открыт/);
  });
});
