import { MSG, MSG_TENDERS } from '@podryad/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listPage, makeContractor, makeProject } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch, unavailable } from '@/test/render';
import { CreateTenderWizard } from '@/app/client/tenders/tender-wizard';
import { ContractorsStep } from '@/app/client/tenders/contractors-step';
import { ProjectSelect } from '@/features/projects/components/project-select';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));

const PROJECT = makeProject(5, { name: 'Городок' });
const projectsPage = (url: URL) => {
  const { items, meta } = listPage([PROJECT], url);
  return json(200, { projects: items, meta });
};

/** The wizard at `route`, GET /projects and GET /projects/5 answered by `answer`. */
function renderWizard(route: string, answer: (url: URL) => Response) {
  const served = serveFetch({
    'GET /api/projects': (_body, url) => answer(url),
    'GET /api/projects/5': (_body, url) => answer(url),
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile/client/createtender" element={<CreateTenderWizard />} />
    </Routes>,
    { route },
  );
  return served;
}

// The server asks to wait 30 s each time: only 'Повторить' loads again within a test.
describe('The tender wizard under faults', () => {
  beforeEach(() => seedSession({ token: 't' }));
  afterEach(() => vi.useRealTimers());

  it("says a 503 of the projects while they retry, with 'Повторить' that opens the wizard", async () => {
    let down = true;
    renderWizard('/profile/client/createtender', (url) =>
      down ? unavailable(30) : projectsPage(url),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.unavailable);
    expect(screen.queryByText(MSG_TENDERS.loading)).toBeNull();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toBeInTheDocument();

    down = false;
    await userEvent.click(screen.getByRole('button', { name: MSG.retry }));
    expect(await screen.findByRole('textbox', { name: 'Название тендера' })).toBeInTheDocument();
  });

  it("says a 503 of the chosen project, and 'Повторить' opens the wizard in it", async () => {
    let down = true;
    renderWizard('/profile/client/createtender?project=5', (url) =>
      url.pathname === '/api/projects'
        ? projectsPage(url)
        : down
          ? unavailable(30)
          : json(200, { project: PROJECT }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.unavailable);

    down = false;
    await userEvent.click(screen.getByRole('button', { name: MSG.retry }));
    // The project's address fills the tender's.
    expect(await screen.findByRole('textbox', { name: 'Адрес объекта' })).toHaveValue(
      PROJECT.address,
    );
  });

  it("says a 503 of the contractors in the picker, with 'Повторить' that lists them", async () => {
    let down = true;
    serveFetch({
      'GET /api/contractors': (_body, url) => {
        if (down) return unavailable(30);
        const { items, meta } = listPage(
          [makeContractor(11, { profile: { short_name: 'Альфа' } })],
          url,
        );
        return json(200, { users: items, meta, regions: [] });
      },
    });
    renderWithProviders(
      <ContractorsStep picked={[]} invited={[]} onAdd={() => {}} onRemove={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать подрядчика' }));
    const drawer = await screen.findByRole('dialog', { name: 'Выбор подрядчика' });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(MSG.unavailable);
    expect(within(drawer).queryByText(MSG_TENDERS.loading)).toBeNull();

    down = false;
    await userEvent.click(within(drawer).getByRole('button', { name: MSG.retry }));
    expect(await within(drawer).findByRole('button', { name: /Альфа/ })).toBeInTheDocument();
  });

  it('says a 503 of the choices under the project field while they retry, then offers them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let down = true;
    serveFetch({
      'GET /api/projects': (_body, url) => (down ? unavailable(1) : projectsPage(url)),
    });
    renderWithProviders(<ProjectSelect value={null} onChange={() => {}} />);
    expect(await screen.findByText(MSG.unavailable)).toBeInTheDocument();

    down = false;
    // The retry comes after the server's Retry-After, 1 s.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.queryByText(MSG.unavailable)).not.toBeInTheDocument());
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('combobox', { name: /Проект/ }));
    expect(await screen.findByRole('option', { name: 'Городок' })).toBeInTheDocument();
  });
});
