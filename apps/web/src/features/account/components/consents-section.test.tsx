import {
  type ConsentState,
  LEGAL_VERSIONS,
  MSG_CONSENTS,
  type UserConsentsAnswer,
} from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
} from '@/test/render';
import { ConsentsSection } from '@/features/account/components/consents-section';

const GIVEN_AT = '2026-11-29T09:30:00.000Z';

const state = (document: ConsentState['document'], patch: Partial<ConsentState> = {}) => ({
  document,
  title:
    document === 'processing'
      ? 'Согласие на обработку персональных данных'
      : 'Согласие на распространение персональных данных',
  current_version: LEGAL_VERSIONS[document],
  version: LEGAL_VERSIONS[document],
  given_at: GIVEN_AT,
  withdrawn_at: null,
  active: true,
  ...patch,
});

const answer = (distribution: Partial<ConsentState> = {}): UserConsentsAnswer => ({
  consents: [state('processing'), state('distribution', distribution)],
  required: [],
});

function setup(stored: UserConsentsAnswer, routes: FetchRoutes = {}) {
  const served = serveFetch({
    'GET /api/user/consents': () => json(200, stored),
    ...routes,
  });
  const onSaved = vi.fn();
  renderWithProviders(<ConsentsSection onSaved={onSaved} />);
  return { ...served, onSaved, user: userEvent.setup() };
}

const card = (title: string) =>
  screen.getByRole('link', { name: title }).closest('.mantine-Paper-root') as HTMLElement;

describe('ConsentsSection', () => {
  beforeEach(() => seedSession({ token: 'tok' }));

  it('lists the consents given, with their edition, date and texts', async () => {
    setup(answer());
    expect(await screen.findByRole('heading', { name: 'Согласия' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Согласие на обработку персональных данных' });
    const processing = screen.getByRole('link', {
      name: 'Согласие на обработку персональных данных',
    });
    expect(processing).toHaveAttribute('href', '/legal/processing');
    expect(processing).toHaveAttribute('target', '_blank');
    const edition = LEGAL_VERSIONS.processing.split('-').reverse().join('.');
    expect(
      within(card('Согласие на обработку персональных данных')).getByText(
        new RegExp(`^Дано .*, редакция от ${edition.replaceAll('.', '\\.')}$`),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );
    // The processing consent goes only with the account.
    expect(
      within(card('Согласие на обработку персональных данных')).queryByRole('button'),
    ).toBeNull();
  });

  it('withdraws the consent to showing the contacts after a confirmation', async () => {
    const { user, calls, onSaved } = setup(answer(), {
      'DELETE /api/user/consents/distribution': () =>
        json(200, answer({ active: false, withdrawn_at: '2026-11-29T10:00:00.000Z' })),
    });
    const distribution = await screen.findByRole('link', {
      name: 'Согласие на распространение персональных данных',
    });
    await user.click(
      within(distribution.closest('.mantine-Paper-root') as HTMLElement).getByRole('button', {
        name: 'Отозвать',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Отозвать согласие на распространение?',
    });
    expect(dialog).toHaveTextContent(MSG_CONSENTS.withdrawConfirm);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(MSG_CONSENTS.withdrawn));
    const after = card('Согласие на распространение персональных данных');
    expect(within(after).getByText(/^Отозвано /)).toBeInTheDocument();
    expect(within(after).getByRole('button', { name: 'Дать согласие' })).toBeInTheDocument();
  });

  it('gives a consent not given, at the current edition', async () => {
    const { user, calls } = setup(answer({ version: null, given_at: null, active: false }), {
      'POST /api/user/consents': () => json(200, answer()),
    });
    await screen.findByRole('link', { name: 'Согласие на обработку персональных данных' });
    const distribution = card('Согласие на распространение персональных данных');
    expect(within(distribution).getByText('Не дано')).toBeInTheDocument();
    await user.click(within(distribution).getByRole('button', { name: 'Дать согласие' }));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        document: 'distribution',
        version: LEGAL_VERSIONS.distribution,
      }),
    );
    expect(
      await within(card('Согласие на распространение персональных данных')).findByRole('button', {
        name: 'Отозвать',
      }),
    ).toBeInTheDocument();
  });

  it('says why a give failed and keeps the section', async () => {
    const { user } = setup(answer({ version: null, given_at: null, active: false }), {
      'POST /api/user/consents': () =>
        json(422, { errors: [MSG_CONSENTS.staleVersion], message: MSG_CONSENTS.staleVersion }),
    });
    await screen.findByRole('link', { name: 'Согласие на обработку персональных данных' });
    await user.click(screen.getByRole('button', { name: 'Дать согласие' }));
    expect(await screen.findByText(MSG_CONSENTS.staleVersion)).toBeInTheDocument();
  });

  it('says when the consents could not be read', async () => {
    setup(answer(), { 'GET /api/user/consents': () => json(500, { errors: ['Ошибка'] }) });
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
