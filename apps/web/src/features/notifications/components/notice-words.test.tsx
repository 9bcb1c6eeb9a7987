import { notificationContent } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeNotification, notificationPage } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { NotificationsPanel } from '@/features/notifications/components/notifications-panel';

// The bell shows the domain's words: who acted in « » after the role, the tender linked, the
// clarifications' notices with a button to the tender's questions, an offer with its price.

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

describe('NotificationsPanel: the words of a notice', () => {
  it("links the tender's name, not the name of who acted", async () => {
    const content = notificationContent('choose', 'Ирина Соколова', 'Школа на 300 мест');
    renderPanel(
      'contractor',
      makeNotification(1, {
        title: content.title,
        text: content.text,
        link: '/api/tenders/42',
        button_text: content.button,
        button_link: '/api/request/9',
      }),
    );
    const [item] = await screen.findAllByTestId('notification');
    expect(item).toHaveTextContent(
      'Заказчик «Ирина Соколова» выбрал вас исполнителем тендера «Школа на 300 мест»',
    );
    expect(within(item!).getAllByRole('link')).toHaveLength(1);
    expect(within(item!).getByRole('link', { name: '«Школа на 300 мест»' })).toHaveAttribute(
      'href',
      '/profile/contractor/tenderfrom/42',
    );
  });

  it("opens the tender's questions from 'Ответ на ваш вопрос'", async () => {
    const content = notificationContent('question_answered', 'Ирина Соколова', 'Склад');
    renderPanel(
      'contractor',
      makeNotification(1, {
        title: content.title,
        text: content.text,
        link: '/api/tenders/42',
        button_text: content.button,
        button_link: '/api/tenders/42/questions',
      }),
    );
    const [item] = await screen.findAllByTestId('notification');
    expect(within(item!).getByText('Ответ на ваш вопрос')).toBeInTheDocument();
    expect(within(item!).getByRole('link', { name: 'Открыть вопрос' })).toHaveAttribute(
      'href',
      '/profile/contractor/tenderfrom/42#questions',
    );
  });

  it.each([
    ['contractor', 'deal_contract', '/profile/contractor/tenderfrom/42#deal'],
    ['client', 'deal_reported', '/profile/client/tender/42#deal'],
  ] as const)("a deal's notice to the %s opens the tender's deal", async (side, kind, href) => {
    const content = notificationContent(kind, 'Ирина Соколова', 'Склад');
    renderPanel(
      side,
      makeNotification(1, {
        title: content.title,
        text: content.text,
        link: '/api/tenders/42',
        button_text: content.button,
        button_link: '/api/request/9',
      }),
    );
    const [item] = await screen.findAllByTestId('notification');
    expect(within(item!).getByRole('link', { name: 'Открыть сделку' })).toHaveAttribute(
      'href',
      href,
    );
  });

  it('says the price of an offer to the client, with its НДС', async () => {
    const content = notificationContent('offer', 'СтройКо', 'Склад', {
      terms: { price_kopecks: 1_250_000_00, vat: 'with_vat', vat_rate: 22 },
    });
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
    expect(item).toHaveTextContent(
      'Подрядчик «СтройКо» отправил коммерческое предложение по тендеру «Склад»: 1 250 000 ₽, с НДС 22 %',
      { normalizeWhitespace: true },
    );
    expect(within(item!).getByRole('button', { name: 'Смотреть ответ' })).toBeInTheDocument();
  });
});
