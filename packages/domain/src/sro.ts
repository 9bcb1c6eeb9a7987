import { z } from 'zod';
import { SHORT_TEXT_MAX } from './constants';
import { MSG } from './messages';
import type { TenderStage } from './tenders';
import { NBSP, quoted } from './typography';

/*
 * Membership of a self-regulating organisation (СРО), as the contractor states it, and whether it
 * covers an offer's price. Градостроительный кодекс РФ: a contract for construction, reconstruction
 * or capital repair (ст. 52 ч. 2.1), or for design (ст. 48 ч. 4.1) or surveys (ст. 47 ч. 2.2),
 * whose obligations do not exceed 10 million roubles needs no membership; above it, the member's
 * level of responsibility by the compensation fund caps the price of each contract (ст. 55.16
 * ч. 10 for builders, with the first level at 90 million since 15.08.2023, ч. 11 for designers
 * and surveyors). Nothing here is checked against the registers (НОСТРОЙ, НОПРИЗ have no API):
 * every membership is what the contractor says.
 */

/** The kinds of СРО: builders, and designers and surveyors (one scale of levels for both). */
export const SRO_KINDS = ['construction', 'design'] as const;
export type SroKind = (typeof SRO_KINDS)[number];
export const SRO_KIND_LABELS: Record<SroKind, string> = {
  construction: 'Строители',
  design: 'Проектировщики и изыскатели',
};

/**
 * The ceiling of the contract's price, in roubles, of each level of responsibility (level 1 first);
 * null: no ceiling (the top level).
 */
export const SRO_LEVEL_CEILINGS: Record<SroKind, readonly (number | null)[]> = {
  construction: [90_000_000, 500_000_000, 3_000_000_000, 10_000_000_000, null],
  design: [25_000_000, 50_000_000, 300_000_000, null],
};
/** The highest level of any kind. */
export const SRO_LEVEL_MAX = Math.max(...SRO_KINDS.map((k) => SRO_LEVEL_CEILINGS[k].length));
/** The levels of a kind: 1, 2, … */
export const sroLevels = (kind: SroKind) => SRO_LEVEL_CEILINGS[kind].map((_, i) => i + 1);

/** A contract whose price with НДС is up to this many roubles, this one included, needs no СРО. */
export const SRO_FREE_LIMIT_ROUBLES = 10_000_000;
/** The most memberships a contractor states. */
export const SRO_MEMBERSHIPS_MAX = 10;
export const SRO_NAME_MAX = SHORT_TEXT_MAX;
export const SRO_NUMBER_MAX = 50;

/**
 * The kind of СРО a tender's offers need: by the tender's stage, which says what the contract is
 * for — its design (designers and surveyors) or its construction (builders). A complex
 * construction tender is filed under one stage too, and that stage decides.
 */
export const TENDER_SRO_KINDS: Record<TenderStage, SroKind> = {
  design: 'design',
  construction: 'construction',
};

/** A sum of roubles as the levels name it: '90 млн ₽', '3 млрд ₽'. */
export function formatMillions(roubles: number): string {
  if (roubles >= 1_000_000_000 && roubles % 1_000_000_000 === 0)
    return `${roubles / 1_000_000_000}${NBSP}млрд${NBSP}₽`;
  return `${(roubles / 1_000_000).toLocaleString('ru-RU')}${NBSP}млн${NBSP}₽`;
}

/** A level's ceiling in words: 'до 500 млн ₽', or 'свыше 10 млрд ₽' for the top one. */
export function sroLevelCeiling(kind: SroKind, level: number): string {
  const ceilings = SRO_LEVEL_CEILINGS[kind];
  const ceiling = ceilings[level - 1];
  if (ceiling === undefined) return '';
  if (ceiling !== null) return `до ${formatMillions(ceiling)}`;
  return `свыше ${formatMillions(ceilings[level - 2] ?? SRO_FREE_LIMIT_ROUBLES)}`;
}

/** A level as a choice and a line shows it: '2 уровень — до 500 млн ₽'. */
export const sroLevelLabel = (kind: SroKind, level: number) =>
  `${level} уровень — ${sroLevelCeiling(kind, level)}`;

/** The contract's price with НДС, in kopecks, needs a membership of the kind. */
export const sroNeeded = (priceKopecks: number) => priceKopecks > SRO_FREE_LIMIT_ROUBLES * 100;

/**
 * The lowest level of the kind whose ceiling covers the price (the ceiling itself included); null
 * when the price needs no membership.
 */
export function sroRequiredLevel(kind: SroKind, priceKopecks: number): number | null {
  if (!sroNeeded(priceKopecks)) return null;
  const ceilings = SRO_LEVEL_CEILINGS[kind];
  const index = ceilings.findIndex((c) => c === null || priceKopecks <= c * 100);
  return index + 1;
}

/** An offer's СРО against its price. */
export const SRO_VERDICTS = ['not_required', 'sufficient', 'insufficient', 'missing'] as const;
export type SroVerdict = (typeof SRO_VERDICTS)[number];
export const SRO_VERDICT_LABELS: Record<SroVerdict, string> = {
  not_required: 'СРО не требуется',
  sufficient: 'Уровень СРО достаточен',
  insufficient: 'Уровень СРО недостаточен',
  missing: 'Нет данных о СРО',
};

/**
 * The verdict on an offer: up to 10 million roubles with НДС no membership is needed; above it, the
 * highest stated level of the kind must cover the price; no membership of the kind stated is
 * 'Нет данных о СРО'.
 */
export function sroVerdict(
  priceKopecks: number,
  kind: SroKind,
  memberships: readonly { kind: SroKind; level: number }[],
): SroVerdict {
  const required = sroRequiredLevel(kind, priceKopecks);
  if (required === null) return 'not_required';
  const levels = memberships.filter((m) => m.kind === kind).map((m) => m.level);
  if (levels.length === 0) return 'missing';
  return Math.max(...levels) >= required ? 'sufficient' : 'insufficient';
}

export const MSG_SRO = {
  title: 'Членство в СРО',
  stated: 'со слов подрядчика',
  kind: 'Вид СРО',
  name: 'Название СРО',
  number: 'Регистрационный номер СРО в госреестре',
  numberHint: 'Например, СРО-С-123-01022010',
  level: 'Уровень ответственности по компенсационному фонду',
  kindRequired: 'Выберите вид СРО',
  levelRequired: 'Выберите уровень ответственности',
  levelOfKind: 'У проектировщиков и изыскателей четыре уровня ответственности',
  numberFormat: 'Укажите номер буквами и цифрами, например СРО-С-123-01022010',
  numberOfBuilders: 'Номер СРО-С — у СРО строителей: выберите вид «Строители»',
  numberOfDesigners:
    'Номера СРО-П и СРО-И — у СРО проектировщиков и изыскателей: выберите этот вид',
  duplicate: 'Эта СРО уже указана',
  tooMany: `Можно указать не больше ${SRO_MEMBERSHIPS_MAX} членств в СРО`,
  // the web app
  empty: 'Членство в СРО не указано',
  emptyHint:
    'Заказчик увидит, покрывает ли ваш уровень ответственности цену предложения: без СРО договоры дороже 10 млн ₽ не заключаются.',
  tabHint:
    'Заказчики видят эти сведения с пометкой «со слов подрядчика»: мы не сверяем их с реестрами СРО. По цене предложения заказчик увидит, покрывает ли её ваш уровень ответственности.',
  levelPlaceholder: 'Выберите уровень',
  add: 'Добавить СРО',
  edit: 'Изменить',
  remove: 'Удалить',
  addTitle: 'Новое членство в СРО',
  editTitle: 'Членство в СРО',
  removeTitle: 'Удалить членство в СРО?',
  removeText: (name: string) =>
    `Сведения о членстве в ${quoted(name)} пропадут из профиля и из сравнения предложений.`,
  save: 'Сохранить',
  cancel: 'Отмена',
  saved: 'Сведения о СРО сохранены',
  removed: 'Членство в СРО удалено',
  saveFailed: 'Не удалось сохранить сведения о СРО',
  loadFailed: 'Не удалось загрузить сведения о СРО',
  none: 'Подрядчик не указал членство в СРО',
  requiredLevel: (level: number) => `нужен уровень не ниже ${level}`,
  column: 'СРО',
} as const;

/** A number as typed, tidied: no spaces at the ends or doubled, upper case. */
const tidyNumber = (value: string) => value.trim().replace(/\s+/g, ' ').toUpperCase();
/** Letters, digits and the marks a register number is written with; at least one digit. */
const NUMBER_RE = /^(?=.*\d)[\p{L}\d№ ./–-]+$/u;
/** The state register's numbers: СРО-С-… builders, СРО-П-… designers, СРО-И-… surveyors. */
const NUMBER_KIND_RE = /^(?:СРО|CPO|SRO)\s*[-–]\s*([СCПИ])\s*[-–]/;
/** The kind a number of the state register's form belongs to; null for any other form. */
export function sroKindOfNumber(number: string): SroKind | null {
  const letter = NUMBER_KIND_RE.exec(tidyNumber(number))?.[1];
  if (!letter) return null;
  return letter === 'С' || letter === 'C' ? 'construction' : 'design';
}

const levelError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === ''
    ? MSG_SRO.levelRequired
    : MSG.invalidValue;

/** One membership as the contractor states it. */
export const sroMembershipSchema = z
  .object({
    kind: z.enum(SRO_KINDS, { error: MSG_SRO.kindRequired }),
    sro_name: z
      .string({ error: (i) => (i.input == null ? MSG.required : MSG.invalidValue) })
      .trim()
      .min(1, { error: MSG.required })
      .max(SRO_NAME_MAX, { error: MSG.tooLong }),
    registration_number: z
      .string({ error: (i) => (i.input == null ? MSG.required : MSG.invalidValue) })
      .transform(tidyNumber)
      .pipe(
        z
          .string()
          .min(1, { error: MSG.required })
          .max(SRO_NUMBER_MAX, { error: MSG.tooLong })
          .regex(NUMBER_RE, { error: MSG_SRO.numberFormat }),
      ),
    level: z
      .number({ error: levelError })
      .int({ error: MSG.invalidValue })
      .min(1, { error: MSG.invalidValue })
      .max(SRO_LEVEL_MAX, { error: MSG.invalidValue }),
  })
  // Runs beside the fields' own problems that do not stop the parse (a level out of range).
  .superRefine((m, ctx) => {
    const levels = SRO_KINDS.includes(m.kind) ? SRO_LEVEL_CEILINGS[m.kind].length : SRO_LEVEL_MAX;
    if (m.level > levels && m.level <= SRO_LEVEL_MAX)
      ctx.addIssue({ code: 'custom', path: ['level'], message: MSG_SRO.levelOfKind });
    const numberKind = sroKindOfNumber(m.registration_number);
    if (numberKind && numberKind !== m.kind && SRO_KINDS.includes(m.kind))
      ctx.addIssue({
        code: 'custom',
        path: ['registration_number'],
        message:
          numberKind === 'construction' ? MSG_SRO.numberOfBuilders : MSG_SRO.numberOfDesigners,
      });
  });
export type SroMembershipInput = z.input<typeof sroMembershipSchema>;
export type SroMembership = z.output<typeof sroMembershipSchema>;

/**
 * PUT /user/profile/sro: every membership the contractor states, in its order (the call replaces
 * them all); a register number at most once.
 */
export const sroMembershipsBody = z
  .object({
    memberships: z
      .array(sroMembershipSchema, { error: MSG.invalidValue })
      .max(SRO_MEMBERSHIPS_MAX, { error: MSG_SRO.tooMany }),
  })
  .superRefine(({ memberships }, ctx) => {
    const seen = new Set<string>();
    memberships.forEach((m, i) => {
      if (m.registration_number && seen.has(m.registration_number))
        ctx.addIssue({
          code: 'custom',
          path: ['memberships', i, 'registration_number'],
          message: MSG_SRO.duplicate,
        });
      seen.add(m.registration_number);
    });
  });
export type SroMembershipsBody = z.input<typeof sroMembershipsBody>;

/** A stated membership as answers carry it. */
export const sroMembershipView = z.object({
  kind: z.enum(SRO_KINDS),
  sro_name: z.string(),
  registration_number: z.string(),
  level: z.number().int(),
});
export type SroMembershipView = z.infer<typeof sroMembershipView>;

/** GET and PUT /user/profile/sro answer the memberships in their order. */
export const sroMembershipsAnswer = z.object({ memberships: z.array(sroMembershipView) });

/**
 * An offer's СРО in the comparison: the verdict on its price with НДС (null while the offer is
 * sealed or has no price) and the stated membership of the tender's kind with the highest level.
 */
export const offerSroSchema = z.object({
  verdict: z.enum(SRO_VERDICTS).nullable(),
  membership: sroMembershipView.omit({ kind: true }).nullable(),
});
export type OfferSro = z.infer<typeof offerSroSchema>;

/** A membership in one line: '«Объединение строителей», СРО-С-123-01022010, 2 уровень — до 500 млн ₽'. */
export const sroMembershipLine = (kind: SroKind, m: Omit<SroMembershipView, 'kind'>) =>
  `${quoted(m.sro_name)}, ${m.registration_number}, ${sroLevelLabel(kind, m.level)}`;
