import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CLIENT_USER, CONTRACTOR_USER } from '@/test/fixtures';
import { useSession } from '@/stores/session';
import { clearOnAccountChange, theme } from '@/app/provider';

describe('clearOnAccountChange', () => {
  it("forgets the last account's data when the account changes, not when its profile does", () => {
    useSession.getState().signIn('token-a', CONTRACTOR_USER);
    const client = new QueryClient();
    const stop = clearOnAccountChange(client);
    client.setQueryData(['cases'], [{ id: 1 }]);

    useSession.getState().setUser({ ...CONTRACTOR_USER, email: 'new@example.ru' });
    expect(client.getQueryData(['cases'])).toEqual([{ id: 1 }]);

    useSession.getState().signOut();
    expect(client.getQueryData(['cases'])).toBeUndefined();

    client.setQueryData(['cases'], [{ id: 2 }]);
    useSession.getState().signIn('token-b', CLIENT_USER);
    expect(client.getQueryData(['cases'])).toBeUndefined();
    stop();
  });
});

describe('theme', () => {
  it('honours prefers-reduced-motion: Mantine transitions take no time for those who ask', () => {
    expect(theme.respectReducedMotion).toBe(true);
  });
});
