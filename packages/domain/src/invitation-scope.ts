import { z } from 'zod';
import { CITY_NAMES } from './cities';
import { WORK_TYPES, type WorkType } from './constants';
import { MSG } from './messages';

/*
 * The invitations a contractor takes: the work types and the cities it names (ours, apart from
 * the tender settings' one work type and region). An empty list takes them all, so a contractor
 * who names nothing takes every invitation. A client's invitation to a tender outside them is
 * refused; the directory's card carries the lists so that the invite dialogs mark such tenders.
 */

/** The most cities a contractor names: every city of the list. */
export const INVITATION_CITIES_MAX = CITY_NAMES.length;

export const MSG_SCOPE = {
  /** The refusal of an invitation to a tender of a work type the contractor does not name. */
  workType: 'Не принимает приглашения на этот вид работ',
  /** The refusal of an invitation to a tender in a city the contractor does not name. */
  city: 'Не принимает приглашения в этом городе',
  duplicateWorkType: 'Этот вид работ уже выбран',
  duplicateCity: 'Этот город уже выбран',
  unknownCity: 'Выберите город из списка',
  unknownWorkType: 'Выберите вид работ из списка',
  tooManyCities: `Можно выбрать не больше ${INVITATION_CITIES_MAX} городов`,
  // the web app
  title: 'Приглашения',
  hint: 'Если ничего не выбрано, вы получаете приглашения на все виды работ во всех городах',
  workTypes: 'Виды работ',
  cities: 'Города',
  citiesPlaceholder: 'Все города',
  citiesNothingFound: 'Такого города нет в списке',
  saved: 'Настройки приглашений сохранены',
  saveFailed: 'Не удалось сохранить настройки приглашений',
  loadFailed: 'Не удалось загрузить настройки приглашений',
} as const;

/** What a contractor takes invitations for; an empty list takes every one of its kind. */
export type InvitationScope = { work_types: readonly WorkType[]; cities: readonly string[] };

/**
 * Why a contractor does not take an invitation to the tender, or null when it does: its work type
 * must be one the contractor names (if it names any); its city too, unless the tender's address
 * names no city of the list (`city` null), which cannot be told apart.
 */
export function scopeRefusal(
  scope: InvitationScope | null | undefined,
  tender: { work_type: string; city: string | null },
): string | null {
  if (!scope) return null;
  if (scope.work_types.length > 0 && !scope.work_types.includes(tender.work_type as WorkType))
    return MSG_SCOPE.workType;
  if (tender.city !== null && scope.cities.length > 0 && !scope.cities.includes(tender.city))
    return MSG_SCOPE.city;
  return null;
}

/**
 * A list of at most `max` items without repeats: more is one issue on the list, each repeat an
 * issue at its own index. (A refinement rather than zod's `max`, which also measures a string
 * sent in the list's place.)
 */
const distinct =
  <T>(max: number, tooMany: string, repeat: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    if (items.length > max) {
      ctx.addIssue({ code: 'custom', message: tooMany });
      return;
    }
    const seen = new Set<T>();
    items.forEach((item, i) => {
      if (seen.has(item)) ctx.addIssue({ code: 'custom', path: [i], message: repeat });
      seen.add(item);
    });
  };

/** PUT /user/profile/invitation-scope: both lists, each replacing the former one. */
export const invitationScopeBody = z.object({
  work_types: z
    .array(z.enum(WORK_TYPES, { error: MSG_SCOPE.unknownWorkType }), { error: MSG.invalidValue })
    .superRefine(distinct(WORK_TYPES.length, MSG.invalidValue, MSG_SCOPE.duplicateWorkType)),
  cities: z
    .array(
      z
        .string({ error: MSG_SCOPE.unknownCity })
        .refine((c) => CITY_NAMES.includes(c), { error: MSG_SCOPE.unknownCity }),
      { error: MSG.invalidValue },
    )
    .superRefine(distinct(INVITATION_CITIES_MAX, MSG_SCOPE.tooManyCities, MSG_SCOPE.duplicateCity)),
});
export type InvitationScopeBody = z.input<typeof invitationScopeBody>;

/** GET and PUT /user/profile/invitation-scope answer both lists, in the domain's orders. */
export const invitationScopeAnswer = z.object({
  work_types: z.array(z.enum(WORK_TYPES)),
  cities: z.array(z.string()),
});
export type InvitationScopeAnswer = z.infer<typeof invitationScopeAnswer>;

/** The lists as stored and answered: the domain's order of work types, the list's of cities. */
export function orderedScope(scope: InvitationScope): InvitationScopeAnswer {
  return {
    work_types: WORK_TYPES.filter((w) => scope.work_types.includes(w)),
    cities: CITY_NAMES.filter((c) => scope.cities.includes(c)),
  };
}
