import { describe, expect, it } from 'vitest';
import {
  type CardAdvice,
  type OwnCardDetail,
  cardAdvice,
  cardComplete,
  ownCardAnswer,
} from './own-card';
import { registeredRecently } from './company-warnings';
import type { CompanyRegistry, RegistryFacts } from './registry';

const NOW = new Date('2026-11-29T09:00:00.000Z');

const FACTS: RegistryFacts = {
  checked: true,
  kind: 'legal',
  status: { code: 'active', label: 'Действует' },
  ogrn: '1027700132195',
  registered_on: '2015-04-01',
  liquidated_on: null,
  director: { name: 'Иванов Иван Иванович', post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР' },
  address: 'г. Москва',
  okved: '41.20',
  name: {
    short: 'ООО «СТРОЙМОНТАЖ»',
    full: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ «СТРОЙМОНТАЖ»',
  },
  unreliable: false,
  checked_at: '2026-11-28T10:00:00.000Z',
};

/** A complete card: every advice test spoils one thing of it. */
function complete(): OwnCardDetail {
  return {
    id: 7,
    name: 'ООО Строймонтаж',
    phone: '79990000007',
    email: 'stroy@example.ru',
    profile: {
      full_legal_name: 'Общество с ограниченной ответственностью «Строймонтаж»',
      short_name: 'ООО Строймонтаж',
      region: 'г. Москва, московская область',
      legal_address: 'г. Москва',
      actual_address: 'г. Москва',
      year_founded: 2015,
      inn: '7707083893',
      avatar: 'avatars/7.png',
      vk: null,
      telegram: null,
      whatsapp: null,
      participates_in_tenders: true,
      type_of_works: ['construction'],
    },
    work_types: ['construction'],
    participates_in_tenders: true,
    registry: FACTS,
    answers: null,
    invitation_scope: { work_types: [], cities: [] },
    cases: [
      {
        id: 1,
        user_id: 7,
        project_name: 'Школа',
        services: 'Монолит',
        start_date: '2024-01-01',
        end_date: '2024-12-01',
        address: 'г. Москва',
        latitude: null,
        longitude: null,
        description: '',
        cover: null,
        cover_url: null,
        image: null,
        images: [],
        created_at: '2025-01-01T00:00:00.000Z',
        deal_id: null,
        from_deal: false,
        deal_accepted_at: null,
      },
    ],
    sro_memberships: [
      {
        kind: 'construction',
        sro_name: 'СРО Строители',
        registration_number: 'СРО-С-1-01',
        level: 2,
      },
    ],
    my_note: null,
  };
}

const unchecked = (code: Extract<CompanyRegistry, { checked: false }>['reason']['code']) =>
  ({
    checked: false,
    reason: { code, label: '' },
    attempted_at: null,
  }) as const;

const keys = (advice: CardAdvice[]) => advice.map((a) => a.key);
const only = (card: OwnCardDetail) => {
  const advice = cardAdvice(card, NOW);
  expect(advice).toHaveLength(1);
  return advice[0]!;
};

describe('cardAdvice', () => {
  it('asks for nothing on a complete card', () => {
    const advice = cardAdvice(complete(), NOW);
    expect(advice).toEqual([]);
    expect(cardComplete(advice)).toBe(true);
  });

  it('sends an INN that fails its check digits to the profile, once, with no register advice', () => {
    const card = complete();
    card.profile.inn = '7707083894';
    card.registry = unchecked('bad_inn');
    const advice = only(card);
    expect(advice).toMatchObject({
      key: 'inn_checksum',
      tone: 'fix',
      action: { target: 'profile', label: 'Исправить ИНН' },
    });
    expect(advice.text).toMatch(
      /^ИНН не прошёл проверку контрольных цифр — исправьте его в профиле\./,
    );
  });

  it('explains a check not made yet, naming ЕГРИП for an entrepreneur, with nothing to do', () => {
    const card = complete();
    card.registry = unchecked('pending');
    expect(only(card)).toMatchObject({ key: 'registry_pending', tone: 'info', action: null });
    expect(only(card).text).toMatch(/^Проверка по ЕГРЮЛ ещё не выполнена/);
    card.profile.inn = '500100732259';
    expect(only(card).text).toMatch(/^Проверка по ЕГРИП ещё не выполнена/);
    expect(cardComplete(cardAdvice(card, NOW))).toBe(true);
  });

  it.each(['no_key', 'key_refused', 'unavailable', 'quota'] as const)(
    'explains a provider that could not check (%s) as not the contractor’s doing',
    (code) => {
      const card = complete();
      card.registry = unchecked(code);
      const advice = only(card);
      expect(advice).toMatchObject({ key: 'registry_unavailable', tone: 'info', action: null });
      expect(advice.text).toContain('это не зависит от вас');
      // Only a check that failed is made again by itself; with no key none is made.
      expect(advice.text.endsWith('проверка повторится сама.')).toBe(code !== 'no_key');
    },
  );

  it('sends an INN the register does not know to the profile', () => {
    const card = complete();
    card.registry = unchecked('not_found');
    expect(only(card)).toMatchObject({
      key: 'registry_not_found',
      tone: 'fix',
      action: { target: 'profile' },
    });
    expect(only(card).text).toMatch(/^ИНН не найден в ЕГРЮЛ/);
  });

  it.each([
    ['liquidating', 'Ликвидируется', 'fix', null],
    ['liquidated', 'Ликвидирована', 'fix', 'profile'],
    ['bankrupt', 'Банкротство', 'fix', null],
    ['reorganizing', 'Реорганизация', 'fix', 'profile'],
    ['unknown', 'Статус не распознан', 'info', null],
  ] as const)('says what the status %s means to clients', (code, label, tone, target) => {
    const card = complete();
    card.registry = { ...FACTS, status: { code, label } };
    const advice = only(card);
    expect(advice).toMatchObject({ key: 'registry_status', tone });
    expect(advice.action?.target ?? null).toBe(target);
    expect(advice.text).toMatch(new RegExp(`^По ЕГРЮЛ статус — «${label}»: .*заказчик`));
  });

  it('names an entrepreneur’s ended activity as its register does', () => {
    const card = complete();
    card.registry = { ...FACTS, kind: 'individual', status: { code: 'liquidated', label: '' } };
    expect(only(card).text).toMatch(/^По ЕГРИП статус — «Деятельность прекращена»/);
  });

  it('says when the tax service marked the data unreliable', () => {
    const card = complete();
    card.registry = { ...FACTS, unreliable: true };
    expect(only(card)).toMatchObject({ key: 'registry_unreliable', tone: 'fix', action: null });
  });

  it('sends a name other than the register’s to the profile, quoting the register’s', () => {
    const card = complete();
    card.profile.short_name = 'ООО Ромашка';
    card.profile.full_legal_name = 'ООО Ромашка';
    const advice = only(card);
    expect(advice).toMatchObject({
      key: 'name_differs',
      action: { target: 'profile', label: 'Исправить название' },
    });
    expect(advice.text).toContain('«ООО «СТРОЙМОНТАЖ»»');
    expect(advice.text).toContain('Исправьте название в профиле');
  });

  it('explains a company younger than six months, on the Moscow date', () => {
    const card = complete();
    card.registry = { ...FACTS, registered_on: '2026-06-01' };
    expect(only(card)).toMatchObject({ key: 'young_company', tone: 'info', action: null });
    expect(only(card).text).toContain('(5 мес.)');
    expect(registeredRecently('2026-05-29', NOW)).toBe(false);
    expect(registeredRecently('2026-05-30', NOW)).toBe(true);
    // 22:00 UTC on the 28th is already the 29th in Moscow.
    expect(registeredRecently('2026-05-29', new Date('2026-11-28T22:00:00Z'))).toBe(false);
    expect(registeredRecently('2025-12-31', new Date('2026-06-30T12:00:00Z'))).toBe(true);
  });

  it('sends a contractor not taking part in tenders to the tender settings', () => {
    const card = complete();
    card.participates_in_tenders = false;
    expect(only(card)).toMatchObject({
      key: 'not_participating',
      action: { target: 'settings' },
    });
  });

  it('sends a card with no СРО to the СРО tab', () => {
    const card = complete();
    card.sro_memberships = [];
    expect(only(card)).toMatchObject({ key: 'no_sro', action: { target: 'sro' } });
    expect(only(card).text).toContain('10\u00a0млн\u00a0₽');
  });

  it('asks for a logo and for cases', () => {
    const card = complete();
    card.profile.avatar = null;
    expect(only(card)).toMatchObject({ key: 'no_logo', action: { target: 'avatar' } });
    card.profile.avatar = 'avatars/7.png';
    card.cases = [];
    expect(only(card)).toMatchObject({ key: 'no_cases', action: { target: 'cases' } });
  });

  it('puts what to fix before what only explains', () => {
    const card = complete();
    card.registry = unchecked('pending');
    card.profile.avatar = null;
    card.cases = [];
    card.participates_in_tenders = false;
    const advice = cardAdvice(card, NOW);
    expect(keys(advice)).toEqual(['not_participating', 'no_logo', 'no_cases', 'registry_pending']);
    expect(cardComplete(advice)).toBe(false);
  });
});

describe('ownCardAnswer', () => {
  it('carries no client’s note', () => {
    const card = complete();
    expect(() =>
      ownCardAnswer.parse({
        card: { ...card, my_note: { text: 'x', do_not_invite: true, updated_at: NOW } },
        contractor: card,
      }),
    ).toThrow();
  });
});
