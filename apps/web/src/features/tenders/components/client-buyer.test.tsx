import type { Buyer } from '@podryad/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientContacts } from '@/features/tenders/components/client-contacts';
import { REGISTRY_PENDING, makeTender, registryFacts } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { words } from '@/test/text';

// Whom the tender's client buys for, in the client's contacts as contractors read them.

const CLIENT = makeTender(1, 'Кровля').user;
const company = (registry = registryFacts(), name = 'ООО «СтройМастер»'): Buyer => ({
  kind: 'company',
  name,
  inn: '7701000019',
  registry,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-12T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const mark = () => screen.getByTestId('client-buyer');

describe('ClientContacts with the buyer', () => {
  it('names the company with the register’s status and the check’s date', () => {
    renderWithProviders(<ClientContacts client={CLIENT} buyer={company()} />);
    expect(words(mark())).toContain(
      'Заказчик закупает для компании ООО «СтройМастер», ИНН 7701000019',
    );
    expect(screen.getByText('Действует')).toBeInTheDocument();
    expect(screen.getByText('Проверено по ЕГРЮЛ 10.03.2026')).toBeInTheDocument();
    expect(screen.queryByText('Не проверено')).not.toBeInTheDocument();
  });

  it('says a company not checked is not, and why', () => {
    renderWithProviders(<ClientContacts client={CLIENT} buyer={company(REGISTRY_PENDING)} />);
    expect(screen.getByText('Не проверено')).toBeInTheDocument();
    expect(screen.getByText('проверка ещё не проведена')).toBeInTheDocument();
    expect(screen.queryByText(/^Проверено по/)).not.toBeInTheDocument();
  });

  it('warns when the register names the company otherwise', () => {
    renderWithProviders(
      <ClientContacts client={CLIENT} buyer={company(registryFacts(), 'ООО «Лютик»')} />,
    );
    expect(screen.getByText('В реестре другое название')).toBeInTheDocument();
  });

  it('puts a name typed without quotes in «»', () => {
    renderWithProviders(
      <ClientContacts client={CLIENT} buyer={company(registryFacts(), 'СтройМастер')} />,
    );
    expect(words(mark())).toContain('Заказчик закупает для компании «СтройМастер», ИНН 7701000019');
  });

  it('says a client buys for itself', () => {
    renderWithProviders(<ClientContacts client={CLIENT} buyer={{ kind: 'self' }} />);
    expect(words(mark())).toBe('Заказчик закупает для себя');
  });

  it('says nothing while the client has not said', () => {
    renderWithProviders(<ClientContacts client={CLIENT} buyer={null} />);
    expect(screen.queryByTestId('client-buyer')).not.toBeInTheDocument();
  });
});
