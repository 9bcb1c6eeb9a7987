import { MSG, MSG_OFFERS, MSG_TENDERS, offerChanges, type OfferRevision } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOfferTerms, makeParty, makeRequest } from '@/test/fixtures';
import userEvent from '@testing-library/user-event';
import { json, renderWithProviders, seedSession, serveFetch, unavailable } from '@/test/render';
import { ResponseDrawer } from '@/features/requests/components/response-drawer';

const FIRST = makeOfferTerms({
  price_kopecks: 122_000_000,
  duration_days: 60,
  inclusions: ['Материалы'],
});
const SECOND = makeOfferTerms({
  price_kopecks: 109_800_000,
  duration_days: 45,
  inclusions: ['Материалы', 'Вывоз мусора'],
  exclusions: ['Проектирование'],
});

/** The offer of СтройМонтаж, sent twice: the second version is cheaper and faster. */
const REVISED = makeRequest(1, 'waiting', {
  user: makeParty(101, { profile: { short_name: 'СтройМонтаж' } }),
  comment: 'Снизили цену',
  offer: SECOND,
  revision: 2,
  revised_at: '2026-11-22T09:30:00.000Z',
});

const version = (number: number, created_at: string, offer: typeof FIRST, before?: typeof FIRST) =>
  ({
    number,
    created_at,
    comment: null,
    document_files: [],
    offer,
    changes: before
      ? offerChanges(
          { comment: null, document_files: [], offer: before },
          { comment: null, document_files: [], offer },
        )
      : [],
  }) satisfies OfferRevision;

/** The history as the server answers it, newest first. */
const REVISIONS = [
  version(2, '2026-11-22T09:30:00.000Z', SECOND, FIRST),
  version(1, '2026-11-20T10:00:00.000Z', FIRST),
];

function renderDrawer(side: 'client' | 'contractor' = 'client') {
  renderWithProviders(<ResponseDrawer requestId={1} onClose={() => {}} side={side} />);
}

/** The label and value pairs of a section made of ReadFields (label over value). */
const fieldText = (section: HTMLElement, label: string) =>
  within(section).getByText(label).nextElementSibling?.textContent?.replace(/\s+/g, ' ');

describe('ResponseDrawer: a priced offer', () => {
  beforeEach(() => seedSession({ token: 't' }));
  afterEach(() => vi.useRealTimers());

  it('shows the terms: price with and without НДС, the НДС, duration, validity and the lines', async () => {
    serveFetch({
      'GET /api/request/1': () => json(200, { request: REVISED }),
      'GET /api/request/1/revisions': () => json(200, { revisions: REVISIONS }),
    });
    renderDrawer();
    const terms = await screen.findByRole('region', { name: MSG_OFFERS.termsTitle });
    expect(fieldText(terms, 'Цена с НДС')).toBe('1 098 000 ₽');
    expect(fieldText(terms, 'Цена без НДС')).toBe('900 000 ₽');
    expect(fieldText(terms, 'Цена')).toBe('1 098 000 ₽, с НДС 22 %');
    expect(fieldText(terms, 'Сумма НДС')).toBe('198 000 ₽');
    expect(fieldText(terms, 'Срок выполнения')).toBe('45 дней');
    expect(fieldText(terms, 'Действует до')).toBe('31.12.2026');
    const included = within(terms).getByText('Включено').nextElementSibling as HTMLElement;
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Материалы', 'Вывоз мусора']);
    const excluded = within(terms).getByText('Не включено').nextElementSibling as HTMLElement;
    expect(
      within(excluded)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Проектирование']);
    // The message stays as it was.
    expect(screen.getByText('Снизили цену')).toBeInTheDocument();
  });

  it("lists the history newest first, each version's changes as 'label: before → after'", async () => {
    const { calls } = serveFetch({
      'GET /api/request/1': () => json(200, { request: REVISED }),
      'GET /api/request/1/revisions': () => json(200, { revisions: REVISIONS }),
    });
    renderDrawer();
    const history = await screen.findByRole('region', { name: 'История изменений' });
    const versions = await within(history).findAllByTestId('revision');
    expect(versions.map((v) => within(v).getByText(/^Версия/).textContent)).toEqual([
      expect.stringMatching(/^Версия 2 · 22\.11\.2026, \d\d:30$/),
      expect.stringMatching(/^Версия 1 · 20\.11\.2026, \d\d:00$/),
    ]);
    const changes = within(versions[0]!)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s+/g, ' '));
    expect(changes).toEqual([
      'Цена: 1 220 000 ₽, с НДС 22 % → 1 098 000 ₽, с НДС 22 %',
      'Срок выполнения: 60 дней → 45 дней',
      'Включено: Материалы → Материалы; Вывоз мусора',
      'Не включено: — → Проектирование',
    ]);
    expect(within(versions[1]!).getByText(MSG_OFFERS.historyFirst)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/request/1/revisions')).toHaveLength(1);
  });

  it('asks for no history of an offer sent once', async () => {
    const { calls } = serveFetch({
      'GET /api/request/1': () => json(200, { request: { ...REVISED, revision: 1 } }),
    });
    renderDrawer();
    await screen.findByRole('region', { name: MSG_OFFERS.termsTitle });
    expect(screen.queryByRole('region', { name: 'История изменений' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/request/1']);
  });

  it('says when the history did not load', async () => {
    serveFetch({
      'GET /api/request/1': () => json(200, { request: REVISED }),
      'GET /api/request/1/revisions': () => json(500, {}),
    });
    renderDrawer();
    const history = await screen.findByRole('region', { name: 'История изменений' });
    // A server error is not retried: it says so at once.
    expect(await within(history).findByRole('alert')).toHaveTextContent(
      MSG_OFFERS.historyLoadFailed,
    );
  });

  it("says a 503 of the history while it retries, with 'Повторить' that loads it", async () => {
    // The server asks to wait 30 s: only 'Повторить' loads again within the test.
    let revisions = () => unavailable(30);
    serveFetch({
      'GET /api/request/1': () => json(200, { request: REVISED }),
      'GET /api/request/1/revisions': () => revisions(),
    });
    renderDrawer();
    const history = await screen.findByRole('region', { name: 'История изменений' });
    expect(await within(history).findByRole('alert')).toHaveTextContent(MSG.unavailable);
    expect(within(history).queryByLabelText('Загрузка истории изменений')).toBeNull();
    revisions = () => json(200, { revisions: REVISIONS });
    await userEvent.click(within(history).getByRole('button', { name: MSG.retry }));
    expect(await within(history).findAllByTestId('revision')).toHaveLength(2);
  });

  it("says a 503 of the request while it retries, with 'Повторить' that loads it", async () => {
    let request = () => unavailable(30);
    serveFetch({ 'GET /api/request/1': () => request() });
    renderDrawer('contractor');
    const drawer = await screen.findByRole('dialog', { name: 'Информация о заявке' });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(MSG.unavailable);
    expect(within(drawer).queryByLabelText('Загрузка')).toBeNull();
    request = () => json(200, { request: { ...REVISED, revision: 1 } });
    await userEvent.click(within(drawer).getByRole('button', { name: MSG.retry }));
    expect(await within(drawer).findByText('Снизили цену')).toBeInTheDocument();
  });

  it("says 'Заявка не найдена' for a request that is not there, without 'Повторить'", async () => {
    serveFetch({ 'GET /api/request/1': () => json(404, {}) });
    renderDrawer();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_TENDERS.requestNotFound);
    expect(screen.queryByRole('button', { name: MSG.retry })).toBeNull();
  });

  it('a plain offer (a comment and files) shows no terms', async () => {
    serveFetch({
      'GET /api/request/1': () => json(200, { request: { ...REVISED, offer: null, revision: 1 } }),
    });
    renderDrawer();
    expect(await screen.findByText('Снизили цену')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MSG_OFFERS.termsTitle })).not.toBeInTheDocument();
  });

  it("shows the contractor its own answer with the offer's terms", async () => {
    serveFetch({
      'GET /api/request/1': () =>
        json(200, {
          request: {
            ...REVISED,
            revision: 1,
            offer: makeOfferTerms({ vat: 'not_liable', vat_rate: null }),
          },
        }),
    });
    renderDrawer('contractor');
    expect(await screen.findByRole('heading', { name: 'Мой ответ' })).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: MSG_OFFERS.termsTitle });
    expect(fieldText(terms, 'Цена')).toBe('1 220 000 ₽, НДС не облагается');
    // Not liable for НДС: there is no sum of it to show.
    expect(within(terms).queryByText('Сумма НДС')).not.toBeInTheDocument();
  });
});
