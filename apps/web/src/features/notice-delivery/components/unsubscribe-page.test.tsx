import { MSG, MSG_DELIVERY } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACTOR_USER } from '@/test/fixtures';
import { phoneScreen } from '@/test/media';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { UnsubscribePage } from '@/features/notice-delivery/components/unsubscribe-page';

const TOKEN = '42.offers-deadlines.c2lnbmVkLWJ5LXRoZS1zZXJ2ZXI';

function renderPage(token: string | null = TOKEN) {
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  renderWithProviders(<UnsubscribePage />, { route: `/unsubscribe${query}` });
  return userEvent.setup();
}

const button = () => screen.queryByRole('button', { name: 'Отписаться' });

describe('UnsubscribePage', () => {
  beforeEach(() => seedSession());

  it('names what the link stops and stops it only when asked', async () => {
    phoneScreen();
    const { calls } = serveFetch({
      'POST /api/unsubscribe': () => json(200, { topics: ['offers', 'deadlines'] }),
    });
    const user = renderPage();

    expect(screen.getByRole('heading', { name: 'Отписка от писем', level: 1 })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Предложения и ответы на приглашения', 'Сроки и напоминания']);
    expect(calls).toEqual([]);

    await user.click(button()!);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(MSG_DELIVERY.unsubscribed);
    expect(within(done).getByText('Сроки и напоминания')).toBeInTheDocument();
    expect(screen.getByText(/во вкладке «Уведомления»/)).toBeInTheDocument();
    // Signed out: the way back to the settings is through the sign-in page.
    expect(screen.getByRole('link', { name: 'Перейти в личный кабинет' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(button()).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`/api/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
  });

  it("leads a signed-in user straight to the cabinet's notices tab", () => {
    seedSession({ token: 'token-1', user: CONTRACTOR_USER });
    serveFetch({});
    renderPage();
    expect(screen.getByRole('link', { name: 'Перейти в личный кабинет' })).toHaveAttribute(
      'href',
      '/profile/contractor/personal?tab=notices',
    );
  });

  it('says the link is broken when it has no token or names no topic', () => {
    serveFetch({});
    renderPage(null);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_DELIVERY.unsubscribeInvalid);
    expect(button()).not.toBeInTheDocument();
  });

  it('says the link is broken when the server refuses the token', async () => {
    serveFetch({
      'POST /api/unsubscribe': () =>
        json(400, { errors: [MSG_DELIVERY.unsubscribeInvalid], message: '' }),
    });
    const user = renderPage('42.offers.forged');
    await user.click(button()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_DELIVERY.unsubscribeInvalid);
    expect(button()).not.toBeInTheDocument();
  });

  it('lets the person try again when the server could not be reached', async () => {
    let reachable = false;
    serveFetch({
      'POST /api/unsubscribe': () =>
        reachable ? json(200, { topics: ['offers'] }) : new Response('', { status: 502 }),
    });
    const user = renderPage('42.offers.mac');
    await user.click(button()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.generic);

    reachable = true;
    await user.click(button()!);
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_DELIVERY.unsubscribed);
  });
});
