import { BANNER_MS } from '@podryad/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationsPanel } from '@/stores/notifications-panel';
import { CONTRACTOR_USER, makeCase, makeContractor } from '@/test/fixtures';
import { makeNoticeSettings } from '@/test/notice-settings';
import { ownCardAnswer } from '@/test/own-card';
import { Where, json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { ContractorCabinetRoute } from '@/app/contractor/cabinet-route';

function renderCabinet(query = '') {
  renderWithProviders(
    <Routes>
      <Route
        path="/profile/contractor/personal"
        element={
          <>
            <ContractorCabinetRoute />
            <Where />
          </>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/profile/contractor/personal${query}` },
  );
  return userEvent.setup();
}

const sidebar = () => screen.getByRole('complementary', { name: 'Личный кабинет' });
const menu = () => within(sidebar()).getByRole('navigation', { name: 'Разделы кабинета' });
const where = () => screen.getByText(/^Адрес страницы:/);

describe('ContractorCabinetRoute', () => {
  beforeEach(() => {
    seedSession({ token: 'token-1', user: CONTRACTOR_USER });
    useNotificationsPanel.setState({ opened: false });
    serveFetch({
      'GET /api/cases': () => json(200, { cases: [makeCase(4, { project_name: 'Коттедж' })] }),
      'GET /api/user/profile': () => json(200, { user: CONTRACTOR_USER }),
    });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the company, its role and phone in the sidebar, and the personal tab by default', () => {
    renderCabinet();
    expect(within(sidebar()).getByText('ООО «СтройМастер»')).toBeInTheDocument();
    expect(within(sidebar()).getByText('Подрядчик')).toBeInTheDocument();
    expect(within(sidebar()).getByText('+7 (903) 123-45-67')).toBeInTheDocument();
    expect(
      within(sidebar()).getByRole('button', { name: 'Изменить фото профиля' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Личные данные' })).toBeInTheDocument();
    expect(
      within(menu())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Как вас видят заказчики',
      'Мои кейсы',
      'Уведомления по всем тендерам',
      'Уведомления',
      'Настройки участия в тендерах',
      'Приглашения',
      'Членство в СРО',
      'Безопасность',
      'Мои данные',
    ]);
  });

  it("opens the tab 'Мои данные' with 'Скачать мои данные'", async () => {
    serveFetch({
      'GET /api/user/profile': () => json(200, { user: CONTRACTOR_USER }),
      'GET /api/user/data-export': () => json(200, null),
    });
    const user = renderCabinet();
    await user.click(within(menu()).getByRole('button', { name: 'Мои данные' }));
    expect(where()).toHaveTextContent('?tab=data');
    expect(screen.getByRole('heading', { name: 'Скачать мои данные' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Подготовить архив' })).toBeInTheDocument();
  });

  it('switches tabs from the menu and keeps the tab in the address', async () => {
    const user = renderCabinet();
    await user.click(within(menu()).getByRole('button', { name: 'Мои кейсы' }));
    expect(where()).toHaveTextContent('/profile/contractor/personal?tab=cases');
    expect(await screen.findByRole('article', { name: 'Коттедж' })).toBeInTheDocument();
    expect(within(menu()).getByRole('button', { name: 'Мои кейсы' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(menu()).getByRole('button', { name: 'Настройки участия в тендерах' }));
    expect(
      await screen.findByRole('heading', { name: 'Настройки участия в тендере' }),
    ).toBeInTheDocument();
    expect(where()).toHaveTextContent('?tab=settings');

    await user.click(within(menu()).getByRole('button', { name: 'Безопасность' }));
    expect(screen.getByRole('heading', { name: 'Смена пароля' })).toBeInTheDocument();
    expect(where()).toHaveTextContent('?tab=safety');

    await user.click(
      within(sidebar()).getByRole('button', { name: 'Редактировать личные данные' }),
    );
    expect(screen.getByRole('heading', { name: 'Личные данные' })).toBeInTheDocument();
    expect(where()).toHaveTextContent(/^Адрес страницы: \/profile\/contractor\/personal$/);
  });

  it("saves a notice setting from the tab 'Уведомления' and says so in the tab's status line", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveFetch({
      'GET /api/user/notification-settings': () => json(200, makeNoticeSettings()),
      'PUT /api/user/notification-settings': () =>
        json(
          200,
          makeNoticeSettings({ email: { ...makeNoticeSettings().email, deadlines: 'never' } }),
        ),
    });
    const user = renderCabinet();
    await user.click(within(menu()).getByRole('button', { name: 'Уведомления' }));
    expect(where()).toHaveTextContent('?tab=notices');
    const deadlines = await screen.findByRole('radiogroup', { name: 'Сроки и напоминания' });

    await user.click(within(deadlines).getByRole('radio', { name: 'Не присылать' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Изменения сохранены'),
    );
    act(() => vi.advanceTimersByTime(BANNER_MS));
    expect(screen.queryByText('Изменения сохранены')).not.toBeInTheDocument();
    // The line stays, empty: nothing below it moves.
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("shows a change of the tab 'Членство в СРО' in the cabinet's banner", async () => {
    const stated = {
      kind: 'construction',
      sro_name: 'Ассоциация «Строители Поволжья»',
      registration_number: 'СРО-С-123-01022010',
      level: 2,
    };
    serveFetch({
      'GET /api/user/profile/sro': () => json(200, { memberships: [stated] }),
      'PUT /api/user/profile/sro': (body) => json(200, body),
    });
    const user = renderCabinet();
    await user.click(within(menu()).getByRole('button', { name: 'Членство в СРО' }));
    expect(where()).toHaveTextContent('?tab=sro');
    await user.click(await screen.findByRole('button', { name: `Удалить: ${stated.sro_name}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить членство в СРО?' });
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Членство в СРО удалено');
    expect(await screen.findByText('Членство в СРО не указано')).toBeInTheDocument();
  });

  it("loads the tab 'Как вас видят заказчики' on demand, its logo advice opening the photo modal", async () => {
    const own = makeContractor(5, { profile: { short_name: 'ООО «СтройМастер»' } });
    serveFetch({
      'GET /api/user/profile/card': () => json(200, ownCardAnswer(own)),
    });
    const user = renderCabinet();
    await user.click(within(menu()).getByRole('button', { name: 'Как вас видят заказчики' }));
    expect(where()).toHaveTextContent('?tab=card');
    const advice = await screen.findByRole('region', { name: 'Что улучшить' });
    expect(screen.getByRole('article', { name: 'ООО «СтройМастер»' })).toBeInTheDocument();
    await user.click(within(advice).getByRole('button', { name: 'Загрузить логотип' }));
    expect(await screen.findByRole('dialog', { name: 'Фото профиля' })).toBeInTheDocument();
  });

  it("opens the tab 'Приглашения' from the menu and keeps it in the address", async () => {
    serveFetch({
      'GET /api/user/profile/invitation-scope': () =>
        json(200, { work_types: ['design'], cities: [] }),
    });
    const user = renderCabinet();
    await user.click(within(menu()).getByRole('button', { name: 'Приглашения' }));
    expect(where()).toHaveTextContent('?tab=invitations');
    expect(await screen.findByRole('checkbox', { name: 'Проектирование' })).toBeChecked();
  });

  it('falls back to the personal tab for an unknown tab', () => {
    renderCabinet('?tab=unknown');
    expect(screen.getByRole('heading', { name: 'Личные данные' })).toBeInTheDocument();
  });

  it("opens the notifications panel from 'Уведомления по всем тендерам'", async () => {
    const user = renderCabinet('?tab=safety');
    await user.click(within(menu()).getByRole('button', { name: 'Уведомления по всем тендерам' }));
    expect(useNotificationsPanel.getState().opened).toBe(true);
    // The tab stays where it was.
    expect(screen.getByRole('heading', { name: 'Смена пароля' })).toBeInTheDocument();
  });

  it('opens the photo modal from the avatar', async () => {
    const user = renderCabinet();
    await user.click(within(sidebar()).getByRole('button', { name: 'Изменить фото профиля' }));
    expect(await screen.findByRole('dialog', { name: 'Фото профиля' })).toBeInTheDocument();
  });

  it('announces a created case for 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCabinet(`?tab=cases&createdName=${encodeURIComponent('Школа на Лесной')}&createdId=7`);
    expect(screen.getByRole('status')).toHaveTextContent('Кейс Школа на Лесной успешно создан.');
    expect(await screen.findByRole('article', { name: 'Коттедж' })).toBeInTheDocument();
    // Announced once: a reload or Back does not bring it again.
    expect(where()).toHaveTextContent(
      /^Адрес страницы: \/profile\/contractor\/personal\?tab=cases$/,
    );

    act(() => vi.advanceTimersByTime(BANNER_MS));
    expect(screen.queryByText(/успешно создан/)).not.toBeInTheDocument();
  });

  it('links the banner of a created case to that case', async () => {
    const user = renderCabinet('?tab=cases&createdName=Школа&createdId=7');
    await user.click(
      within(screen.getByRole('status')).getByRole('link', { name: 'Открыть кейс' }),
    );
    expect(where()).toHaveTextContent('/profile/contractor/case/7');
  });
});
