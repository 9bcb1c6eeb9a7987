import type { CompanyRegistry } from '@podryad/domain';

/*
 * What the state register says of a company, as the cards carry it, for the web tests.
 */

/** A company the register has not checked yet. */
export const REGISTRY_PENDING: CompanyRegistry = {
  checked: false,
  reason: { code: 'pending', label: 'проверка ещё не проведена' },
  attempted_at: null,
};

/**
 * The register's facts of ООО «СтройМастер»: active since 16.08.2002, checked on 10.03.2026 at
 * 12:00 Moscow time, its name as it names itself.
 */
export function registryFacts(
  over: Partial<Extract<CompanyRegistry, { checked: true }>> = {},
): CompanyRegistry {
  return {
    checked: true,
    kind: 'legal',
    status: { code: 'active', label: 'Действует' },
    ogrn: '1027700000019',
    registered_on: '2002-08-16',
    liquidated_on: null,
    director: { name: 'Смирнов Алексей Викторович', post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР' },
    address: 'г Москва, ул Тверская, д 7',
    okved: '41.20',
    name: {
      short: 'ООО "СТРОЙМАСТЕР"',
      full: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "СТРОЙМАСТЕР"',
    },
    unreliable: false,
    checked_at: '2026-03-10T09:00:00.000Z',
    ...over,
  };
}
