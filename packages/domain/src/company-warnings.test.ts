import { describe, expect, it } from 'vitest';
import { choiceWarningsDetails, companyWarnings, registeredRecently } from './company-warnings';
import type { CompanyRegistry, RegistryFacts } from './registry';

const NOW = new Date('2026-11-29T09:00:00Z');

const facts = (more: Partial<RegistryFacts> = {}): CompanyRegistry => ({
  checked: true,
  kind: 'legal',
  status: { code: 'active', label: 'Действует' },
  ogrn: '1027700000019',
  registered_on: '2002-08-16',
  liquidated_on: null,
  director: null,
  address: null,
  okved: null,
  name: { short: 'ООО "РОМАШКА"', full: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА"' },
  unreliable: false,
  checked_at: '2026-11-28T10:00:00.000Z',
  ...more,
});

const codes = (registry: CompanyRegistry, names: string[] = ['ООО «Ромашка»']) =>
  companyWarnings({ registry, givenNames: names }, NOW).map((w) => w.code);

describe('warnings about a company', () => {
  it('has none for an active, old company named as registered', () => {
    expect(codes(facts())).toEqual([]);
  });

  it('warns of every status but active, naming it and the register', () => {
    const [warning] = companyWarnings(
      {
        registry: facts({ status: { code: 'liquidating', label: 'Ликвидируется' } }),
        givenNames: ['Ромашка'],
      },
      NOW,
    );
    expect(warning).toEqual({
      code: 'not_active',
      text: 'По данным ЕГРЮЛ статус — «Ликвидируется», а не «Действует»',
    });
    const [person] = companyWarnings(
      {
        registry: facts({
          kind: 'individual',
          status: { code: 'liquidated', label: 'Деятельность прекращена' },
          name: { short: null, full: null },
        }),
        givenNames: ['ИП Иванова'],
      },
      NOW,
    );
    expect(person!.text).toBe(
      'По данным ЕГРИП статус — «Деятельность прекращена», а не «Действует»',
    );
    expect(codes(facts({ status: { code: 'reorganizing', label: 'Реорганизация' } }))).toEqual([
      'not_active',
    ]);
  });

  it('warns of a company registered less than six months ago, with the date', () => {
    const [warning] = companyWarnings(
      { registry: facts({ registered_on: '2026-07-01' }), givenNames: ['Ромашка'] },
      NOW,
    );
    expect(warning).toEqual({
      code: 'young',
      text: 'В реестре меньше 6 месяцев: дата регистрации 01.07.2026',
    });
    expect(codes(facts({ registered_on: '2026-05-29' }))).toEqual([]);
    expect(codes(facts({ registered_on: '2026-05-30' }))).toEqual(['young']);
  });

  it('counts six months by the Moscow date, across a year', () => {
    expect(registeredRecently('2026-07-15', new Date('2027-01-14T22:00:00Z'))).toBe(false);
    expect(registeredRecently('2026-07-16', new Date('2027-01-15T00:00:00Z'))).toBe(true);
  });

  it('warns of a name the register does not know, quoting the registered one', () => {
    const warnings = companyWarnings({ registry: facts(), givenNames: ['ООО «Лютик»', null] }, NOW);
    expect(warnings).toEqual([
      {
        code: 'name_differs',
        text: 'Название в реестре отличается от указанного компанией: «ООО „РОМАШКА“»',
      },
    ]);
  });

  it('warns of nothing the register did not check', () => {
    const unchecked: CompanyRegistry = {
      checked: false,
      reason: { code: 'no_key', label: 'ключ провайдера не задан' },
      attempted_at: null,
    };
    expect(codes(unchecked, ['Что угодно'])).toEqual([]);
  });

  it('warns of a СРО that does not cover the price, and of none stated', () => {
    const sro = (verdict: 'insufficient' | 'missing' | 'sufficient' | 'not_required' | null) =>
      companyWarnings(
        {
          registry: facts(),
          givenNames: ['Ромашка'],
          sro: { verdict, required_level: 2 },
        },
        NOW,
      ).map((w) => w.text);
    expect(sro('insufficient')).toEqual(['Уровень СРО недостаточен: нужен уровень не ниже 2']);
    expect(sro('missing')).toEqual([
      'Нет данных о СРО: договор дороже 10 млн ₽ требует членства в СРО',
    ]);
    expect(sro('sufficient')).toEqual([]);
    expect(sro('not_required')).toEqual([]);
    expect(sro(null)).toEqual([]);
  });

  it('writes a choice over warnings for the trail', () => {
    const warnings = companyWarnings(
      {
        registry: facts({ registered_on: '2026-09-01' }),
        givenNames: ['Ромашка'],
        sro: { verdict: 'missing', required_level: 1 },
      },
      NOW,
    );
    expect(choiceWarningsDetails('Ромашка', warnings)).toBe(
      'Ромашка: В реестре меньше 6 месяцев: дата регистрации 01.09.2026; Нет данных о СРО: договор дороже 10 млн ₽ требует членства в СРО',
    );
  });
});
