import { MSG_CONSENTS, MSG_DATA_EXPORT } from '@podryad/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACTOR_USER } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { PersonalDataTab } from '@/features/account/components/personal-data-tab';

// The cabinets' tab 'Мои данные': its sections one under another.

describe('PersonalDataTab', () => {
  beforeEach(() => seedSession({ token: 't', user: CONTRACTOR_USER }));

  it("holds 'Скачать мои данные', the consents and the account's deletion, in that order", async () => {
    serveFetch({
      'GET /api/user/data-export': () => json(200, null),
      'GET /api/user/consents': () => json(200, { consents: [], required: [] }),
    });
    renderWithProviders(<PersonalDataTab />);
    expect(screen.getByRole('region', { name: MSG_DATA_EXPORT.title })).toBeVisible();
    expect(await screen.findByRole('button', { name: MSG_DATA_EXPORT.start })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      MSG_DATA_EXPORT.title,
      MSG_CONSENTS.sectionTitle,
      'Удалить аккаунт',
    ]);
  });
});
