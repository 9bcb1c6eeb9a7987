import { DELETED_USER_LABEL, MSG_CONSENTS, type Tender } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientContacts } from '@/features/tenders/components/client-contacts';
import { makeTender } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';

// The tender's client as a contractor reads it: the contacts shown, hidden, or none of a deleted one.

const CLIENT = makeTender(1, 'Кровля').user;
const client = (
  over: Partial<Tender['user']>,
  profile: Partial<Tender['user']['profile']> = {},
) => ({
  ...CLIENT,
  ...over,
  profile: { ...CLIENT.profile, ...profile },
});
const section = () => screen.getByRole('region', { name: 'Заказчик' });

describe('ClientContacts', () => {
  it('shows the phone and e-mail as links, and no row for a contact not there', () => {
    renderWithProviders(<ClientContacts client={client({}, { telegram: '@olga' })} />);
    expect(screen.getByRole('link', { name: '+7 (916) 000-00-00' })).toHaveAttribute(
      'href',
      'tel:+79160000000',
    );
    expect(screen.getByRole('link', { name: 'user7@example.ru' })).toHaveAttribute(
      'href',
      'mailto:user7@example.ru',
    );
    expect(screen.getByText('@olga')).toBeVisible();
    expect(screen.queryByText('VK')).not.toBeInTheDocument();
    expect(screen.queryByText(MSG_CONSENTS.contactsHidden)).not.toBeInTheDocument();
  });

  it('says once that the contacts are hidden, with no empty row, label or link', () => {
    renderWithProviders(<ClientContacts client={client({ phone: '', email: '' })} />);
    expect(screen.getByText(MSG_CONSENTS.contactsHidden)).toBeVisible();
    const box = section();
    expect(within(box).queryByRole('link')).not.toBeInTheDocument();
    expect(within(box).queryByText('Телефон')).not.toBeInTheDocument();
    expect(within(box).queryByText('Почта')).not.toBeInTheDocument();
    expect(within(box).queryByText('—')).not.toBeInTheDocument();
  });

  it('shows a deleted client by the label, with no contacts and no line about them', () => {
    renderWithProviders(
      <ClientContacts
        client={client(
          { phone: '', email: '', name: DELETED_USER_LABEL, surname: '' },
          { name: DELETED_USER_LABEL, surname: '' },
        )}
      />,
    );
    expect(screen.getByText(DELETED_USER_LABEL)).toBeVisible();
    expect(screen.queryByText(MSG_CONSENTS.contactsHidden)).not.toBeInTheDocument();
    expect(within(section()).queryByText('Телефон')).not.toBeInTheDocument();
    expect(within(section()).queryByRole('link')).not.toBeInTheDocument();
  });
});
