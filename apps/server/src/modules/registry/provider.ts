import type { RegistryKind, RegistryStatusCode } from '@podryad/domain';

/** The register's facts of one INN, as a provider answered them. */
export type RegisterEntry = {
  kind: RegistryKind;
  status: RegistryStatusCode;
  ogrn: string | null;
  /** YYYY-MM-DD. */
  registeredOn: string | null;
  liquidatedOn: string | null;
  directorName: string | null;
  directorPost: string | null;
  address: string | null;
  okved: string | null;
  nameShort: string | null;
  nameFull: string | null;
  unreliable: boolean;
};

/**
 * A provider of the state register (ЕГРЮЛ/ЕГРИП): the entry of an INN, or null when the register
 * has none. A failure throws: `RegistryQuotaSpent` when the day's quota is spent (nobody should
 * call it again before it starts over), `RegistryKeyRefused` when it refuses our key, anything
 * else when it failed or did not answer in time.
 */
export interface RegistryProvider {
  readonly name: string;
  findByInn(inn: string): Promise<RegisterEntry | null>;
}

/** The provider's daily quota is spent: no call to it succeeds before its day starts again. */
export class RegistryQuotaSpent extends Error {
  override readonly name = 'RegistryQuotaSpent';
}

/** The provider refused our key (unknown, revoked): every call fails until the key is changed. */
export class RegistryKeyRefused extends Error {
  override readonly name = 'RegistryKeyRefused';
}
