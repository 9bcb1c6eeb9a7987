import {
  SRO_FREE_LIMIT_ROUBLES,
  SRO_KINDS,
  SRO_LEVEL_CEILINGS,
  TENDER_SRO_KINDS,
} from '@podryad/domain';
import { jsonObject, labelOf, literal } from '../../db/json-sql';

/*
 * The СРО in the list statements' SQL, made from the domain's levels so that the comparison's
 * verdict is the domain's `sroVerdict`, computed in the database beside the offer's price.
 */

/** The kind of СРО a tender's offers need, over its `stage`. */
export const tenderSroKind = (stage: string) => labelOf(stage, TENDER_SRO_KINDS);

/**
 * A lateral join, as `alias`, of the membership of `contractor` of `kind` with the highest stated
 * level (the first stated among equals): its `level`, and `membership` as the answers' JSON.
 */
export const topMembershipJoin = (
  contractor: string,
  kind: string,
  alias: string,
) => `left join lateral (
    select m.level, ${jsonObject({
      sro_name: 'm.sro_name',
      registration_number: 'm.registration_number',
      level: 'm.level',
    }).replaceAll('\n', '\n    ')} as membership
    from contractor_sro_memberships m
    where m.contractor_id = ${contractor} and m.kind = ${kind}
    order by m.level desc, m.position
    limit 1
  ) ${alias} on true`;

/** The domain's `sroRequiredLevel` over a price with НДС in kopecks, above the free limit. */
const requiredLevel = (price: string, kind: string) =>
  `case ${kind}\n    ${SRO_KINDS.map((k) => {
    const ceilings = SRO_LEVEL_CEILINGS[k];
    const steps = ceilings
      .map((c, i) => (c === null ? null : `when ${price} <= ${c * 100} then ${i + 1}`))
      .filter(Boolean)
      .join(' ');
    return `when ${literal(k)} then case ${steps} else ${ceilings.length} end`;
  }).join('\n    ')}\n  end`;

/**
 * The domain's `sroVerdict` of an offer: `price` its price with НДС in kopecks (null: sealed or
 * none, and so no verdict), `kind` the tender's, `level` the highest stated level of that kind.
 */
export const sroVerdictSql = (price: string, kind: string, level: string) => `case
  when ${price} is null then null
  when ${price} <= ${SRO_FREE_LIMIT_ROUBLES * 100} then 'not_required'
  when ${level} is null then 'missing'
  when ${level} >= ${requiredLevel(price, kind)} then 'sufficient'
  else 'insufficient' end`;
