import '@mantine/core/styles.css';
import {
  MantineProvider,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AppStatus } from '@/components/app-status';
import { refreshUser } from '@/features/account/api/get-profile';
import { useIsPhone } from '@/lib/use-is-phone';
import { clearUserCaches, dropPushSubscription } from '@/lib/user-caches';
import { useSession } from '@/stores/session';

/**
 * Light variants (badges, soft buttons) with text dark enough for 4.5:1 on their tinted background;
 * Mantine's default shade 9 of green or teal falls short.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor || !parsed.color) return colors;
  return { ...colors, color: darken(input.theme.colors[parsed.color]![9], 0.25) };
};

/**
 * WCAG AA contrast everywhere (checked by axe in the E2E journeys): the primary shade 8 instead of
 * 6 (white on blue 5:1 rather than 3.5:1), and secondary and placeholder text one step darker.
 * Whoever asks for reduced motion (the OS setting `prefers-reduced-motion: reduce`, as the E2E
 * browser does) gets modals, drawers, menus and dropdowns without their fade and slide.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  respectReducedMotion: true,
  variantColorResolver,
});

/**
 * Below `sm` (a phone): every modal and drawer fills the screen (a centred box with margins leaves
 * its content too narrow to read and type in), whatever size its call site asks for; and the page
 * and section titles are smaller, so that a Russian word fits on a line beside an icon.
 */
export const phoneTheme = createTheme({
  // The base theme sets no headings or components of its own, so these add to it.
  ...theme,
  headings: {
    sizes: {
      h1: { fontSize: '1.625rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
    },
  },
  // Plain objects rather than Modal.extend / Drawer.extend: naming the components here would
  // put Modal and Drawer (with their focus trap) into the sign-in page's first script.
  components: {
    Modal: { defaultProps: { fullScreen: true } },
    Drawer: { vars: () => ({ root: { '--drawer-size': '100%', '--drawer-offset': '0rem' } }) },
  },
});

const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});

/** After a reload the stored session is refreshed from the server (a revoked token signs out). */
function SessionSync() {
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (token) void refreshUser().catch(() => undefined);
  }, [token]);
  return null;
}

/**
 * Empties the query cache whenever the signed-in account changes (sign-out, sign-in, a revoked
 * token): nothing loaded for one account may show, even for a moment, to the next one. Synchronous
 * with the change, before the next screen renders; the browser's caches other than the build's
 * and its push subscription follow (docs/pwa.md). Answers the unsubscribe.
 */
export const clearOnAccountChange = (client: QueryClient) =>
  useSession.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    client.clear();
    void clearUserCaches().catch(() => undefined);
    void dropPushSubscription().catch(() => undefined);
  });

/**
 * Offline (docs/pwa.md): loads wait for the connection and keep what they showed, rather than fail
 * (queries' default network mode, told at start whether the device is offline: TanStack Query
 * assumes online until an event says otherwise). A change is never held back unseen until the
 * connection returns: it runs at once, and the API client refuses it with its message.
 */
export function createQueryClient() {
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { networkMode: 'always' },
    },
  });
}

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => clearOnAccountChange(queryClient), [queryClient]);
  const isPhone = useIsPhone();
  return (
    <MantineProvider
      theme={isPhone ? phoneTheme : theme}
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        {children}
        <AppStatus />
      </QueryClientProvider>
    </MantineProvider>
  );
}
