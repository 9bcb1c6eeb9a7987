import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeNotification, makeParty, makeRequest, notificationPage } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch, Where } from '@/test/render';
import { useNotificationsPanel } from '@/stores/notifications-panel';
import { CabinetLayout } from '@/app/layouts/cabinet-layout';

// A contractor's notification leads to the invitation page: by the tender's name in the text and
// by the action button of its request's drawer.

const INVITE = makeNotification(1, {
  is_new: true,
  title: 'Приглашение к тендеру',
  text: 'Ольга Иванова приглашает вас принять участие в тендере «Школа на 300 мест»',
  link: '/api/tenders/4',
  button_text: 'Смотреть приглашение',
  button_link: '/api/request/11',
  comment: 'Ждём ваше предложение',
});
const CHOSEN = makeNotification(2, {
  title: 'Выбран исполнителем',
  text: 'Ольга Иванова выбрала вас исполнителем тендера «Благоустройство парка»',
  link: '/api/tenders/5',
  button_text: 'Смотреть ответ',
  button_link: '/api/request/12',
});
const CLIENT = makeParty(7, { profile: { name: 'Ольга', surname: 'Иванова' } });

function setup() {
  seedSession({ token: 'tok' });
  useNotificationsPanel.setState({ opened: false });
  serveFetch({
    'GET /api/user/notifications': () => json(200, notificationPage([INVITE, CHOSEN])),
    'POST /api/user/notifications/seen': () => json(200, { success: true }),
    'GET /api/request/11': () =>
      json(200, {
        request: makeRequest(11, 'offered', {
          tender: { id: 4, tender_name: 'Школа на 300 мест', offers_deadline: null },
          client: CLIENT,
          comment: 'Ждём ваше предложение',
        }),
      }),
    'GET /api/request/12': () =>
      json(200, {
        request: makeRequest(12, 'accepted', {
          tender: { id: 5, tender_name: 'Благоустройство парка', offers_deadline: null },
          client: CLIENT,
          comment: 'Сделаем за 60 дней',
        }),
      }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile/contractor" element={<CabinetLayout type="contractor" />}>
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    { route: '/profile/contractor/main' },
  );
  return userEvent.setup();
}

describe("a contractor's notifications", () => {
  it('link the tender named in the text to its invitation page', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Уведомления, новых: 1' }));
    const items = await screen.findAllByTestId('notification');
    const link = within(items[0]!).getByRole('link', { name: '«Школа на 300 мест»' });
    expect(link).toHaveAttribute('href', '/profile/contractor/tenderfrom/4');
    await user.click(link);
    expect(screen.getByText('Адрес страницы: /profile/contractor/tenderfrom/4')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Все уведомления' })).not.toBeInTheDocument(),
    );
  });

  it('answer an invitation from its drawer on the invitation page', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: /Уведомления/ }));
    const items = await screen.findAllByTestId('notification');
    await user.click(within(items[0]!).getByRole('button', { name: 'Смотреть приглашение' }));
    const drawer = await screen.findByRole('dialog', { name: 'Информация о заявке' });
    expect(await within(drawer).findByText('Комментарий заказчика')).toBeInTheDocument();
    expect(within(drawer).getByText('Ждём ваше предложение')).toBeInTheDocument();
    expect(within(drawer).getByText('Ольга Иванова')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Ответить на приглашение' }));
    expect(screen.getByText('Адрес страницы: /profile/contractor/tenderfrom/4')).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Информация о заявке' })).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Все уведомления' })).not.toBeInTheDocument();
    });
  });

  it('show my answer of an answered request and lead to its tender', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: /Уведомления/ }));
    const items = await screen.findAllByTestId('notification');
    await user.click(within(items[1]!).getByRole('button', { name: 'Смотреть ответ' }));
    const drawer = await screen.findByRole('dialog', { name: 'Информация о заявке' });
    expect(await within(drawer).findByText('Мой ответ')).toBeInTheDocument();
    expect(within(drawer).getByText('Сделаем за 60 дней')).toBeInTheDocument();
    expect(within(drawer).getByText('Выбран исполнителем')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Перейти к тендеру' }));
    expect(screen.getByText('Адрес страницы: /profile/contractor/tenderfrom/5')).toBeVisible();
  });
});
