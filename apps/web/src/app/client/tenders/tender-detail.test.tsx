import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TendersApi from '@/features/tenders/api/upload-tender-file';
import { MSG_TENDERS } from '@podryad/domain';
import { makeOfferTerms, makeParty, makeRequest, makeTender } from '@/test/fixtures';
import { NO_QUESTIONS } from '@/test/questions';
import { trailPage } from '@/test/outcome';
import {
  type FetchCall,
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
  Where,
} from '@/test/render';
import { TenderDetail } from '@/app/client/tenders/tender-detail';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));

const uploads = vi.hoisted(() => ({
  document: vi.fn(async (file: File, onProgress?: (p: number) => void) => {
    onProgress?.(50);
    return { path: `/storage/docs/${file.name}`, name: file.name, size: 10 };
  }),
}));
vi.mock('@/features/tenders/api/upload-tender-file', async (importOriginal) => ({
  ...(await importOriginal<typeof TendersApi>()),
  uploadTenderFile: uploads.document,
}));

/** The tender on the screen, with what the fields, the map and the documents are checked against. */
const SCHOOL = makeTender(42, 'Школа', {
  project: { id: 5, name: 'Городок' },
  project_name: 'Городок',
  projectId: 5,
  type: 'construction',
  stage: 'construction',
  start_date: '2030-05-10',
  end_date: null,
  address: 'Казань, Баумана 1',
  latitude: 55.79,
  longitude: 49.11,
  images: ['/storage/images/a.png'],
  documents: ['/storage/docs/plan.pdf', '/storage/docs/smeta.xls'],
  document_files: [
    { path: '/storage/docs/plan.pdf', name: 'План.pdf', size: 374579 },
    { path: '/storage/docs/smeta.xls', name: 'Смета.xls', size: 2048 },
  ],
});

/** The server of the page; its questions (the tests of their section are beside it) are none. */
const serve = (routes: FetchRoutes) =>
  serveFetch({
    'GET /api/tenders/42/questions': () => json(200, NO_QUESTIONS),
    'GET /api/tenders/42/trail': (_body, url) => json(200, trailPage([], url)),
    ...routes,
  });

function renderDetail(id = 42) {
  renderWithProviders(
    <Routes>
      <Route path="/profile/client/tender/:id" element={<TenderDetail id={id} />} />
      <Route path="/profile/client/main" element={<Where />} />
    </Routes>,
    { route: `/profile/client/tender/${id}` },
  );
}

const patches = (calls: FetchCall[]) =>
  calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

describe('TenderDetail', { timeout: 20_000 }, () => {
  beforeEach(() => seedSession({ token: 't' }));
  afterEach(() => vi.useRealTimers());

  it('shows each fact once: the read-only fields, the documents with real sizes, the address', async () => {
    serve({ 'GET /api/tenders/42': () => json(200, { tender: SCHOOL }) });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Школа' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(nav).getByRole('link', { name: 'Главная' })).toBeInTheDocument();
    expect(within(nav).getByText('О тендере')).toBeInTheDocument();
    expect(screen.getByText('Городок')).toBeInTheDocument();
    // Each fact once: the kind of work (its stage is the same here), the address in its field.
    expect(screen.getAllByText('Строительство')).toHaveLength(1);
    expect(screen.queryByText('Этап')).not.toBeInTheDocument();
    expect(screen.getAllByText('Школа')).toHaveLength(1);
    expect(screen.getByText('10.05.2030')).toBeInTheDocument();
    expect(screen.queryByText('Россия, Казань, Баумана 1')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Изображение объекта 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Адрес объекта' })).toHaveValue('Казань, Баумана 1');
    expect(screen.getByText('365,8 КБ')).toBeInTheDocument();
    expect(screen.getByText('2,0 КБ')).toBeInTheDocument();
  });

  it("lists the requests: an invited contractor's participation, a priced offer's price and duration", async () => {
    const company = (id: number, name: string) => makeParty(id, { profile: { short_name: name } });
    const tender = {
      ...SCHOOL,
      requests: [
        makeRequest(1, 'waiting', {
          user: company(101, 'СтройМонтаж'),
          offer: makeOfferTerms(),
          revision: 1,
        }),
        makeRequest(2, 'offered', { user: company(102, 'ПроектПлюс'), intent: 'will_bid' }),
        makeRequest(3, 'offered', { user: company(103, 'Бетон-Сервис') }),
        makeRequest(4, 'declined', { user: company(104, 'Фасад') }),
        makeRequest(5, 'accepted_by_contractor', {
          user: company(105, 'Кровля'),
          offer: makeOfferTerms({ vat: 'not_liable', vat_rate: null, duration_days: 21 }),
          revision: 2,
        }),
      ],
    };
    serve({ 'GET /api/tenders/42': () => json(200, { tender }) });
    renderDetail();
    const list = await screen.findByRole('list', { name: 'Заявки' });
    const rows = within(list).getAllByTestId('request');
    const glance = (row: HTMLElement) => ({
      participation: within(row).queryByTestId('participation')?.textContent ?? null,
      offer: within(row).queryByTestId('offer-glance')?.textContent?.replace(/\s+/g, ' ') ?? null,
    });
    expect(rows.map(glance)).toEqual([
      // An offer that came unasked: its status says it all.
      { participation: null, offer: '1 220 000 ₽, с НДС 22 % · 45 дней' },
      { participation: 'Будет участвовать', offer: null },
      { participation: 'Нет ответа', offer: null },
      { participation: 'Не будет участвовать', offer: null },
      { participation: 'Предложение получено', offer: '1 220 000 ₽, НДС не облагается · 21 день' },
    ]);
    expect(screen.getByRole('link', { name: 'Сравнить предложения' })).toHaveAttribute(
      'href',
      '/profile/client/tender/42/comparison',
    );
  });

  it('offers no comparison before a contractor has answered', async () => {
    serve({
      'GET /api/tenders/42': () =>
        json(200, { tender: { ...SCHOOL, requests: [makeRequest(2, 'offered')] } }),
    });
    renderDetail();
    expect(await screen.findByText('Нет ответа')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Сравнить предложения' })).not.toBeInTheDocument();
  });

  it('opens an answer in the drawer and chooses the executor there', async () => {
    const offer = makeRequest(1, 'waiting', {
      user: makeParty(101, { profile: { short_name: 'СтройМонтаж' } }),
      offer: makeOfferTerms(),
      revision: 1,
    });
    const { calls } = serve({
      'GET /api/tenders/42': () => json(200, { tender: { ...SCHOOL, requests: [offer] } }),
      'GET /api/request/1': () => json(200, { request: offer }),
      'POST /api/request/accept/1': () =>
        json(200, { request: { ...offer, status: { code: 'accepted', label: 'Принято' } } }),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Смотреть ответ: СтройМонтаж' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ответ подрядчика' });
    expect(
      await within(drawer).findByRole('region', { name: 'Условия предложения' }),
    ).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Выбрать исполнителем' }));
    const confirm = await screen.findByRole('dialog', { name: 'Выбрать исполнителем?' });
    await user.click(within(confirm).getByRole('radio', { name: 'Цена' }));
    await user.click(within(confirm).getByRole('button', { name: 'Выбрать' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_TENDERS.executorChosen);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/request/accept/1',
    ]);
  });

  it("warns in the drawer's confirm while offers are still taken", async () => {
    const ahead = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const offer = makeRequest(1, 'waiting', {
      user: makeParty(101, { profile: { short_name: 'СтройМонтаж' } }),
      tender: { id: 42, tender_name: SCHOOL.tender_name, offers_deadline: ahead },
    });
    serve({
      'GET /api/tenders/42': () =>
        json(200, { tender: { ...SCHOOL, offers_deadline: ahead, requests: [offer] } }),
      'GET /api/request/1': () => json(200, { request: offer }),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Смотреть ответ: СтройМонтаж' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ответ подрядчика' });
    await user.click(await within(drawer).findByRole('button', { name: 'Выбрать исполнителем' }));
    const confirm = await screen.findByRole('dialog', { name: 'Выбрать исполнителем?' });
    expect(confirm).toHaveTextContent(/Приём предложений ещё открыт/);
  });

  it('shows the deadline and extends it through the modal, without a confirm', async () => {
    const passed = new Date(Date.now() - 3600_000).toISOString();
    const next = `${new Date().getFullYear() + 1}-01-10T18:00`;
    const { calls } = serve({
      'GET /api/tenders/42': () => json(200, { tender: { ...SCHOOL, offers_deadline: passed } }),
      'PATCH /api/tenders/42': () =>
        json(200, {
          tender: { ...SCHOOL, offers_deadline: new Date(`${next}:00+03:00`).toISOString() },
        }),
    });
    renderDetail();
    expect(await screen.findByTestId('tender-deadline')).toHaveTextContent(
      'приём предложений завершён',
    );
    // Said once: the label, then the moment (not 'Приём предложений до' again).
    expect(screen.getAllByText(/Приём предложений до/)).toHaveLength(1);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Изменить срок' }));
    const modal = await screen.findByRole('dialog', { name: 'Срок приёма предложений' });
    const field = within(modal).getByLabelText('Приём предложений до (МСК)');
    // The modal checks the server's rule first: a past moment is not sent.
    fireEvent.change(field, { target: { value: '2020-01-10T18:00' } });
    await user.click(within(modal).getByRole('button', { name: 'Сохранить' }));
    expect(within(modal).getByText(MSG_TENDERS.deadlinePast)).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
    fireEvent.change(field, { target: { value: next } });
    await user.click(within(modal).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(MSG_TENDERS.deadlineSaved)).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ offers_deadline: `${next}:00+03:00` }]);
    expect(screen.getByTestId('tender-deadline')).toHaveTextContent(/осталось/);
  });

  it("a refused deadline save shows the server's words", async () => {
    serve({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'PATCH /api/tenders/42': () =>
        json(400, { errors: [MSG_TENDERS.deadlineTooFar], message: MSG_TENDERS.deadlineTooFar }),
    });
    renderDetail();
    expect(await screen.findByText(MSG_TENDERS.noDeadline)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Установить срок' }));
    const modal = await screen.findByRole('dialog', { name: 'Срок приёма предложений' });
    fireEvent.change(within(modal).getByLabelText('Приём предложений до (МСК)'), {
      target: { value: `${new Date().getFullYear() + 1}-01-10T18:00` },
    });
    await user.click(within(modal).getByRole('button', { name: 'Сохранить' }));
    expect(await within(modal).findByText(MSG_TENDERS.deadlineTooFar)).toBeInTheDocument();
  });

  it('saves the address 1 s after the last keystroke, once', async () => {
    const { calls } = serve({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'PATCH /api/tenders/42': () =>
        json(200, { tender: { ...SCHOOL, address: 'Казань, Кремль' } }),
    });
    renderDetail();
    const input = await screen.findByRole('textbox', { name: 'Адрес объекта' });
    // Loaded with real timers; the debounce runs on fake ones.
    vi.useFakeTimers();

    fireEvent.change(input, { target: { value: 'Казань, Кре' } });
    await act(() => vi.advanceTimersByTimeAsync(900));
    fireEvent.change(input, { target: { value: 'Казань, Кремль' } });
    await act(() => vi.advanceTimersByTimeAsync(900));
    // 1.8 s since the first keystroke, 0.9 s since the last: nothing saved yet.
    expect(patches(calls)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(patches(calls)).toEqual([
      { address: 'Казань, Кремль', latitude: 55.79, longitude: 49.11 },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Сохранено')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Адрес объекта' })).toHaveValue('Казань, Кремль');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(patches(calls)).toHaveLength(1);
  });

  it("a failed address save says 'Ошибка при обновлении тендера'", async () => {
    serve({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'PATCH /api/tenders/42': () => json(500, { errors: ['Внутренняя ошибка'] }),
    });
    renderDetail();
    const input = await screen.findByRole('textbox', { name: 'Адрес объекта' });
    // Loaded with real timers; the debounce runs on fake ones.
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'Казань' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка при обновлении тендера');
  });

  it('deletes a document only after the confirm, and says Документ удален', async () => {
    const { calls } = serve({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'PATCH /api/tenders/42': () =>
        json(200, {
          tender: {
            ...SCHOOL,
            documents: ['/storage/docs/smeta.xls'],
            document_files: [{ path: '/storage/docs/smeta.xls', name: 'Смета.xls', size: 2048 }],
          },
        }),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Удалить документ План.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить документ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(patches(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Удалить документ План.pdf' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Удалить документ?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Документ удален');
    expect(patches(calls)).toEqual([{ docs_paths: ['/storage/docs/smeta.xls'] }]);
    expect(screen.queryByRole('button', { name: 'Скачать План.pdf' })).not.toBeInTheDocument();
  });

  it("a refused document delete says 'Ошибка при удалении документа'", async () => {
    serve({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'PATCH /api/tenders/42': () => json(500, { errors: [] }),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Удалить документ План.pdf' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Удалить документ?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при удалении документа');
    expect(screen.getByRole('button', { name: 'Скачать План.pdf' })).toBeInTheDocument();
  });

  it('uploads a document and adds it to the stored ones', async () => {
    const { calls } = serve({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'PATCH /api/tenders/42': () => json(200, { tender: SCHOOL }),
    });
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('button', { name: 'Загрузить документ (pdf, doc, png...)' });
    await user.upload(screen.getByLabelText('Загрузить документ'), new File(['x'], 'new.pdf'));
    expect(await screen.findByRole('status')).toHaveTextContent('Документы успешно добавлены');
    expect(patches(calls)).toEqual([
      {
        docs_paths: ['/storage/docs/plan.pdf', '/storage/docs/smeta.xls', '/storage/docs/new.pdf'],
      },
    ]);
  });

  it("a failed upload says 'Ошибка загрузки документа' and changes nothing", async () => {
    uploads.document.mockRejectedValueOnce(new Error('network'));
    const { calls } = serve({ 'GET /api/tenders/42': () => json(200, { tender: SCHOOL }) });
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('button', { name: 'Загрузить документ (pdf, doc, png...)' });
    await user.upload(screen.getByLabelText('Загрузить документ'), new File(['x'], 'new.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка загрузки документа');
    expect(patches(calls)).toEqual([]);
  });

  it('deletes the tender after the confirm and returns to the dashboard with deleted=1', async () => {
    const { calls } = serve({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'DELETE /api/tenders/42': () => json(200, { success: true }),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Действия с тендером' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить тендер' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить тендер?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(
      await screen.findByText('Адрес страницы: /profile/client/main?deleted=1'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it("a refused tender delete says 'Ошибка при удалении тендера'", async () => {
    serve({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'DELETE /api/tenders/42': () => json(500, { errors: [] }),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Действия с тендером' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить тендер' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Удалить тендер?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при удалении тендера');
  });

  it('a tender that does not exist: Тендер не найден with the way back', async () => {
    serve({});
    renderDetail(999);
    expect(await screen.findByRole('heading', { name: 'Тендер не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute(
      'href',
      '/profile/client/main',
    );
  });
});
