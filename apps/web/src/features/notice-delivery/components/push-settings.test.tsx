import { MSG_DELIVERY } from '@podryad/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_USER } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { PUSH_KEY, PUSH_KEY_BYTES, fakePushBrowser, removePushBrowser } from '@/test/web-push';
import { PushSettings } from '@/features/notice-delivery/components/push-settings';

const pushSwitch = () => screen.getByRole('switch', { name: MSG_DELIVERY.pushSwitch });

function renderPush(pushKey: string | null = PUSH_KEY) {
  renderWithProviders(<PushSettings pushKey={pushKey} />);
  return userEvent.setup();
}

/** The switch once the browser has said whether this device is subscribed. */
async function settledSwitch() {
  await waitFor(() => expect(pushSwitch()).toHaveAttribute('aria-busy', 'false'));
  return pushSwitch();
}

describe('PushSettings', () => {
  beforeEach(() => seedSession({ token: 'token-1', user: CLIENT_USER }));
  afterEach(removePushBrowser);

  it('has no switch where the server has no push key', () => {
    fakePushBrowser();
    serveFetch({});
    renderPush(null);
    expect(screen.getByText(MSG_DELIVERY.pushServerOff)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('has no switch in a browser without push', () => {
    serveFetch({});
    renderPush();
    expect(screen.getByText(MSG_DELIVERY.pushBrowserOff)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says the server sends no pushes, and that the bell and letters still come', () => {
    fakePushBrowser();
    serveFetch({});
    renderPush(null);
    expect(screen.getByText(/на этом сайте их отправка ещё не настроена/)).toBeInTheDocument();
    expect(screen.getByText(/видны в колокольчике и приходят на почту/)).toBeInTheDocument();
  });

  it('tells an iPhone to add the site to the home screen, and an installed one what it lacks', () => {
    const agent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
      );
    try {
      serveFetch({});
      const { unmount } = renderWithProviders(<PushSettings pushKey={PUSH_KEY} />);
      expect(screen.getByText(MSG_DELIVERY.pushIosInstall)).toBeInTheDocument();
      unmount();
      Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
      renderPush();
      expect(screen.getByText(MSG_DELIVERY.pushIosOld)).toBeInTheDocument();
    } finally {
      agent.mockRestore();
      Reflect.deleteProperty(navigator, 'standalone');
    }
  });

  it('says push needs a secure address on a page opened over http', () => {
    const own = Object.getOwnPropertyDescriptor(window, 'isSecureContext');
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    try {
      serveFetch({});
      renderPush();
      expect(screen.getByText(MSG_DELIVERY.pushInsecure)).toBeInTheDocument();
    } finally {
      if (own) Object.defineProperty(window, 'isSecureContext', own);
      else Reflect.deleteProperty(window, 'isSecureContext');
    }
  });

  it('is on where this browser is subscribed with the server key and allows notifications', async () => {
    fakePushBrowser({ permission: 'granted', subscribedWith: PUSH_KEY_BYTES });
    serveFetch({});
    renderPush();
    expect(await settledSwitch()).toBeChecked();
  });

  it('is off where the subscription was made with a key the server has replaced', async () => {
    fakePushBrowser({ permission: 'granted', subscribedWith: new Uint8Array([1, 2, 3]) });
    serveFetch({});
    renderPush();
    expect(await settledSwitch()).not.toBeChecked();
  });

  it('turning on asks for permission, subscribes with the server key and sends the subscription', async () => {
    const browser = fakePushBrowser();
    const { calls } = serveFetch({
      'POST /api/user/push-subscriptions': () => json(200, { success: true }),
    });
    const user = renderPush();
    await user.click(await settledSwitch());

    await waitFor(() => expect(pushSwitch()).toBeChecked());
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(new Uint8Array(options.applicationServerKey as Uint8Array)).toEqual(PUSH_KEY_BYTES);
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/user/push-subscriptions',
        body: { endpoint: 'https://push.example/new', keys: { p256dh: 'BPublic', auth: 'secret' } },
      },
    ]);
  });

  it('replaces a subscription made with an old key instead of failing on it', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribedWith: new Uint8Array([9]) });
    const old = browser.state.current!;
    serveFetch({ 'POST /api/user/push-subscriptions': () => json(200, { success: true }) });
    const user = renderPush();
    await user.click(await settledSwitch());
    await waitFor(() => expect(pushSwitch()).toBeChecked());
    expect(old.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.state.current?.endpoint).toBe('https://push.example/new');
  });

  it('says how to allow notifications when the browser refuses them, and subscribes nothing', async () => {
    const browser = fakePushBrowser({ answer: 'denied' });
    const { calls } = serveFetch({});
    const user = renderPush();
    await user.click(await settledSwitch());

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_DELIVERY.pushDenied);
    expect(pushSwitch()).not.toBeChecked();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('says so at once where notifications were refused before', async () => {
    fakePushBrowser({ permission: 'denied' });
    serveFetch({});
    renderPush();
    expect(screen.getByRole('alert')).toHaveTextContent('Разрешите их в настройках сайта');
  });

  it("drops the browser's subscription again when the server refuses it", async () => {
    const browser = fakePushBrowser();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveFetch({
      'POST /api/user/push-subscriptions': () =>
        json(400, { errors: [MSG_DELIVERY.pushNotConfigured], message: '' }),
    });
    const user = renderPush();
    await user.click(await settledSwitch());

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_DELIVERY.pushNotConfigured);
    expect(pushSwitch()).not.toBeChecked();
    expect(browser.state.current).toBeNull();
  });

  it('turning off tells the server first, then unsubscribes the browser', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribedWith: PUSH_KEY_BYTES });
    const subscription = browser.state.current!;
    const { calls } = serveFetch({
      'DELETE /api/user/push-subscriptions': () => {
        expect(subscription.unsubscribe).not.toHaveBeenCalled();
        return json(200, { success: true });
      },
    });
    const user = renderPush();
    await user.click(await settledSwitch());

    await waitFor(() => expect(pushSwitch()).not.toBeChecked());
    expect(calls).toEqual([
      {
        method: 'DELETE',
        url: '/api/user/push-subscriptions',
        body: { endpoint: 'https://push.example/old' },
      },
    ]);
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('stays on, still subscribed, when the server cannot be told', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribedWith: PUSH_KEY_BYTES });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveFetch({ 'DELETE /api/user/push-subscriptions': () => new Response('', { status: 500 }) });
    const user = renderPush();
    await user.click(await settledSwitch());

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_DELIVERY.pushOffFailed);
    expect(pushSwitch()).toBeChecked();
    expect(browser.state.current?.unsubscribe).not.toHaveBeenCalled();
  });
});
