import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_USER } from '@/test/fixtures';
import { renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { ClosedAccountScreen } from '@/features/account/components/closed-account-screen';

describe('ClosedAccountScreen', () => {
  beforeEach(() => seedSession({ token: 'token-1', user: CLIENT_USER }));

  it('says the day of the deletion in Moscow time', () => {
    serveFetch({});
    // 22:30 UTC is already the next day in Moscow.
    seedSession({
      token: 'token-1',
      user: CLIENT_USER,
      closing: { delete_after: '2026-12-05T22:30:00.000Z' },
    });
    renderWithProviders(<ClosedAccountScreen />);
    expect(
      screen.getByRole('heading', { name: 'Аккаунт будет удалён 06.12.2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/отмените удаление/)).toBeInTheDocument();
  });

  it('shows nothing for an open account', () => {
    serveFetch({});
    renderWithProviders(<ClosedAccountScreen />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
