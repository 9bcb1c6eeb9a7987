import { type Deal, MSG_CASES } from '@podryad/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCase, makeTender } from '@/test/fixtures';
import { makeDeal } from '@/test/deals';
import { json, renderWithProviders, seedSession, serveFetch, Where } from '@/test/render';
import { CreateCaseRoute } from '@/app/contractor/case-from-deal';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));
vi.mock('@/features/cases/api/upload-case-cover', () => ({
  uploadCaseCover: async (file: File) => ({ path: `/storage/case_image/${file.name}` }),
}));

const YEAR = new Date().getFullYear() - 1;

/** The contractor's deal 5 on tender 9, its work accepted (or at `status`). */
const deal = (over: Partial<Deal> = {}): Deal =>
  makeDeal({
    tender_id: 9,
    tender_title: 'Ремонт кровли школы',
    status: 'accepted',
    contract_number: '9-П',
    contract_date: `${YEAR}-03-01`,
    start_date: `${YEAR}-03-10`,
    planned_finish: `${YEAR}-04-30`,
    acceptance_files: ['/storage/documents/act.pdf'],
    confirmed_at: `${YEAR}-03-02T09:00:00.000Z`,
    reported_at: `${YEAR}-04-20T09:00:00.000Z`,
    accepted_at: `${YEAR}-04-25T09:00:00.000Z`,
    created_at: `${YEAR}-02-20T09:00:00.000Z`,
    updated_at: `${YEAR}-04-25T09:00:00.000Z`,
    ...over,
  });

const tender = makeTender(9, 'Ремонт кровли школы', {
  address: 'Казань, ул. Чистопольская, 26',
  latitude: 55.82,
  longitude: 49.11,
  description: 'Замена мягкой кровли 1 800 м².',
});

function renderRoute(search: string) {
  renderWithProviders(
    <Routes>
      <Route path="/profile/contractor/createcase" element={<CreateCaseRoute />} />
      <Route path="/profile/contractor/personal" element={<Where />} />
    </Routes>,
    { route: `/profile/contractor/createcase${search}` },
  );
  return userEvent.setup({ delay: null });
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('the case wizard opened from a deal', { timeout: 30_000 }, () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('fills the fields from the deal and its tender and sends the deal with the case', async () => {
    const { calls } = serveFetch({
      'GET /api/deals/5': () => json(200, { deal: deal() }),
      'GET /api/tenders/9': () => json(200, { tender }),
      'POST /api/cases': () =>
        json(200, { id: 7, case: makeCase(7, { project_name: 'Ремонт кровли школы' }) }),
    });
    const user = renderRoute('?deal=5');
    expect(
      await screen.findByText(
        'Поля заполнены по договору «Ремонт кровли школы». Добавьте фото готового объекта.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Название проекта' })).toHaveValue(
      'Ремонт кровли школы',
    );
    expect(screen.getByRole('textbox', { name: 'Адрес объекта' })).toHaveValue(
      'Казань, ул. Чистопольская, 26',
    );
    expect(screen.getByRole('combobox', { name: 'Услуги' })).toHaveValue('Ремонт');
    expect(screen.getByRole('combobox', { name: 'Дата окончания: день' })).toHaveValue('25');

    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByRole('button', { name: 'Создать кейс' })).toBeDisabled();
    await user.upload(screen.getByLabelText('Обложка кейса'), png('roof.png'));
    await user.click(await screen.findByRole('button', { name: 'Создать кейс' }));
    expect(
      await screen.findByText(/Адрес страницы: \/profile\/contractor\/personal/),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        project_name: 'Ремонт кровли школы',
        services: 'Ремонт',
        start_date: `${YEAR}-03-10`,
        end_date: `${YEAR}-04-25`,
        address: 'Казань, ул. Чистопольская, 26',
        description: 'Замена мягкой кровли 1 800 м².\n\nДоговор № 9-П от 01.03.' + YEAR + '.',
        latitude: 55.82,
        longitude: 49.11,
        cover: '/storage/case_image/roof.png',
        object_images: [],
        deal_id: 5,
      },
    ]);
  });

  it('says calmly when the deal cannot be read, and leaves the wizard empty', async () => {
    for (const status of [404, 403]) {
      const { calls } = serveFetch({
        'GET /api/deals/5': () => json(status, { errors: ['Сделка не найдена'] }),
      });
      const { unmount } = renderWithProviders(
        <Routes>
          <Route path="/profile/contractor/createcase" element={<CreateCaseRoute />} />
        </Routes>,
        { route: '/profile/contractor/createcase?deal=5' },
      );
      expect(await screen.findByText(MSG_CASES.dealReadFailed)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Название проекта' })).toHaveValue('');
      expect(calls.some((c) => c.url.startsWith('/api/tenders'))).toBe(false);
      unmount();
    }
  });

  it('tells that only accepted work makes a case', async () => {
    serveFetch({ 'GET /api/deals/5': () => json(200, { deal: deal({ status: 'in_progress' }) }) });
    renderRoute('?deal=5');
    expect(await screen.findByText(MSG_CASES.dealNotAccepted)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Название проекта' })).toHaveValue('');
  });

  it('reads no deal for an id that is not one', async () => {
    const { calls } = serveFetch({});
    renderRoute('?deal=abc');
    expect(await screen.findByText(MSG_CASES.dealReadFailed)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
