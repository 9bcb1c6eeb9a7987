import { describe, expect, it } from 'vitest';
import { CITY_NAMES, cityOfAddress } from './cities';
import { MSG_SCOPE, invitationScopeBody, orderedScope, scopeRefusal } from './invitation-scope';

describe('scopeRefusal', () => {
  const tender = { work_type: 'construction', city: 'Казань' };

  it('takes every invitation with empty lists, or with no scope at all', () => {
    expect(scopeRefusal({ work_types: [], cities: [] }, tender)).toBeNull();
    expect(scopeRefusal(null, tender)).toBeNull();
    expect(scopeRefusal(undefined, tender)).toBeNull();
  });

  it('refuses a work type the contractor does not name, before the city', () => {
    expect(scopeRefusal({ work_types: ['design'], cities: ['Уфа'] }, tender)).toBe(
      MSG_SCOPE.workType,
    );
    expect(scopeRefusal({ work_types: ['design', 'construction'], cities: [] }, tender)).toBeNull();
  });

  it('refuses a city the contractor does not name, but not an address with no city of the list', () => {
    expect(scopeRefusal({ work_types: [], cities: ['Уфа'] }, tender)).toBe(MSG_SCOPE.city);
    expect(scopeRefusal({ work_types: [], cities: ['Уфа', 'Казань'] }, tender)).toBeNull();
    expect(scopeRefusal({ work_types: [], cities: ['Уфа'] }, { ...tender, city: null })).toBeNull();
  });
});

describe('invitationScopeBody', () => {
  it('takes known work types and cities once each, up to every city', () => {
    expect(invitationScopeBody.safeParse({ work_types: [], cities: [...CITY_NAMES] }).success).toBe(
      true,
    );
    expect(
      invitationScopeBody.safeParse({ work_types: ['design', 'design'], cities: [] }).success,
    ).toBe(false);
    expect(invitationScopeBody.safeParse({ work_types: [], cities: ['москва'] }).success).toBe(
      false,
    );
  });

  it('orders the lists as the domain does', () => {
    expect(
      orderedScope({ work_types: ['complex_construction', 'design'], cities: ['Уфа', 'Москва'] }),
    ).toEqual({ work_types: ['design', 'complex_construction'], cities: ['Москва', 'Уфа'] });
  });
});

describe('cityOfAddress', () => {
  it('finds the longest city name the address contains, in any case, or none', () => {
    expect(cityOfAddress('г. Нижний Новгород, ул. Рождественская, 1')).toBe('Нижний Новгород');
    expect(cityOfAddress('г. КАЗАНЬ, ул. Баумана, 1')).toBe('Казань');
    expect(cityOfAddress('пос. Заречный, ул. Лесная, 2')).toBeNull();
  });
});
