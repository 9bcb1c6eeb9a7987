import { BANNER_MS, MSG, MSG_TENDERS, TENDER_STATUS_LABELS, formatMoscow } from '@podryad/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RequestsApi from '@/features/requests/api/upload-request-file';
import { ApiError } from '@/lib/api-client';
import { makeParty, makeRequest, makeTender, registryFacts } from '@/test/fixtures';
import { NO_QUESTIONS } from '@/test/questions';
import { trailPage } from '@/test/outcome';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
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

const CLIENT = {
  ...makeParty(7, { phone: '+79161234567', email: 'olga@example.ru' }),
  surname: 'Иванова',
  profile: {
    ...makeParty(7).profile,
    name: 'Ольга',
    surname: 'Иванова',
    vk: 'vk.com/olga',
    telegram: '@olga_build',
    whatsapp: '+79160000001',
    location: 'Казань',
  },
};

const SCHOOL = makeTender(42, 'Школа на 300 мест', {
  project: { id: 3, name: 'Жилой квартал' },
  type: 'complex_construction',
  stage: 'construction',
  complex_structure: true,
  start_date: '2027-03-01',
  end_date: '2027-09-30',
  address: 'г. Казань, ул. Пушкина, 5',
  latitude: 55.79,
  longitude: 49.12,
  description: 'Реконструкция здания школы',
  images: ['/storage/images/a.png', '/storage/images/b.png'],
  documents: ['/storage/docs/tz.pdf'],
  document_files: [{ path: '/storage/docs/tz.pdf', name: 'ТЗ.pdf', size: 2048 }],
  user: CLIENT,
});

/** My offer on the school as the server answers it. */
const MY_OFFER = makeRequest(9, 'waiting', {
  tender: { id: 42, tender_name: 'Школа на 300 мест', offers_deadline: null },
  origin: 'offer',
  comment: 'Сделаем за 6 месяцев',
  documents: ['/storage/requests/kp.pdf'],
  document_files: [{ path: '/storage/requests/kp.pdf', name: 'КП.pdf', size: 4096 }],
});

function renderPage(routes: Parameters<typeof serveFetch>[0], id = 42) {
  // The page loads the tender's questions too; these tests are about the rest of it.
  const served = serveFetch({
    'GET /api/tenders/42/questions': () => json(200, NO_QUESTIONS),
    'GET /api/tenders/42/trail': (_body, url) => json(200, trailPage([], url)),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile/contractor/tender/:id" element={<TenderPage id={id} />} />
    </Routes>,
    { route: `/profile/contractor/tender/${id}` },
  );
  return { ...served, user: userEvent.setup({ delay: null }) };
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const offerForm = () => screen.getByRole('region', { name: 'Коммерческое предложение' });

describe('TenderPage (contractor)', () => {
  beforeEach(() => {
    seedSession({ token: 't', user: { type: 'contractor' } as never });
    uploads.file.mockClear();
  });

  it("shows the tender, its document and the client's contacts", async () => {
    renderPage({ 'GET /api/tenders/42': () => json(200, { tender: SCHOOL }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Школа на 300 мест' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Жилой квартал')).toBeInTheDocument();
    // The kind of work once, with the stage a complex tender has.
    expect(screen.getByText('Комплексное строительство, этап: строительство')).toBeInTheDocument();
    expect(screen.queryByText('Этап')).not.toBeInTheDocument();
    expect(screen.getByText('01.03.2027')).toBeInTheDocument();
    expect(screen.getByText('30.09.2027')).toBeInTheDocument();
    expect(screen.getByText('Россия, г. Казань, ул. Пушкина, 5')).toBeInTheDocument();
    expect(screen.getByText('Реконструкция здания школы')).toBeInTheDocument();
    expect(await screen.findByText('Карта-заглушка')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Школа на 300 мест, изображение 1 из 2' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать ТЗ.pdf' })).toBeInTheDocument();

    const client = screen.getByRole('region', { name: 'Заказчик' });
    expect(within(client).getByText('Ольга Иванова')).toBeInTheDocument();
    expect(within(client).getByRole('link', { name: '+7 (916) 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+79161234567',
    );
    expect(within(client).getByRole('link', { name: 'olga@example.ru' })).toBeInTheDocument();
    for (const value of ['vk.com/olga', '@olga_build', '+79160000001', 'Казань']) {
      expect(within(client).getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Тендеры' })).toHaveAttribute(
      'href',
      '/profile/contractor/tenders',
    );
  });

  it('says whom the client buys for, with the register’s check beside it', async () => {
    const tender = {
      ...SCHOOL,
      buyer: { kind: 'company', name: 'Ромашка', inn: '7701000019', registry: registryFacts() },
    } as const;
    renderPage({ 'GET /api/tenders/42': () => json(200, { tender }) });
    const client = await screen.findByRole('region', { name: 'Заказчик' });
    expect(
      within(client).getByText('Заказчик закупает для компании «Ромашка», ИНН 7701000019'),
    ).toBeInTheDocument();
    expect(within(client).getByText('Действует')).toBeInTheDocument();
    expect(within(client).getByText(/^Проверено по ЕГРЮЛ/)).toBeInTheDocument();
  });

  it('says a client buys for itself', async () => {
    renderPage({
      'GET /api/tenders/42': () => json(200, { tender: { ...SCHOOL, buyer: { kind: 'self' } } }),
    });
    const client = await screen.findByRole('region', { name: 'Заказчик' });
    expect(within(client).getByText('Заказчик закупает для себя')).toBeInTheDocument();
  });

  it("shows no '-' or 'нет' the client typed as a contact", async () => {
    const profile = { ...CLIENT.profile, vk: '-', telegram: 'нет', whatsapp: '+79160000001' };
    renderPage({
      'GET /api/tenders/42': () =>
        json(200, { tender: { ...SCHOOL, user: { ...CLIENT, profile } } }),
    });
    const client = await screen.findByRole('region', { name: 'Заказчик' });
    expect(within(client).getByText('+79160000001')).toBeInTheDocument();
    expect(within(client).queryByText('VK')).not.toBeInTheDocument();
    expect(within(client).queryByText('Telegram')).not.toBeInTheDocument();
    expect(within(client).queryByText('-')).not.toBeInTheDocument();
    expect(within(client).queryByText('нет')).not.toBeInTheDocument();
  });

  it('shows the deadline for offers in Moscow time with the time left, and the form', async () => {
    const deadline = new Date(Date.now() + 2 * 24 * 3600_000 + 3 * 3600_000 + 30 * 60_000);
    renderPage({
      'GET /api/tenders/42': () =>
        json(200, { tender: { ...SCHOOL, offers_deadline: deadline.toISOString() } }),
    });
    const shown = await screen.findByTestId('offers-deadline');
    expect(shown).toHaveTextContent(`Приём предложений до ${formatMoscow(deadline)}`);
    expect(shown).toHaveTextContent('осталось 2 дн. 3 ч');
    expect(within(offerForm()).getByRole('button', { name: 'Отправить' })).toBeInTheDocument();
  });

  it('after the deadline: says offers are closed and offers no form', async () => {
    const deadline = new Date(Date.now() - 3600_000).toISOString();
    renderPage({
      'GET /api/tenders/42': () => json(200, { tender: { ...SCHOOL, offers_deadline: deadline } }),
    });
    expect(await screen.findByTestId('offers-deadline')).toHaveTextContent(
      'приём предложений завершён',
    );
    expect(screen.getByText(MSG_TENDERS.offersClosedNote)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Коммерческое предложение' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отправить' })).toBeNull();
  });

  it('sends an offer with the comment and the uploaded file paths, then shows it', async () => {
    const { calls, user } = renderPage({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'POST /api/request/42': () => json(200, { request: MY_OFFER }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Школа на 300 мест' });
    await user.type(
      within(offerForm()).getByRole('textbox', { name: 'Комментарий' }),
      'Сделаем за 6 месяцев',
    );
    await user.upload(within(offerForm()).getByLabelText('Прикрепить файлы'), [
      pdf('КП.pdf'),
      pdf('Смета.pdf'),
    ]);
    expect(uploads.file).toHaveBeenCalledTimes(2);
    // A file can go again before sending, after a confirm (once its upload has finished).
    await user.click(
      await within(offerForm()).findByRole('button', { name: 'Удалить документ Смета.pdf' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    expect(within(offerForm()).queryByText('Смета.pdf')).not.toBeInTheDocument();

    await user.click(within(offerForm()).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_TENDERS.offerSent);
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/request/42');
    expect(post?.body).toEqual({
      comment: 'Сделаем за 6 месяцев',
      docs_paths: ['/storage/requests/КП.pdf'],
    });
    // The form gives way to the offer's state.
    expect(screen.queryByRole('region', { name: 'Коммерческое предложение' })).toBeNull();
    const mine = screen.getByRole('region', { name: 'Моё предложение' });
    expect(within(mine).getByText('Принятие решения')).toBeInTheDocument();
    expect(within(mine).getByText('Сделаем за 6 месяцев')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Скачать КП.pdf' })).toBeInTheDocument();
  });

  it('asks for a comment or a file before sending anything, and keeps a written offer from a click away', async () => {
    const { calls, user } = renderPage({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Школа на 300 мест' });
    await user.click(within(offerForm()).getByRole('button', { name: 'Отправить' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_TENDERS.offerEmpty);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // The words go once there is something to send.
    await user.type(within(offerForm()).getByRole('textbox', { name: 'Комментарий' }), 'Смета');
    expect(screen.queryByRole('alert')).toBeNull();
    // A written offer is not dropped by a stray click away.
    await user.click(screen.getByRole('link', { name: 'Тендеры' }));
    const ask = await screen.findByRole('dialog', { name: 'Уйти со страницы?' });
    await user.click(within(ask).getByRole('button', { name: 'Остаться' }));
    expect(within(offerForm()).getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Смета');
  });

  it("shows the server's refusal of a second offer and then the offer it has", async () => {
    let tender = SCHOOL;
    const { user } = renderPage({
      'GET /api/tenders/42': () => json(200, { tender }),
      'POST /api/request/42': () => {
        // Sent meanwhile from another tab: the server has it and refuses this one.
        tender = { ...SCHOOL, requests: [MY_OFFER] };
        return json(409, { errors: [MSG_TENDERS.alreadyOffered] });
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Школа на 300 мест' });
    await user.type(within(offerForm()).getByRole('textbox', { name: 'Комментарий' }), 'Ещё раз');
    await user.click(within(offerForm()).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Вы уже отправили предложение по этому тендеру',
    );
    const mine = await screen.findByRole('region', { name: 'Моё предложение' });
    expect(within(mine).getByText('Сделаем за 6 месяцев')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("falls back to 'Ошибка отправки заявки' and keeps the form", async () => {
    const { user } = renderPage({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'POST /api/request/42': () => new Response('', { status: 500 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Школа на 300 мест' });
    await user.type(within(offerForm()).getByRole('textbox', { name: 'Комментарий' }), 'Цена');
    await user.click(within(offerForm()).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ошибка отправки заявки$/);
    expect(within(offerForm()).getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Цена');
  });

  it("says why a file did not upload, else 'Ошибка загрузки файлов'", async () => {
    uploads.file
      .mockRejectedValueOnce(new ApiError(413, ['Файл слишком большой']))
      // An answer without words of its own: the screen's fallback.
      .mockRejectedValueOnce(new ApiError(500, [MSG.generic]));
    const { user } = renderPage({ 'GET /api/tenders/42': () => json(200, { tender: SCHOOL }) });
    await screen.findByRole('heading', { level: 1, name: 'Школа на 300 мест' });
    await user.upload(within(offerForm()).getByLabelText('Прикрепить файлы'), [
      pdf('big.pdf'),
      pdf('bad.pdf'),
    ]);
    const alerts = await within(offerForm()).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'big.pdf: Файл слишком большой',
      `bad.pdf: ${MSG_TENDERS.filesUploadFailed}`,
    ]);
  });

  it('shows my existing offer instead of the form', async () => {
    renderPage({
      'GET /api/tenders/42': () => json(200, { tender: { ...SCHOOL, requests: [MY_OFFER] } }),
    });
    const mine = await screen.findByRole('region', { name: 'Моё предложение' });
    expect(within(mine).getByText('Принятие решения')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Коммерческое предложение' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отправить' })).toBeNull();
  });

  it('shows a rejected offer with its reason', async () => {
    const rejected = { ...MY_OFFER, status: { code: 'rejected' as const, label: 'rejected' } };
    renderPage({
      'GET /api/tenders/42': () =>
        json(200, {
          tender: { ...SCHOOL, requests: [{ ...rejected, reject_reason: 'Сжатые сроки' }] },
        }),
    });
    const mine = await screen.findByRole('region', { name: 'Моё предложение' });
    expect(within(mine).getByText('Отказ')).toBeInTheDocument();
    expect(within(mine).getByText('Сжатые сроки')).toBeInTheDocument();
  });

  it('leads an invited contractor to its invitation page', async () => {
    const invitation = makeRequest(5, 'offered', {
      tender: { id: 42, tender_name: 'Школа на 300 мест', offers_deadline: null },
    });
    renderPage({
      'GET /api/tenders/42': () => json(200, { tender: { ...SCHOOL, requests: [invitation] } }),
    });
    const mine = await screen.findByRole('region', { name: 'Приглашение заказчика' });
    expect(within(mine).getByText('Принятие решения')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'Ответить на приглашение' })).toHaveAttribute(
      'href',
      '/profile/contractor/tenderfrom/42',
    );
    expect(screen.queryByRole('button', { name: 'Отправить' })).toBeNull();
  });

  it('takes no offers once the executor is chosen', async () => {
    renderPage({
      'GET /api/tenders/42': () =>
        json(200, {
          tender: {
            ...SCHOOL,
            status: { code: 'executor_chosen', label: 'Исполнитель выбран' },
          },
        }),
    });
    expect(await screen.findByText(MSG_TENDERS.tenderClosed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить' })).toBeNull();
  });

  it('says a tender closed without a choice takes no offers, not that an executor was chosen', async () => {
    renderPage({
      'GET /api/tenders/42': () =>
        json(200, {
          tender: {
            ...SCHOOL,
            status: {
              code: 'closed_without_choice',
              label: 'Тендер завершён без выбора исполнителя',
            },
          },
        }),
    });
    expect(await screen.findByText(MSG_TENDERS.closedWithoutChoice)).toBeInTheDocument();
    expect(screen.queryByText(MSG_TENDERS.tenderClosed)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отправить' })).toBeNull();
  });

  it('shows a withdrawn tender as cancelled by its client, with no way to answer', async () => {
    const invitation = makeRequest(5, 'offered', {
      tender: { id: 42, tender_name: 'Школа на 300 мест', offers_deadline: null },
    });
    renderPage({
      'GET /api/tenders/42': () =>
        json(200, {
          tender: {
            ...SCHOOL,
            status: { code: 'withdrawn', label: TENDER_STATUS_LABELS.withdrawn },
            requests: [invitation],
          },
        }),
    });
    expect(await screen.findByText('Тендер отменён заказчиком')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ответить на приглашение' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отправить' })).toBeNull();
  });

  it("says 'Тендер не найден' for an unknown tender", async () => {
    renderPage(
      {
        'GET /api/tenders/77': () => json(404, { errors: [MSG_TENDERS.tenderNotFound] }),
      },
      77,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Тендер не найден' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к тендерам' })).toHaveAttribute(
      'href',
      '/profile/contractor/tenders',
    );
  });

  describe('with timers', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it(`says '${MSG_TENDERS.tenderLoadFailed}' when the tender fails to load`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderPage({ 'GET /api/tenders/42': () => new Response('', { status: 500 }) });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await screen.findByRole('alert')).toHaveTextContent(MSG_TENDERS.tenderLoadFailed);
    });

    it('hides the banner after 4 s', async () => {
      const { user } = renderPage({
        'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
        'POST /api/request/42': () => json(200, { request: MY_OFFER }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Школа на 300 мест' });
      await user.type(within(offerForm()).getByRole('textbox', { name: 'Комментарий' }), 'Цена');
      await user.click(within(offerForm()).getByRole('button', { name: 'Отправить' }));
      expect(await screen.findByRole('status')).toHaveTextContent(MSG_TENDERS.offerSent);
      await act(() => vi.advanceTimersByTimeAsync(BANNER_MS + 100));
      expect(screen.queryByText(MSG_TENDERS.offerSent)).toBeNull();
    });
  });
});
