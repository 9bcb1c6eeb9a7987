import { vi } from 'vitest';

/** A VAPID public key as the server gives it (base64url), and its bytes. */
export const PUSH_KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i * 7 + 4) % 256);
export const PUSH_KEY = btoa(String.fromCharCode(...PUSH_KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => PushSubscriptionJSON;
  unsubscribe: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
};

type Options = {
  /** Notification.permission at the start. */
  permission?: NotificationPermission;
  /** What requestPermission() answers. */
  answer?: NotificationPermission;
  /** A subscription the browser already has, made with this key (default: PUSH_KEY's). */
  subscribedWith?: Uint8Array;
};

/**
 * A browser that can take pushes: a registered service worker with a push manager, PushManager and
 * Notification. Answers the fakes, to check what the page asked of them. The setup file removes
 * the globals after each test; `removePushBrowser` removes navigator.serviceWorker.
 */
export function fakePushBrowser({
  permission = 'default',
  answer = 'granted',
  subscribedWith,
}: Options = {}) {
  const subscription = (endpoint: string, key: Uint8Array): FakeSubscription => {
    const made: FakeSubscription = {
      endpoint,
      options: { applicationServerKey: key.slice().buffer },
      toJSON: () => ({
        endpoint,
        expirationTime: null,
        keys: { p256dh: 'BPublic', auth: 'secret' },
      }),
      unsubscribe: vi.fn(async () => {
        if (state.current === made) state.current = null;
        return true;
      }),
    };
    return made;
  };
  const state: { current: FakeSubscription | null } = {
    current: subscribedWith ? subscription('https://push.example/old', subscribedWith) : null,
  };
  const pushManager = {
    getSubscription: vi.fn(async () => state.current),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      state.current = subscription(
        'https://push.example/new',
        new Uint8Array(options.applicationServerKey as ArrayBuffer | Uint8Array),
      );
      return state.current;
    }),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
  });
  vi.stubGlobal('PushManager', class {});
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  return { state, pushManager, notification };
}

export function removePushBrowser() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
