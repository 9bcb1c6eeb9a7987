import {
  type Contractor,
  type ContractorNote,
  type InvitationScopeAnswer,
  MSG_CONSENTS,
} from '@podryad/domain';
import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGISTRY_PENDING, registryFacts } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ContractorCard } from '@/features/contractors/components/contractor-card';

const contractor: Contractor & {
  my_note: ContractorNote | null;
  invitation_scope: InvitationScopeAnswer;
} = {
  id: 11,
  my_note: null,
  invitation_scope: { work_types: [], cities: [] },
  name: 'Иван Петров',
  phone: '+79161234567',
  email: 'stroy@example.ru',
  participates_in_tenders: true,
  work_types: ['construction', 'design'],
  registry: REGISTRY_PENDING,
  answers: null,
  profile: {
    full_legal_name: 'ООО «СтройМастер»',
    short_name: 'СтройМастер',
    region: 'Москва',
    legal_address: 'Москва, ул. Ленина, 1',
    actual_address: 'Москва, ул. Ленина, 1',
    year_founded: 2010,
    inn: '7701234560',
    avatar: '/storage/images/logo.png',
    vk: null,
    telegram: null,
    whatsapp: null,
    participates_in_tenders: true,
    type_of_works: ['construction', 'design'],
  },
};

describe('ContractorCard', () => {
  it('shows the short name, formatted phone, e-mail, work types and the actions', () => {
    renderWithProviders(
      <ContractorCard contractor={contractor} actions={<Button>Подробнее</Button>} />,
    );
    const card = screen.getByRole('article', { name: 'СтройМастер' });
    expect(within(card).getByRole('heading', { name: 'СтройМастер' })).toBeInTheDocument();
    expect(within(card).getByText('+7 (916) 123-45-67')).toBeInTheDocument();
    expect(within(card).getByText('stroy@example.ru')).toBeInTheDocument();
    expect(within(card).getByText('Строительство')).toBeInTheDocument();
    expect(within(card).getByText('Проектирование')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Подробнее' })).toBeInTheDocument();
    expect(within(card).queryByText('Не участвует в тендерах')).not.toBeInTheDocument();
  });

  it('says once that the contacts are hidden, with no empty line', () => {
    renderWithProviders(<ContractorCard contractor={{ ...contractor, phone: '', email: '' }} />);
    const card = screen.getByRole('article', { name: 'СтройМастер' });
    expect(within(card).getByText(MSG_CONSENTS.contactsHidden)).toBeVisible();
    expect(within(card).queryByText(/\+7/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/@/)).not.toBeInTheDocument();
  });

  it('says nothing of hidden contacts when they are shown', () => {
    renderWithProviders(<ContractorCard contractor={contractor} />);
    expect(screen.queryByText(MSG_CONSENTS.contactsHidden)).not.toBeInTheDocument();
  });

  it('says what the state register says of it, or that it is not checked', () => {
    const { unmount } = renderWithProviders(
      <ContractorCard
        contractor={{
          ...contractor,
          registry: registryFacts({ status: { code: 'reorganizing', label: 'Реорганизация' } }),
        }}
      />,
    );
    const card = screen.getByRole('article', { name: 'СтройМастер' });
    expect(within(card).getByText('Реорганизация')).toBeInTheDocument();
    expect(within(card).getByText('Проверено по ЕГРЮЛ 10.03.2026')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ContractorCard contractor={contractor} />);
    const pending = screen.getByRole('article', { name: 'СтройМастер' });
    expect(within(pending).getByText('Не проверено')).toBeInTheDocument();
    expect(within(pending).queryByText(/Проверено по/)).not.toBeInTheDocument();
  });

  it('marks a contractor that does not take part in tenders', () => {
    renderWithProviders(
      <ContractorCard contractor={{ ...contractor, participates_in_tenders: false }} compact />,
    );
    expect(screen.getByText('Не участвует в тендерах')).toBeInTheDocument();
  });

  it("marks a contractor on the client's own list «Не приглашать», and only then", () => {
    const { unmount } = renderWithProviders(
      <ContractorCard
        contractor={{
          ...contractor,
          my_note: { text: '', do_not_invite: true, updated_at: '2026-11-01T10:00:00.000Z' },
        }}
      />,
    );
    expect(screen.getByText('Не приглашать')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ContractorCard
        contractor={{
          ...contractor,
          my_note: {
            text: 'Заметка',
            do_not_invite: false,
            updated_at: '2026-11-01T10:00:00.000Z',
          },
        }}
      />,
    );
    expect(screen.queryByText('Не приглашать')).not.toBeInTheDocument();
  });

  it('says how it answers invitations, and nothing before the figures are counted', () => {
    const answers = {
      invitations_30d: 12,
      answered_in_3_days_percent: 75,
      median_answer_minutes: 300,
      invitations_7d: 4,
    };
    const { unmount } = renderWithProviders(
      <ContractorCard contractor={{ ...contractor, answers }} compact />,
    );
    const card = screen.getByRole('article', { name: 'СтройМастер' });
    expect(
      within(card).getByText(
        'Приглашений за 30 дней: 12 · Ответы в течение 3 дней: 75% · Медианное время ответа: 5 ч',
      ),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<ContractorCard contractor={contractor} />);
    expect(screen.queryByText(/Приглашений за 30 дней/)).not.toBeInTheDocument();
  });

  it('falls back to the account name without a short name', () => {
    renderWithProviders(
      <ContractorCard
        contractor={{ ...contractor, profile: { ...contractor.profile, short_name: '' } }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Иван Петров' })).toBeInTheDocument();
  });
});
