import type { UserType } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeNotification, makeParty, makeRequest, notificationPage } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { useNotificationsPanel } from '@/stores/notifications-panel';
import {
  NotificationsBell,
  NotificationsPanel,
} from '@/features/notifications/components/notifications-panel';
import { ResponseDrawer } from '@/features/requests/components/response-drawer';

function Harness({ type, actions }: { type: UserType; actions?: boolean }) {
  const panel = useNotificationsPanel();
  return (
    <>
      <NotificationsBell onOpen={panel.open} />
      <NotificationsPanel
        opened={panel.opened}
        onClose={panel.close}
        type={type}
        renderRequest={({ requestId, onClose, onDone }) => (
          <ResponseDrawer
            requestId={requestId}
            onClose={onClose}
            side={type}
            actions={
              actions
                ? (request) => (
                    <button type="button" onClick={() => onDone(`Готово ${request.id}`)}>
                      Действие
                    </button>
                  )
                : undefined
            }
          />
        )}
      />
    </>
  );
}

const NOTIFICATIONS = [
  makeNotification(1, {
    is_new: true,
    title: 'Новое предложение',
    date: '2026-11-23T14:05:00',
    text: 'Подрядчик 1 отправил коммерческое предложение по тендеру «Школа на 300 мест»',
    link: '/api/tenders/1',
    button_text: 'Смотреть ответ',
    button_link: '/api/request/1',
    comment: 'Можем начать в декабре',
  }),
  makeNotification(2, {
    is_new: true,
    title: 'Приглашение отклонено',
    text: 'Подрядчик 2 отклонил приглашение',
    link: '/api/tenders/5',
    button_text: 'Смотреть ответ',
    button_link: '/api/request/2',
  }),
  makeNotification(3, { title: 'Старое', button_text: null, button_link: null }),
];

function setup(type: UserType = 'client', actions = false) {
  seedSession({ token: 'tok' });
  useNotificationsPanel.setState({ opened: false });
  let list = NOTIFICATIONS;
  const seen = vi.fn();
  const { fetchMock } = serveFetch({
    'GET /api/user/notifications': () => json(200, notificationPage(list)),
    'POST /api/user/notifications/seen': (body) => {
      seen(body);
      list = list.map((n) => ({ ...n, is_new: false }));
      return json(200, { success: true });
    },
    'GET /api/request/1': () =>
      json(200, {
        request: makeRequest(1, 'waiting', {
          user: makeParty(101, { profile: { short_name: 'СтройМонтаж' } }),
          comment: 'Готовы выполнить за 3 месяца',
          document_files: [{ path: '/storage/docs/x.pdf', name: 'КП.pdf', size: 2048 }],
        }),
      }),
    'GET /api/request/2': () =>
      json(200, {
        request: makeRequest(2, 'declined', {
          comment: '-',
          reject_reason: 'Нет свободных бригад',
        }),
      }),
  });
  renderWithProviders(<Harness type={type} actions={actions} />);
  return { fetchMock, seen };
}

describe('NotificationsPanel', () => {
  it('counts the new notifications on the bell and marks them seen when opened', async () => {
    const { seen } = setup();
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Уведомления, новых: 2' });
    expect(bell.parentElement).toHaveTextContent('2');

    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Все уведомления' });
    await waitFor(() => expect(seen).toHaveBeenCalledWith({ ids: [1, 2] }));
    // The bell forgets them; the panel keeps their markers while it is open.
    expect(await screen.findByRole('button', { name: 'Уведомления' })).toBeInTheDocument();
    const items = within(dialog).getAllByTestId('notification');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Новое')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('Новое')).not.toBeInTheDocument();
  });

  it('shows title, date and time, text, comment and the button of each item', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Уведомления/ }));
    const items = await screen.findAllByTestId('notification');
    const first = within(items[0]!);
    expect(first.getByText('Новое предложение')).toBeInTheDocument();
    expect(first.getByText('23.11.2026, 14:05')).toBeInTheDocument();
    expect(first.getByText('Комментарий: Можем начать в декабре')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Смотреть ответ' })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it("links a client's item to the client's tender screen", async () => {
    setup('client');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Уведомления/ }));
    const items = await screen.findAllByTestId('notification');
    expect(within(items[0]!).getByRole('link', { name: '«Школа на 300 мест»' })).toHaveAttribute(
      'href',
      '/profile/client/tender/1',
    );
    // Without a quoted name the link gets its own words.
    expect(within(items[1]!).getByRole('link', { name: 'Перейти к тендеру' })).toHaveAttribute(
      'href',
      '/profile/client/tender/5',
    );
  });

  it("links a contractor's item to the contractor's tender screen", async () => {
    setup('contractor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Уведомления/ }));
    const items = await screen.findAllByTestId('notification');
    expect(within(items[0]!).getByRole('link', { name: '«Школа на 300 мест»' })).toHaveAttribute(
      'href',
      '/profile/contractor/tenderfrom/1',
    );
  });

  it('opens the response drawer of the button with company, status, message and files', async () => {
    const { fetchMock } = setup('client', true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Уведомления/ }));
    const items = await screen.findAllByTestId('notification');
    await user.click(within(items[0]!).getByRole('button', { name: 'Смотреть ответ' }));

    const drawer = await screen.findByRole('dialog', { name: 'Информация о заявке' });
    expect(await within(drawer).findByText('СтройМонтаж')).toBeInTheDocument();
    expect(within(drawer).getByText('Ожидание ответа')).toBeInTheDocument();
    expect(within(drawer).getByText('Готовы выполнить за 3 месяца')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Скачать КП.pdf' })).toBeInTheDocument();
    expect(within(drawer).getByText('2,0 КБ')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/request/1', expect.anything());

    // The actions passed in close the drawer and the panel says what happened.
    await user.click(within(drawer).getByRole('button', { name: 'Действие' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Готово 1');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Информация о заявке' })).not.toBeInTheDocument(),
    );
  });

  it('shows the reject reason as the message when the comment is a dash', async () => {
    setup('client');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Уведомления/ }));
    const items = await screen.findAllByTestId('notification');
    await user.click(within(items[1]!).getByRole('button', { name: 'Смотреть ответ' }));
    const drawer = await screen.findByRole('dialog', { name: 'Информация о заявке' });
    expect(await within(drawer).findByText('Нет свободных бригад')).toBeInTheDocument();
    expect(within(drawer).getByText('Отклонено')).toBeInTheDocument();
    expect(within(drawer).getByText('Файлов нет')).toBeInTheDocument();
  });

  it('says when there are no notifications', async () => {
    seedSession({ token: 'tok' });
    useNotificationsPanel.setState({ opened: true });
    serveFetch({ 'GET /api/user/notifications': () => json(200, notificationPage([])) });
    renderWithProviders(<Harness type="client" />);
    expect(await screen.findByText('Уведомлений пока нет')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Уведомления' })).toBeInTheDocument();
  });
  it('shows a page at a time: «Показать ещё» loads the next; the bell counts every new one', async () => {
    seedSession({ token: 'tok' });
    useNotificationsPanel.setState({ opened: false });
    const all = Array.from({ length: 14 }, (_, i) =>
      makeNotification(100 - i, { title: `Уведомление ${i + 1}`, is_new: true }),
    );
    const { calls } = serveFetch({
      'GET /api/user/notifications': () => {
        const page = calls.at(-1)!.url.includes('page=2') ? 2 : 1;
        const list = page === 1 ? all.slice(0, 12) : all.slice(12);
        // Every one of the 14 is new, though the first page holds 12.
        return json(200, { ...notificationPage(list, page, 14), unread: 14 });
      },
      'POST /api/user/notifications/seen': () => json(200, { success: true }),
    });
    renderWithProviders(<Harness type="client" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Уведомления, новых: 14' }));
    const dialog = await screen.findByRole('dialog', { name: 'Все уведомления' });
    expect(await within(dialog).findAllByTestId('notification')).toHaveLength(12);
    await user.click(within(dialog).getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('notification')).toHaveLength(14));
    expect(within(dialog).getByText('Уведомление 14')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/user/notifications?page=2');
  });
});
