import type { CompanyRegistry } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegistryBadge, RegistryCard } from '@/components/registry-card';
import { REGISTRY_PENDING, registryFacts } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';

const OWN_NAMES = ['Общество с ограниченной ответственностью «СтройМастер»', 'СтройМастер'];

const unchecked = (code: string, label: string): CompanyRegistry =>
  ({ checked: false, reason: { code, label }, attempted_at: null }) as CompanyRegistry;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-12T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const section = () => screen.getByRole('region', { name: 'Сведения из реестра' });

describe('RegistryCard', () => {
  it("shows the register's facts, the status and the check's date", () => {
    renderWithProviders(<RegistryCard registry={registryFacts()} givenNames={OWN_NAMES} />);
    const card = section();
    expect(within(card).getByText('Действует')).toBeInTheDocument();
    expect(within(card).getByText('Проверено по ЕГРЮЛ 10.03.2026')).toBeInTheDocument();
    expect(within(card).getByText('ООО "СТРОЙМАСТЕР"')).toBeInTheDocument();
    expect(within(card).getByText('ОГРН')).toBeInTheDocument();
    expect(within(card).getByText('1027700000019')).toBeInTheDocument();
    expect(within(card).getByText('16.08.2002 (23 года 6 мес.)')).toBeInTheDocument();
    expect(
      within(card).getByText('Смирнов Алексей Викторович, Генеральный директор'),
    ).toBeInTheDocument();
    expect(within(card).getByText('г Москва, ул Тверская, д 7')).toBeInTheDocument();
    expect(within(card).getByText('41.20')).toBeInTheDocument();
    // Its own name is the register's: no warning.
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).queryByText(/отличается/)).not.toBeInTheDocument();
  });

  it('warns when the register names the company otherwise', () => {
    renderWithProviders(
      <RegistryCard registry={registryFacts()} givenNames={['ООО «Прораб»', 'Прораб']} />,
    );
    expect(
      within(section()).getByText('Название в реестре отличается от указанного компанией'),
    ).toBeInTheDocument();
  });

  it('marks a company in trouble and data the tax service called unreliable', () => {
    renderWithProviders(
      <RegistryCard
        registry={registryFacts({
          status: { code: 'liquidated', label: 'Ликвидирована' },
          liquidated_on: '2024-05-20',
          unreliable: true,
        })}
        givenNames={OWN_NAMES}
      />,
    );
    const card = section();
    expect(within(card).getByText('Ликвидирована')).toBeInTheDocument();
    expect(within(card).getByText('Дата прекращения')).toBeInTheDocument();
    expect(within(card).getByText('20.05.2024')).toBeInTheDocument();
    expect(
      within(card).getByText('Налоговая отметила сведения о компании как недостоверные'),
    ).toBeInTheDocument();
  });

  it('shows an entrepreneur by name, checked in ЕГРИП', () => {
    renderWithProviders(
      <RegistryCard
        registry={registryFacts({
          kind: 'individual',
          ogrn: '319770100000011',
          director: { name: 'Иванова Мария Петровна', post: null },
          name: {
            short: 'ИП Иванова Мария Петровна',
            full: 'Индивидуальный предприниматель Иванова Мария Петровна',
          },
        })}
        givenNames={['ИП Иванова Мария Петровна']}
      />,
    );
    const card = section();
    expect(within(card).getByText('Проверено по ЕГРИП 10.03.2026')).toBeInTheDocument();
    expect(within(card).getByText('ОГРНИП')).toBeInTheDocument();
    expect(within(card).getByText('Индивидуальный предприниматель')).toBeInTheDocument();
    expect(within(card).getByText('Иванова Мария Петровна')).toBeInTheDocument();
    expect(within(card).queryByText(/отличается/)).not.toBeInTheDocument();
  });

  it.each([
    ['pending', 'проверка ещё не проведена'],
    ['no_key', 'ключ провайдера не задан'],
    ['unavailable', 'сервис реестра не ответил'],
    ['not_found', 'ИНН не найден в реестре'],
  ])('says a company is not checked, and why (%s)', (code, label) => {
    renderWithProviders(<RegistryCard registry={unchecked(code, label)} givenNames={OWN_NAMES} />);
    const card = section();
    expect(within(card).getByText(`Не проверено: ${label}`)).toBeInTheDocument();
    expect(within(card).queryByText(/Проверено по/)).not.toBeInTheDocument();
    expect(within(card).queryByText('Действует')).not.toBeInTheDocument();
  });
});

describe('RegistryBadge', () => {
  it("shows the status and the check's date in a line", () => {
    renderWithProviders(<RegistryBadge registry={registryFacts()} givenNames={OWN_NAMES} />);
    expect(screen.getByText('Действует')).toBeInTheDocument();
    expect(screen.getByText('Проверено по ЕГРЮЛ 10.03.2026')).toBeInTheDocument();
    expect(screen.queryByText('В реестре другое название')).not.toBeInTheDocument();
  });

  it('warns of another name in the register', () => {
    renderWithProviders(
      <RegistryBadge
        registry={registryFacts({ status: { code: 'bankrupt', label: 'Банкротство' } })}
        givenNames={['ООО «Другое»']}
      />,
    );
    expect(screen.getByText('Банкротство')).toBeInTheDocument();
    expect(screen.getByText('В реестре другое название')).toBeInTheDocument();
  });

  it("says 'Не проверено' and why, never a date of a check", () => {
    renderWithProviders(<RegistryBadge registry={REGISTRY_PENDING} givenNames={OWN_NAMES} />);
    expect(screen.getByText('Не проверено')).toBeInTheDocument();
    expect(screen.getByText('проверка ещё не проведена')).toBeInTheDocument();
    expect(screen.queryByText(/Проверено по/)).not.toBeInTheDocument();
  });
});
