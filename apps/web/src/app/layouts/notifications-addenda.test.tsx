import { addendumSummary, notificationContent } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAddendum } from '@/test/addenda';
import { makeNotification, notificationPage } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { NotificationsPanel } from '@/features/notifications/components/notifications-panel';

// The bell's list is the server's words: the addenda's two notices read and link as the others.

function renderPanel(type: 'client' | 'contractor', notice: ReturnType<typeof makeNotification>) {
  seedSession({ token: 'tok' });
  serveFetch({
    'GET /api/user/notifications': () => json(200, notificationPage([notice])),
    'POST /api/user/notifications/seen': () => json(200, { success: true }),
  });
  renderWithProviders(
    <NotificationsPanel opened onClose={() => {}} type={type} renderRequest={() => null} />,
  );
}

describe('NotificationsPanel: addenda', () => {
  it("shows a contractor 'Тендер изменён' with what changed, linking to its tender", async () => {
    const content = notificationContent('addendum', 'Ольга Иванова', 'Школа на 300 мест');
    const summary = addendumSummary(makeAddendum(2));
    renderPanel(
      'contractor',
      makeNotification(1, {
        title: content.title,
        text: content.text,
        link: '/api/tenders/42',
        button_text: null,
        button_link: null,
        comment: summary,
      }),
    );
    const [item] = await screen.findAllByTestId('notification');
    expect(within(item!).getByText('Тендер изменён')).toBeInTheDocument();
    expect(within(item!).getByText(new RegExp(summary))).toBeInTheDocument();
    expect(within(item!).getByRole('link', { name: '«Школа на 300 мест»' })).toHaveAttribute(
      'href',
      '/profile/contractor/tenderfrom/42',
    );
    expect(within(item!).queryByRole('button')).toBeNull();
  });

  it("shows the client 'Предложение подтверждено' with the way to the offer", async () => {
    const content = notificationContent('offer_confirmed', 'Подрядчик 1', 'Школа на 300 мест');
    renderPanel(
      'client',
      makeNotification(1, {
        title: content.title,
        text: content.text,
        link: '/api/tenders/42',
        button_text: content.button,
        button_link: '/api/request/9',
      }),
    );
    const [item] = await screen.findAllByTestId('notification');
    expect(within(item!).getByText('Предложение подтверждено')).toBeInTheDocument();
    expect(within(item!).getByRole('link', { name: '«Школа на 300 мест»' })).toHaveAttribute(
      'href',
      '/profile/client/tender/42',
    );
    expect(within(item!).getByRole('button', { name: 'Смотреть ответ' })).toBeInTheDocument();
  });
});
