import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TendersApi from '@/features/tenders/api/upload-tender-file';
import { MSG_ADDENDA, proposedDeadline, type Tender } from '@podryad/domain';
import { makeRequest, makeTender } from '@/test/fixtures';
import { makeAddendum } from '@/test/addenda';
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
import { TenderDetail } from '@/app/client/tenders/tender-detail';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));
vi.mock('@/features/tenders/api/upload-tender-file', async (importOriginal) => ({
  ...(await importOriginal<typeof TendersApi>()),
  uploadTenderFile: async (file: File) => ({
    path: `/storage/docs/${file.name}`,
    name: file.name,
    size: 10,
  }),
}));

/** A tender with an offer: every change of it becomes an addendum. */
const SCHOOL = makeTender(42, 'Школа', {
  address: 'Казань, Баумана 1',
  latitude: 55.79,
  longitude: 49.11,
  documents: ['/storage/docs/plan.pdf', '/storage/docs/smeta.xls'],
  document_files: [
    { path: '/storage/docs/plan.pdf', name: 'План.pdf', size: 374579 },
    { path: '/storage/docs/smeta.xls', name: 'Смета.xls', size: 2048 },
  ],
  requests: [makeRequest(1, 'waiting')],
  records_addenda: true,
});

const serve = (tender: Tender, routes: FetchRoutes = {}) =>
  serveFetch({
    'GET /api/tenders/42': () => json(200, { tender }),
    'GET /api/tenders/42/questions': () => json(200, NO_QUESTIONS),
    'GET /api/tenders/42/trail': (_body, url) => json(200, trailPage([], url)),
    ...routes,
  });

function renderDetail() {
  renderWithProviders(
    <Routes>
      <Route path="/profile/client/tender/:id" element={<TenderDetail id={42} />} />
    </Routes>,
    { route: '/profile/client/tender/42' },
  );
}

/** Types a new address; answers its save button once the address has been looked up on the map. */
async function changeAddress(value: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Адрес объекта' }), {
    target: { value },
  });
  const save = screen.getByRole('button', { name: MSG_ADDENDA.save });
  await waitFor(() => expect(save).toBeEnabled());
  return save;
}

const patches = (calls: FetchCall[]) =>
  calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

describe('TenderDetail with offers: addenda', { timeout: 20_000 }, () => {
  beforeEach(() => seedSession({ token: 't' }));
  afterEach(() => vi.useRealTimers());

  it('shows the addenda section', async () => {
    serve({ ...SCHOOL, addenda: [makeAddendum(1)] });
    renderDetail();
    const section = await screen.findByRole('region', { name: MSG_ADDENDA.title });
    expect(within(section).getByText('Уточнили объём')).toBeInTheDocument();
  });

  it('saves the address only by its button, with the note: no autosave', async () => {
    const { calls } = serve(SCHOOL, {
      'PATCH /api/tenders/42': () =>
        json(200, {
          tender: { ...SCHOOL, address: 'Казань, Кремль', addenda: [makeAddendum(1)] },
        }),
    });
    renderDetail();
    const input = await screen.findByRole('textbox', { name: 'Адрес объекта' });
    expect(screen.queryByLabelText(MSG_ADDENDA.noteLabel)).not.toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'Казань, Кремль' } });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(patches(calls)).toEqual([]);
    vi.useRealTimers();

    const note = screen.getByRole('textbox', { name: MSG_ADDENDA.noteLabel });
    expect(screen.getByText(MSG_ADDENDA.noteHint)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(note, 'Уточнили адрес');
    await user.click(screen.getByRole('button', { name: MSG_ADDENDA.save }));
    expect(await screen.findByText(MSG_ADDENDA.saved)).toBeInTheDocument();
    expect(patches(calls)).toEqual([
      {
        address: 'Казань, Кремль',
        latitude: 55.79,
        longitude: 49.11,
        addendum_note: 'Уточнили адрес',
      },
    ]);
    expect(screen.queryByRole('button', { name: MSG_ADDENDA.save })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: MSG_ADDENDA.title })).toBeInTheDocument();
  });

  it('saves a typed address with its own point: the save waits until it is found on the map', async () => {
    let found = (_response: Response) => {};
    const { calls } = serve(SCHOOL, {
      'GET /api/geo/search': () => new Promise<Response>((resolve) => (found = resolve)),
      'PATCH /api/tenders/42': (body) =>
        json(200, { tender: { ...SCHOOL, ...(body as object), addenda: [makeAddendum(1)] } }),
    });
    renderDetail();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Адрес объекта' }), ', корп. 2');
    const save = screen.getByRole('button', { name: MSG_ADDENDA.save });
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/geo/search'))).toBe(true));
    expect(save).toBeDisabled();

    found(
      json(200, {
        results: [{ address: 'Казань, Баумана 1, корп. 2', latitude: 55.8, longitude: 49.12 }],
      }),
    );
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText(MSG_ADDENDA.saved)).toBeInTheDocument();
    expect(patches(calls)).toEqual([
      { address: 'Казань, Баумана 1, корп. 2', latitude: 55.8, longitude: 49.12 },
    ]);
    expect(screen.queryByRole('button', { name: MSG_ADDENDA.save })).not.toBeInTheDocument();
  });

  it('puts deletions and uploads in one draft, saved as one addendum with the note', async () => {
    const { calls } = serve(SCHOOL, {
      'PATCH /api/tenders/42': () => json(200, { tender: SCHOOL }),
    });
    const user = userEvent.setup({ delay: null });
    renderDetail();
    // A deletion in the draft can still be undone: it asks no confirmation.
    await user.click(await screen.findByRole('button', { name: 'Удалить документ План.pdf' }));
    expect(screen.queryByRole('dialog', { name: 'Удалить документ?' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Загрузить документ'), new File(['x'], 'new.pdf'));
    expect(await screen.findByText(MSG_ADDENDA.pendingDocs)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Скачать План.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать new.pdf' })).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);

    await user.type(screen.getByLabelText(MSG_ADDENDA.noteLabel), 'Новый план');
    await user.click(screen.getByRole('button', { name: MSG_ADDENDA.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_ADDENDA.saved);
    expect(patches(calls)).toEqual([
      {
        docs_paths: ['/storage/docs/smeta.xls', '/storage/docs/new.pdf'],
        addendum_note: 'Новый план',
      },
    ]);
  });

  it('discards the documents draft without a call', async () => {
    const { calls } = serve(SCHOOL);
    const user = userEvent.setup({ delay: null });
    renderDetail();
    await user.upload(
      await screen.findByLabelText('Загрузить документ'),
      new File(['x'], 'new.pdf'),
    );
    await user.click(await screen.findByRole('button', { name: MSG_ADDENDA.discard }));
    expect(screen.queryByRole('button', { name: 'Скачать new.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать План.pdf' })).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it('asks the note of a deadline change', async () => {
    const next = `${new Date().getFullYear() + 1}-01-10T18:00`;
    const { calls } = serve(SCHOOL, {
      'PATCH /api/tenders/42': () => json(200, { tender: SCHOOL }),
    });
    const user = userEvent.setup({ delay: null });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Установить срок' }));
    const modal = await screen.findByRole('dialog', { name: 'Срок приёма предложений' });
    fireEvent.change(within(modal).getByLabelText('Приём предложений до (МСК)'), {
      target: { value: next },
    });
    await user.type(within(modal).getByLabelText(MSG_ADDENDA.noteLabel), 'Больше времени');
    await user.click(within(modal).getByRole('button', { name: 'Сохранить' }));
    await screen.findByRole('status');
    expect(patches(calls)).toEqual([
      { offers_deadline: `${next}:00+03:00`, addendum_note: 'Больше времени' },
    ]);
  });

  it('asks no note while the tender has no offers', async () => {
    serve({ ...SCHOOL, requests: [], records_addenda: false });
    const user = userEvent.setup({ delay: null });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Установить срок' }));
    const modal = await screen.findByRole('dialog', { name: 'Срок приёма предложений' });
    expect(within(modal).queryByLabelText(MSG_ADDENDA.noteLabel)).not.toBeInTheDocument();
  });

  it('proposes extending the deadline after a late addendum, and extends it', async () => {
    const at = new Date().toISOString();
    const deadline = new Date(Date.now() + 5 * 3600_000).toISOString();
    const late = { ...SCHOOL, offers_deadline: deadline };
    const changed = { ...late, address: 'Казань, Кремль', addenda: [makeAddendum(1, { at })] };
    const to = proposedDeadline(at);
    const { calls } = serve(late, {
      'PATCH /api/tenders/42': (body) =>
        json(200, {
          tender:
            body && typeof body === 'object' && 'offers_deadline' in body
              ? { ...changed, offers_deadline: to.toISOString() }
              : changed,
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderDetail();
    await user.click(await changeAddress('Казань, Кремль'));
    const modal = await screen.findByRole('dialog', { name: MSG_ADDENDA.extendTitle });
    expect(within(modal).getByText(MSG_ADDENDA.extendText)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: MSG_ADDENDA.extendTo(to) }));
    expect(await screen.findByText(MSG_ADDENDA.saved)).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MSG_ADDENDA.extendTitle })).toBeNull(),
    );
    expect(patches(calls)).toEqual([
      { address: 'Казань, Кремль', latitude: 55.79, longitude: 49.11 },
      { offers_deadline: to.toISOString() },
    ]);
  });

  it('leaves the deadline when asked', async () => {
    const at = new Date().toISOString();
    const soon = { ...SCHOOL, offers_deadline: new Date(Date.now() + 5 * 3600_000).toISOString() };
    const { calls } = serve(soon, {
      'PATCH /api/tenders/42': () =>
        json(200, { tender: { ...soon, addenda: [makeAddendum(1, { at })] } }),
    });
    const user = userEvent.setup({ delay: null });
    renderDetail();
    await user.click(await changeAddress('Казань, Кремль'));
    const modal = await screen.findByRole('dialog', { name: MSG_ADDENDA.extendTitle });
    await user.click(within(modal).getByRole('button', { name: MSG_ADDENDA.extendSkip }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MSG_ADDENDA.extendTitle })).toBeNull(),
    );
    expect(patches(calls)).toHaveLength(1);
  });

  it('proposes nothing when the addendum leaves a day or more', async () => {
    const at = new Date().toISOString();
    const far = { ...SCHOOL, offers_deadline: new Date(Date.now() + 72 * 3600_000).toISOString() };
    serve(far, {
      'PATCH /api/tenders/42': () =>
        json(200, { tender: { ...far, addenda: [makeAddendum(1, { at })] } }),
    });
    const user = userEvent.setup({ delay: null });
    renderDetail();
    await user.click(await changeAddress('Казань, Кремль'));
    expect(await screen.findByRole('region', { name: MSG_ADDENDA.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: MSG_ADDENDA.extendTitle })).toBeNull();
  });
});
