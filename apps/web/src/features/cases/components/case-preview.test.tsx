import { type Case, MSG } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, seedSession, unavailable } from '@/test/render';
import { CasePreview } from '@/features/cases/components/case-preview';

const item: Case = {
  id: 3,
  user_id: 11,
  project_name: 'ЖК «Северный»',
  services: 'Монолитные работы, фасады',
  start_date: '2020-02-01',
  end_date: '2021-02-01',
  address: 'Москва, Тверская, 1',
  latitude: null,
  longitude: null,
  description: 'Жилой дом',
  cover: '/storage/images/cover.png',
  cover_url: '/storage/images/cover.png',
  image: '/storage/images/cover.png',
  images: ['/storage/images/a.png', '/storage/images/b.png'],
  created_at: '2024-01-01T00:00:00Z',
  deal_id: null,
  from_deal: false,
  deal_accepted_at: null,
};

describe('CasePreview', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('shows the services, duration, dates, address and description', async () => {
    renderWithProviders(<CasePreview item={item} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'ЖК «Северный»' });
    expect(within(dialog).getByText('Монолитные работы, фасады')).toBeInTheDocument();
    expect(within(dialog).getByText('1 год')).toBeInTheDocument();
    expect(within(dialog).getByText('01.02.2020')).toBeInTheDocument();
    expect(within(dialog).getByText('01.02.2021')).toBeInTheDocument();
    expect(within(dialog).getByText('Москва, Тверская, 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Жилой дом')).toBeInTheDocument();
  });

  it('marks a case made from an accepted deal as done through Podryad, with the day', async () => {
    renderWithProviders(
      <CasePreview
        item={{ ...item, deal_id: 5, from_deal: true, deal_accepted_at: '2025-04-25T09:00:00Z' }}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'ЖК «Северный»' });
    expect(within(dialog).getByText('Выполнено через Подряд')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Работы приняты заказчиком на Подряде 25.04.2025'),
    ).toBeInTheDocument();
  });

  it('shows no such mark on a case of the contractor’s own word', async () => {
    renderWithProviders(<CasePreview item={item} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'ЖК «Северный»' });
    expect(within(dialog).queryByText('Выполнено через Подряд')).not.toBeInTheDocument();
  });

  it('turns the carousel with the arrows and the thumbnails', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CasePreview item={item} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'ЖК «Северный»' });
    const main = () => within(dialog).getByRole('img', { name: /изображение \d из 3$/ });
    expect(main()).toHaveAttribute('src', expect.stringContaining('cover.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Следующее изображение' }));
    expect(main()).toHaveAttribute('src', expect.stringContaining('a.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Изображение 3' }));
    expect(main()).toHaveAttribute('src', expect.stringContaining('b.png'));
    expect(within(dialog).getByRole('button', { name: 'Изображение 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // From the last picture 'next' wraps to the first.
    await user.click(within(dialog).getByRole('button', { name: 'Следующее изображение' }));
    expect(main()).toHaveAttribute('src', expect.stringContaining('cover.png'));
  });

  it("counts the pictures of the full-screen gallery as 'N из M'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CasePreview item={item} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Открыть галерею' }));
    const gallery = await screen.findByRole('dialog', { name: 'Галерея' });
    expect(within(gallery).getByText('1 из 3')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Следующее изображение' }));
    expect(within(gallery).getByText('2 из 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByText('3 из 3')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Предыдущее изображение' }));
    expect(within(gallery).getByText('2 из 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(gallery).getByText('3 из 3')).toBeInTheDocument();
  });

  it('shows one picture without arrows or thumbnails', () => {
    renderWithProviders(<CasePreview item={{ ...item, images: [] }} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Следующее изображение' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Миниатюры' })).not.toBeInTheDocument();
  });

  it('loads the case by its id', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(json(200, { case: item }));
    renderWithProviders(<CasePreview caseId={3} onClose={() => {}} />);
    expect(await screen.findByText('Монолитные работы, фасады')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/cases/3');
  });

  it("says 'Кейс не найден' for an unknown id", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(json(404, { errors: ['Не найдено'] }));
    renderWithProviders(<CasePreview caseId={99} onClose={() => {}} />);
    expect(await screen.findByText('Кейс не найден')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Кейс не загрузился', expect.anything());
    log.mockRestore();
  });

  it("says the service is unavailable while a 503 is retried, and 'Повторить' loads the case", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch();
    // The server asks to wait 30 s: only 'Повторить' brings the case within the test.
    fetchMock.mockImplementation(async () => unavailable(30));
    renderWithProviders(<CasePreview caseId={3} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Кейс' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.unavailable);
    expect(within(dialog).queryByLabelText('Загрузка')).not.toBeInTheDocument();

    fetchMock.mockImplementation(async () => json(200, { case: item }));
    await user.click(within(dialog).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Монолитные работы, фасады')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the map only when the case has a point', () => {
    const { unmount } = renderWithProviders(<CasePreview item={item} onClose={() => {}} />);
    expect(screen.queryByRole('region', { name: 'Карта' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <CasePreview item={{ ...item, latitude: 55.75, longitude: 37.61 }} onClose={() => {}} />,
    );
    expect(screen.getByRole('region', { name: 'Карта' })).toBeInTheDocument();
  });
});
