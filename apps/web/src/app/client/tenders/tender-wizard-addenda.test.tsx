import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG_ADDENDA, proposedDeadline, type Tender } from '@podryad/domain';
import { listPage, makeProject, makeRequest, makeTender } from '@/test/fixtures';
import { makeAddendum } from '@/test/addenda';
import { json, renderWithProviders, seedSession, serveFetch, Where } from '@/test/render';
import { EditTenderWizard } from '@/app/client/tenders/tender-wizard';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));

/** A tender with an offer: its edit becomes an addendum. */
const SCHOOL = makeTender(42, 'Школа', {
  project: { id: 5, name: 'Городок' },
  project_name: 'Городок',
  projectId: 5,
  start_date: '2030-05-10',
  end_date: null,
  images: ['/storage/images/a.png'],
  requests: [makeRequest(1, 'waiting')],
  records_addenda: true,
});

function renderEdit(tender: Tender, saved: Tender) {
  const served = serveFetch({
    'GET /api/tenders/42': () => json(200, { tender }),
    'GET /api/projects': (_body, url) =>
      json(
        200,
        (({ items, meta }) => ({ projects: items, meta }))(
          listPage([makeProject(5, { name: 'Городок' })], url),
        ),
      ),
    'PATCH /api/tenders/42': (body) =>
      json(200, {
        tender:
          body && typeof body === 'object' && !('tender_name' in body)
            ? { ...saved, ...body }
            : saved,
      }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile/client/edittender/:id" element={<EditTenderWizard id={42} />} />
      <Route path="/profile/client/main" element={<Where />} />
    </Routes>,
    { route: '/profile/client/edittender/42' },
  );
  return { ...served, user: userEvent.setup({ delay: null }) };
}

const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

describe('TenderWizard on a tender with offers', { timeout: 30_000 }, () => {
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    seedSession({ token: 't' });
    URL.createObjectURL = vi.fn(() => 'blob:front');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

  it('asks the note from the first step, keeps it through the steps and sends it with the edit', async () => {
    const { calls, user } = renderEdit(SCHOOL, { ...SCHOOL, addenda: [makeAddendum(1)] });
    await screen.findByRole('heading', { name: 'Редактирование тендера' });
    // Seen where the edit starts, with what it means for the bidders.
    const note = screen.getByRole('textbox', { name: MSG_ADDENDA.noteLabel });
    expect(screen.getByText(MSG_ADDENDA.noteHint)).toBeInTheDocument();
    await user.type(note, 'Уточнили сроки');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    // And beside the save, as typed.
    expect(screen.getByRole('textbox', { name: MSG_ADDENDA.noteLabel })).toHaveValue(
      'Уточнили сроки',
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(
      await screen.findByText(/Адрес страницы: \/profile\/client\/main\?edited/),
    ).toBeInTheDocument();
    expect(patches(calls)).toEqual([
      expect.objectContaining({ tender_name: 'Школа', addendum_note: 'Уточнили сроки' }),
    ]);
  });

  it('proposes extending a close deadline after the save, then goes on', async () => {
    const at = new Date().toISOString();
    const deadline = new Date(Date.now() + 3 * 3600_000).toISOString();
    const before = { ...SCHOOL, offers_deadline: deadline };
    const to = proposedDeadline(at);
    const { calls, user } = renderEdit(before, {
      ...before,
      addenda: [makeAddendum(1, { at })],
    });
    await screen.findByRole('heading', { name: 'Редактирование тендера' });
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    const modal = await screen.findByRole('dialog', { name: MSG_ADDENDA.extendTitle });
    await user.click(within(modal).getByRole('button', { name: MSG_ADDENDA.extendTo(to) }));
    expect(
      await screen.findByText(/Адрес страницы: \/profile\/client\/main\?edited/),
    ).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(2);
    expect(patches(calls)[1]).toEqual({ offers_deadline: to.toISOString() });
  });
});
