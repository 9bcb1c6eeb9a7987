import {
  MSG_OFFERS,
  MSG_TENDERS,
  formatRubles,
  moscowToday,
  type TenderRequest,
} from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RequestsApi from '@/features/requests/api/upload-request-file';
import { makeOfferTerms, makeRequest, makeTender } from '@/test/fixtures';
import { NO_QUESTIONS } from '@/test/questions';
import { trailPage } from '@/test/outcome';
import {
  type FetchCall,
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
} from '@/test/render';
import { TenderPage } from '@/app/contractor/tenders/tender-page';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));

// Uploads go through XMLHttpRequest; here they answer at once with a stored path.
const uploads = vi.hoisted(() => ({
  file: vi.fn(async (file: File, onProgress?: (p: number) => void) => {
    onProgress?.(100);
    return { path: `/storage/requests/${file.name}`, name: file.name, size: 4096 };
  }),
}));
vi.mock('@/features/requests/api/upload-request-file', async (importOriginal) => ({
  ...(await importOriginal<typeof RequestsApi>()),
  uploadRequestFile: uploads.file,
}));

const DAY_MS = 24 * 3600_000;
/** A validity date a month ahead, and yesterday's, as Moscow counts days. */
const VALID_UNTIL = moscowToday(new Date(Date.now() + 30 * DAY_MS));
const YESTERDAY = moscowToday(new Date(Date.now() - DAY_MS));

const SCHOOL = makeTender(42, 'Школа на 300 мест');

/** My priced offer on the school, changed once (two versions). */
const MY_OFFER: TenderRequest = makeRequest(9, 'waiting', {
  tender: { id: 42, tender_name: 'Школа на 300 мест', offers_deadline: null },
  origin: 'offer',
  comment: 'Сделаем за полтора месяца',
  documents: ['/storage/requests/kp.pdf'],
  document_files: [{ path: '/storage/requests/kp.pdf', name: 'КП.pdf', size: 4096 }],
  offer: makeOfferTerms({
    price_kopecks: 125_000_050,
    valid_until: '2030-12-31',
    inclusions: ['Материалы', 'Вывоз мусора'],
    exclusions: ['Проектная документация'],
  }),
  revision: 2,
  revised_at: '2026-11-21T09:30:00.000Z',
});

function renderPage(routes: FetchRoutes) {
  // The page loads the tender's questions too; these tests are about the rest of it.
  const served = serveFetch({
    'GET /api/tenders/42/questions': () => json(200, NO_QUESTIONS),
    'GET /api/tenders/42/trail': (_body, url) => json(200, trailPage([], url)),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile/contractor/tender/:id" element={<TenderPage id={42} />} />
    </Routes>,
    { route: '/profile/contractor/tender/42' },
  );
  return { ...served, user: userEvent.setup({ delay: null }) };
}

const offerForm = () => screen.getByRole('region', { name: 'Коммерческое предложение' });
const posts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST');

/** Adds the lines to one of the form's lists ('Включено в стоимость', 'Не включено в стоимость'). */
async function addLines(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  list: string,
  lines: string[],
) {
  const group = within(scope).getByRole('group', { name: list });
  for (const [i, line] of lines.entries()) {
    await user.click(within(group).getByRole('button', { name: MSG_OFFERS.lineAdd }));
    await user.type(within(group).getByRole('textbox', { name: `${list} ${i + 1}` }), line);
  }
}

describe('OfferPanel: the priced offer', () => {
  beforeEach(() => {
    seedSession({ token: 't', user: { type: 'contractor' } as never });
    uploads.file.mockClear();
  });

  it('sends the price in exact kopecks with НДС, duration, validity and the lines, the sums shown as one types', async () => {
    const { calls, user } = renderPage({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'POST /api/request/42': () => json(200, { request: MY_OFFER }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Школа на 300 мест' });
    const form = offerForm();
    const price = within(form).getByRole('textbox', { name: 'Цена, ₽' });
    await user.type(price, '1 250 000,50');
    // Shown back as read.
    expect(price).toHaveAccessibleDescription(formatRubles(125_000_050));
    // No rate to choose until the price says it is liable for НДС.
    expect(within(form).queryByRole('combobox', { name: 'Ставка НДС' })).toBeNull();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'НДС' }), 'С НДС');
    expect(screen.getByTestId('price-sums')).toBeEmptyDOMElement();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Ставка НДС' }), '22 %');
    const sums = screen.getByTestId('price-sums');
    expect(sums).toHaveTextContent('Цена с НДС: 1 250 000,50 ₽');
    expect(sums).toHaveTextContent('Цена без НДС: 1 024 590,57 ₽');
    expect(sums).toHaveTextContent('НДС 22 %: 225 409,93 ₽');

    await user.type(within(form).getByRole('textbox', { name: 'Срок выполнения, дней' }), '45');
    await user.type(within(form).getByLabelText('Действует до'), VALID_UNTIL);
    await addLines(user, form, 'Включено в стоимость', ['Материалы', 'Лишнее', 'Вывоз мусора']);
    const included = within(form).getByRole('group', { name: 'Включено в стоимость' });
    await user.click(within(included).getByRole('button', { name: 'Удалить строку 2' }));
    expect(within(included).getByRole('textbox', { name: 'Включено в стоимость 2' })).toHaveValue(
      'Вывоз мусора',
    );
    await addLines(user, form, 'Не включено в стоимость', ['Проектная документация']);

    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_TENDERS.offerSent);
    expect(posts(calls).map((c) => [c.url, c.body])).toEqual([
      [
        '/api/request/42',
        {
          docs_paths: [],
          price_kopecks: 125_000_050,
          vat: 'with_vat',
          vat_rate: 22,
          duration_days: 45,
          valid_until: VALID_UNTIL,
          inclusions: ['Материалы', 'Вывоз мусора'],
          exclusions: ['Проектная документация'],
        },
      ],
    ]);
    // The offer sent, with its terms.
    const mine = screen.getByRole('region', { name: 'Моё предложение' });
    const terms = within(mine).getByRole('region', { name: 'Условия предложения' });
    expect(terms).toHaveTextContent('1 250 000,50 ₽, с НДС 22 %');
    expect(terms).toHaveTextContent('45 дней');
    expect(terms).toHaveTextContent('31.12.2030');
    expect(within(terms).getByText('Вывоз мусора')).toBeInTheDocument();
    expect(within(terms).getByText('Проектная документация')).toBeInTheDocument();
  });

  it('sends НДС не облагается without a rate', async () => {
    const { calls, user } = renderPage({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'POST /api/request/42': () => json(200, { request: MY_OFFER }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Школа на 300 мест' });
    const form = offerForm();
    await user.type(within(form).getByRole('textbox', { name: 'Цена, ₽' }), '99');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'НДС' }), 'С НДС');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Ставка НДС' }), '10 %');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'НДС' }),
      'НДС не облагается',
    );
    expect(within(form).queryByRole('combobox', { name: 'Ставка НДС' })).toBeNull();
    expect(screen.getByTestId('price-sums')).toHaveTextContent('Цена без НДС: 99 ₽');
    await user.type(within(form).getByRole('textbox', { name: 'Срок выполнения, дней' }), '3');
    await user.type(within(form).getByLabelText('Действует до'), VALID_UNTIL);
    await user.type(within(form).getByRole('textbox', { name: 'Комментарий' }), 'УСН');
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    await screen.findByRole('status');
    expect(posts(calls)[0]?.body).toEqual({
      comment: 'УСН',
      docs_paths: [],
      price_kopecks: 9900,
      vat: 'not_liable',
      vat_rate: null,
      duration_days: 3,
      valid_until: VALID_UNTIL,
      inclusions: [],
      exclusions: [],
    });
  });

  it('says which terms are missing or wrong once any is given, and sends nothing', async () => {
    const { calls, user } = renderPage({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Школа на 300 мест' });
    const form = offerForm();
    const price = within(form).getByRole('textbox', { name: 'Цена, ₽' });
    await user.type(price, 'миллион');
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(price).toHaveAccessibleDescription(MSG_OFFERS.priceFormat);
    expect(within(form).getByRole('combobox', { name: 'НДС' })).toHaveAccessibleDescription(
      MSG_OFFERS.vatRequired,
    );
    expect(
      within(form).getByRole('textbox', { name: 'Срок выполнения, дней' }),
    ).toHaveAccessibleDescription(MSG_OFFERS.durationRequired);
    expect(within(form).getByLabelText('Действует до')).toHaveAccessibleDescription(
      MSG_OFFERS.validUntilRequired,
    );

    // An edit takes its field's words away; a past date is refused as Moscow counts days.
    await user.clear(price);
    await user.type(price, '1000');
    expect(price).not.toHaveAccessibleDescription(MSG_OFFERS.priceFormat);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'НДС' }), 'С НДС');
    await user.type(within(form).getByRole('textbox', { name: 'Срок выполнения, дней' }), '0');
    await user.type(within(form).getByLabelText('Действует до'), YESTERDAY);
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(within(form).getByRole('combobox', { name: 'Ставка НДС' })).toHaveAccessibleDescription(
      MSG_OFFERS.vatRateRequired,
    );
    expect(
      within(form).getByRole('textbox', { name: 'Срок выполнения, дней' }),
    ).toHaveAccessibleDescription(MSG_OFFERS.durationRange);
    expect(within(form).getByLabelText('Действует до')).toHaveAccessibleDescription(
      MSG_OFFERS.validUntilPast,
    );
    expect(posts(calls)).toHaveLength(0);
    expect(price).toHaveValue('1000');
  });

  it("shows the server's field errors under their fields and keeps everything typed", async () => {
    const { calls, user } = renderPage({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'POST /api/request/42': () =>
        json(400, {
          errors: [MSG_OFFERS.validUntilTooFar, MSG_OFFERS.lineTooLong, 'Некорректный путь файла'],
          fields: {
            valid_until: [MSG_OFFERS.validUntilTooFar],
            'inclusions.0': [MSG_OFFERS.lineTooLong],
            'docs_paths.0': ['Некорректный путь файла'],
          },
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Школа на 300 мест' });
    const form = offerForm();
    await user.type(within(form).getByRole('textbox', { name: 'Цена, ₽' }), '500000');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'НДС' }), 'С НДС');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Ставка НДС' }), '5 %');
    await user.type(within(form).getByRole('textbox', { name: 'Срок выполнения, дней' }), '10');
    await user.type(within(form).getByLabelText('Действует до'), VALID_UNTIL);
    await addLines(user, form, 'Включено в стоимость', ['Материалы']);
    await user.type(within(form).getByRole('textbox', { name: 'Комментарий' }), 'Смета');
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));

    await waitFor(() =>
      expect(within(form).getByLabelText('Действует до')).toHaveAccessibleDescription(
        MSG_OFFERS.validUntilTooFar,
      ),
    );
    expect(
      within(within(form).getByRole('group', { name: 'Включено в стоимость' })).getByText(
        MSG_OFFERS.lineTooLong,
      ),
    ).toBeInTheDocument();
    // What belongs to no field shows above, alone.
    expect(screen.getByRole('alert')).toHaveTextContent(/^Некорректный путь файла$/);
    expect(posts(calls)).toHaveLength(1);
    expect(within(form).getByRole('textbox', { name: 'Цена, ₽' })).toHaveValue('500000');
    expect(within(form).getByRole('combobox', { name: 'Ставка НДС' })).toHaveValue('5');
    expect(within(form).getByLabelText('Действует до')).toHaveValue(VALID_UNTIL);
    expect(within(form).getByRole('textbox', { name: 'Включено в стоимость 1' })).toHaveValue(
      'Материалы',
    );
    expect(within(form).getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Смета');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('OfferPanel: my offer, its changes and their history', () => {
  beforeEach(() => {
    seedSession({ token: 't', user: { type: 'contractor' } as never });
    uploads.file.mockClear();
  });

  const REVISIONS = {
    revisions: [
      {
        number: 2,
        created_at: '2026-11-21T09:30:00.000Z',
        comment: 'Сделаем за полтора месяца',
        document_files: MY_OFFER.document_files,
        offer: MY_OFFER.offer,
        changes: [
          {
            field: 'price',
            label: 'Цена',
            before: '1 300 000 ₽, с НДС 22 %',
            after: '1 250 000,50 ₽, с НДС 22 %',
          },
          { field: 'duration_days', label: 'Срок выполнения', before: '60 дней', after: '45 дней' },
        ],
      },
      {
        number: 1,
        created_at: '2026-11-20T10:00:00.000Z',
        comment: 'Сделаем за два месяца',
        document_files: [],
        offer: makeOfferTerms({ price_kopecks: 130_000_000, duration_days: 60 }),
        changes: [],
      },
    ],
  };

  it('shows the terms and the history of its versions with what each changed', async () => {
    const { calls } = renderPage({
      'GET /api/tenders/42': () => json(200, { tender: { ...SCHOOL, requests: [MY_OFFER] } }),
      'GET /api/request/9/revisions': () => json(200, REVISIONS),
    });
    const mine = await screen.findByRole('region', { name: 'Моё предложение' });
    expect(within(mine).getByRole('region', { name: 'Условия предложения' })).toHaveTextContent(
      '1 250 000,50 ₽, с НДС 22 %',
    );
    const history = within(mine).getByRole('region', { name: 'История изменений' });
    await within(history).findByText(MSG_OFFERS.historyFirst);
    const versions = history.querySelectorAll('ol > li');
    expect(versions).toHaveLength(2);
    expect(versions[0]).toHaveTextContent(/^Версия 2 · 21\.11\.2026/);
    expect(versions[1]).toHaveTextContent(/^Версия 1 · 20\.11\.2026/);
    expect(
      within(history).getByText('Цена: 1 300 000 ₽, с НДС 22 % → 1 250 000,50 ₽, с НДС 22 %'),
    ).toBeInTheDocument();
    expect(within(history).getByText('Срок выполнения: 60 дней → 45 дней')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/request/9/revisions')).toHaveLength(1);
  });

  it('revises the offer from a form filled with the active version', async () => {
    let request = MY_OFFER;
    const { calls, user } = renderPage({
      'GET /api/tenders/42': () => json(200, { tender: { ...SCHOOL, requests: [request] } }),
      'GET /api/request/9/revisions': () => json(200, REVISIONS),
      'POST /api/request/revise/9': () => {
        request = {
          ...MY_OFFER,
          offer: makeOfferTerms({ price_kopecks: 120_000_000 }),
          revision: 3,
        };
        return json(200, { request });
      },
    });
    const mine = await screen.findByRole('region', { name: 'Моё предложение' });
    await user.click(within(mine).getByRole('button', { name: 'Изменить предложение' }));
    const modal = await screen.findByRole('dialog', { name: 'Изменение предложения' });
    const price = within(modal).getByRole('textbox', { name: 'Цена, ₽' });
    expect(price).toHaveValue('1250000,50');
    expect(within(modal).getByRole('combobox', { name: 'НДС' })).toHaveValue('with_vat');
    expect(within(modal).getByRole('combobox', { name: 'Ставка НДС' })).toHaveValue('22');
    expect(within(modal).getByRole('textbox', { name: 'Срок выполнения, дней' })).toHaveValue('45');
    expect(within(modal).getByLabelText('Действует до')).toHaveValue('2030-12-31');
    expect(within(modal).getByRole('textbox', { name: 'Включено в стоимость 2' })).toHaveValue(
      'Вывоз мусора',
    );
    expect(within(modal).getByRole('textbox', { name: 'Не включено в стоимость 1' })).toHaveValue(
      'Проектная документация',
    );
    expect(within(modal).getByRole('textbox', { name: 'Комментарий' })).toHaveValue(
      'Сделаем за полтора месяца',
    );
    expect(within(modal).getByRole('button', { name: 'Скачать КП.pdf' })).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '1 200 000');
    await user.click(within(modal).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_OFFERS.revised);
    expect(posts(calls).map((c) => [c.url, c.body])).toEqual([
      [
        '/api/request/revise/9',
        {
          comment: 'Сделаем за полтора месяца',
          docs_paths: ['/storage/requests/kp.pdf'],
          price_kopecks: 120_000_000,
          vat: 'with_vat',
          vat_rate: 22,
          duration_days: 45,
          valid_until: '2030-12-31',
          inclusions: ['Материалы', 'Вывоз мусора'],
          exclusions: ['Проектная документация'],
        },
      ],
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Изменение предложения' })).toBeNull(),
    );
    expect(
      await within(screen.getByRole('region', { name: 'Моё предложение' })).findByText(
        '1 200 000 ₽, с НДС 22 %',
      ),
    ).toBeInTheDocument();
    // The history is asked again: the revision added a version.
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/request/9/revisions')).toHaveLength(2),
    );
  });

  it("shows the server's refusal of a revision in the form", async () => {
    const { user } = renderPage({
      'GET /api/tenders/42': () =>
        json(200, { tender: { ...SCHOOL, requests: [{ ...MY_OFFER, revision: 1 }] } }),
      'POST /api/request/revise/9': () => json(409, { errors: [MSG_OFFERS.reviseNotAllowed] }),
    });
    const mine = await screen.findByRole('region', { name: 'Моё предложение' });
    await user.click(within(mine).getByRole('button', { name: 'Изменить предложение' }));
    const modal = await screen.findByRole('dialog', { name: 'Изменение предложения' });
    await user.click(within(modal).getByRole('button', { name: 'Отправить' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(MSG_OFFERS.reviseNotAllowed);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers no change once the client decided or the deadline passed, and no history of one version', async () => {
    const passed = new Date(Date.now() - 3600_000).toISOString();
    renderPage({
      'GET /api/tenders/42': () =>
        json(200, {
          tender: {
            ...SCHOOL,
            offers_deadline: passed,
            requests: [{ ...MY_OFFER, revision: 1 }],
          },
        }),
    });
    const mine = await screen.findByRole('region', { name: 'Моё предложение' });
    expect(within(mine).getByRole('region', { name: 'Условия предложения' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Изменить предложение' })).toBeNull();
    expect(within(mine).queryByRole('region', { name: 'История изменений' })).toBeNull();
  });

  it('offers no change of a rejected offer', async () => {
    renderPage({
      'GET /api/tenders/42': () =>
        json(200, {
          tender: {
            ...SCHOOL,
            requests: [{ ...MY_OFFER, status: { code: 'rejected', label: 'Отказ' }, revision: 1 }],
          },
        }),
    });
    const mine = await screen.findByRole('region', { name: 'Моё предложение' });
    expect(within(mine).getByText('Отказ')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Изменить предложение' })).toBeNull();
  });
});
