import { formatDate } from './format';
import {
  type CompanyRegistry,
  REGISTRY_TEXTS,
  moscowDate,
  registeredNameDiffers,
} from './registry';
import type { ContractorCard } from './contractors';
import type { ComparisonOffer } from './offer-comparison';
import {
  MSG_SRO,
  SRO_VERDICT_LABELS,
  type SroKind,
  type SroVerdict,
  sroRequiredLevel,
} from './sro';
import { quoted } from './typography';

/*
 * What a client is warned of before it invites a contractor or chooses it as the executor: a
 * company the register does not show as active, one registered less than six months ago, one the
 * register names otherwise than it named itself, and (before a choice) a СРО that does not cover
 * the offer's price. A warning never stops the client; a choice made over one is recorded in the
 * tender's trail with the warnings' texts. A company the register has not checked gets no warning:
 * its card says 'Не проверено' and why.
 */

export const COMPANY_WARNINGS = ['not_active', 'young', 'name_differs', 'sro'] as const;
export type CompanyWarningCode = (typeof COMPANY_WARNINGS)[number];
export type CompanyWarning = { code: CompanyWarningCode; text: string };

/** A company registered fewer months ago than this is young. */
export const YOUNG_COMPANY_MONTHS = 6;

export const MSG_WARNINGS = {
  beforeInvite: 'Проверьте подрядчика перед приглашением',
  beforeChoice: 'Проверьте исполнителя перед выбором',
  checking: 'Проверяем сведения о компании…',
  checkFailed:
    'Не удалось загрузить сведения о компании: выбор возможен, предупреждения не показаны',
  still: 'Выбрать всё равно можно: выбор будет записан в журнал событий вместе с предупреждениями.',
} as const;

/** The register's words for one whose status is not 'Действует'. */
const notActiveText = (registry: Extract<CompanyRegistry, { checked: true }>) =>
  `По данным ${registry.kind === 'individual' ? 'ЕГРИП' : 'ЕГРЮЛ'} статус — ${quoted(registry.status.label)}, а не «Действует»`;

/** Whether `registeredOn` (YYYY-MM-DD) is less than YOUNG_COMPANY_MONTHS before `now`'s Moscow date. */
export function registeredRecently(registeredOn: string, now: Date): boolean {
  const [y, m, d] = moscowDate(now).split('-').map(Number) as [number, number, number];
  const months = y * 12 + (m - 1) - YOUNG_COMPANY_MONTHS;
  const since = `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return registeredOn > since;
}

/** The warning of a СРО that does not cover an offer's price; none for any other verdict. */
function sroWarning(verdict: SroVerdict | null, requiredLevel: number | null): string | null {
  if (verdict === 'insufficient')
    return requiredLevel
      ? `${SRO_VERDICT_LABELS.insufficient}: ${MSG_SRO.requiredLevel(requiredLevel)}`
      : SRO_VERDICT_LABELS.insufficient;
  if (verdict === 'missing')
    return `${SRO_VERDICT_LABELS.missing}: договор дороже 10 млн ₽ требует членства в СРО`;
  return null;
}

export type WarningFacts = {
  registry: CompanyRegistry;
  /** The names the company gave (full and short). */
  givenNames: readonly (string | null | undefined)[];
  /** Before a choice: the СРО verdict of the chosen offer and the level its price needs. */
  sro?: { verdict: SroVerdict | null; required_level: number | null };
};

/** The warnings about a company, in the order of their codes. */
export function companyWarnings(facts: WarningFacts, now: Date): CompanyWarning[] {
  const warnings: CompanyWarning[] = [];
  const { registry } = facts;
  if (registry.checked) {
    if (registry.status.code !== 'active')
      warnings.push({ code: 'not_active', text: notActiveText(registry) });
    if (registry.registered_on && registeredRecently(registry.registered_on, now))
      warnings.push({
        code: 'young',
        text: `В реестре меньше ${YOUNG_COMPANY_MONTHS} месяцев: дата регистрации ${formatDate(registry.registered_on)}`,
      });
    if (registeredNameDiffers(facts.givenNames, registry.name)) {
      const registered = registry.name.short ?? registry.name.full;
      warnings.push({
        code: 'name_differs',
        text: registered
          ? `${REGISTRY_TEXTS.nameDiffers}: ${quoted(registered)}`
          : REGISTRY_TEXTS.nameDiffers,
      });
    }
  }
  const sro = facts.sro && sroWarning(facts.sro.verdict, facts.sro.required_level);
  if (sro) warnings.push({ code: 'sro', text: sro });
  return warnings;
}

/** The warnings about a contractor before it is invited, from its directory card. */
export const cardWarnings = (card: ContractorCard, now: Date) =>
  companyWarnings(
    {
      registry: card.registry,
      givenNames: [card.profile.full_legal_name, card.profile.short_name],
    },
    now,
  );

/** The warnings about an offer's company before it is chosen, from the comparison's row. */
export function offerWarnings(offer: ComparisonOffer, sroKind: SroKind, now: Date) {
  const price = offer.offer?.price_with_vat_kopecks ?? null;
  return companyWarnings(
    {
      registry: offer.contractor.registry,
      givenNames: [offer.contractor.name],
      sro: {
        verdict: offer.sro.verdict,
        required_level: price === null ? null : sroRequiredLevel(sroKind, price),
      },
    },
    now,
  );
}

/** The trail's record of a choice made over warnings: the company, then each warning. */
export const choiceWarningsDetails = (company: string, warnings: readonly CompanyWarning[]) =>
  `${company}: ${warnings.map((w) => w.text).join('; ')}`;
