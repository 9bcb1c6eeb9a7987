import { type UserType } from '@podryad/domain';
import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@/stores/session';
import { paths } from '@/lib/paths';

/** A closed account's one screen: its own chunk, loaded only by an account that needs it. */
const ClosedAccountScreen = lazy(() =>
  import('@/features/account/components/closed-account-screen').then((m) => ({
    default: m.ClosedAccountScreen,
  })),
);

/** Who may open a route: anyone signed out, a user without a type yet, or one type. */
export type Access = 'public' | 'filing' | UserType;

const homeOf = (type: UserType | null) => (type ? paths.home(type) : paths.filing);

/**
 * The navigation guard: where to send the user instead, or null to let them in.
 * Signed-in users opening the sign-in pages go home too (our decision: they have nothing to do there).
 */
export function guardRedirect(
  access: Access,
  token: string | null,
  type: UserType | null,
): string | null {
  if (access === 'public') return token ? homeOf(type) : null;
  if (!token) return paths.login;
  if (access === 'filing') return type ? paths.home(type) : null;
  return type === access ? null : homeOf(type);
}

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const type = useSession((s) => s.user?.type ?? null);
  const closing = useSession((s) => s.closing);
  const to = guardRedirect(access, token, type);
  if (to) return <Navigate to={to} replace />;
  // A closed account waiting for its deletion sees only its screen, whatever page it opens.
  if (token && closing && access !== 'public') {
    return (
      <Suspense fallback={null}>
        <ClosedAccountScreen />
      </Suspense>
    );
  }
  return children;
}
