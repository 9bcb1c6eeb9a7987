import {
  REGISTRY_REASON_LABELS,
  REGISTRY_STATUS_CODES,
  type RegistryKind,
  registryStatusLabel,
} from '@podryad/domain';
import { isoTime, jsonObject, labelOf, literal } from '../../db/json-sql';

/*
 * The register's facts as every card answers them (the domain's companyRegistrySchema), read from
 * the stored check of the company's INN: a lookup by primary key, never a call to the provider.
 */

const labels = (kind: RegistryKind) =>
  Object.fromEntries(REGISTRY_STATUS_CODES.map((code) => [code, registryStatusLabel(code, kind)]));

const date = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`;

/** Over `company_checks k` with facts. */
const FACTS = jsonObject({
  checked: 'true',
  kind: 'k.kind',
  status: jsonObject({
    code: 'k.status',
    label: `case k.kind when 'individual' then ${labelOf('k.status', labels('individual'))} else ${labelOf('k.status', labels('legal'))} end`,
  }),
  ogrn: 'k.ogrn',
  registered_on: date('k.registered_on'),
  liquidated_on: date('k.liquidated_on'),
  director: `case when k.director_name is not null then ${jsonObject({
    name: 'k.director_name',
    post: 'k.director_post',
  })} end`,
  address: 'k.address',
  okved: 'k.okved',
  name: jsonObject({ short: 'k.name_short', full: 'k.name_full' }),
  unreliable: 'k.unreliable',
  checked_at: isoTime('k.checked_at'),
});

const unchecked = (reason: string, label: string, attemptedAt: string) =>
  jsonObject({
    checked: 'false',
    reason: jsonObject({ code: reason, label }),
    attempted_at: attemptedAt,
  });

const REASON = `coalesce(k.reason, 'pending')`;

/** No check yet (the INN came a moment ago, or the company has none): it is to come. */
const PENDING = unchecked(literal('pending'), literal(REGISTRY_REASON_LABELS.pending), 'null');

/**
 * The JSON of what the register says of the company whose INN is `inn` (an SQL expression): its
 * facts, or why there are none.
 */
export const registrySql = (inn: string) =>
  `coalesce((select case when k.checked_at is not null then ${FACTS}
    else ${unchecked(REASON, labelOf(REASON, REGISTRY_REASON_LABELS), isoTime('k.attempted_at'))} end
  from company_checks k where k.inn = ${inn}), ${PENDING})`;
