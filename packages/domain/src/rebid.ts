import { z } from 'zod';
import { LONG_TEXT_MAX } from './constants';
import { formatMoscow, offersDeadlineLabel, offersDeadlineSchema, offersOpen } from './deadline';
import { offerTermsFields } from './offers';
import { optionalText } from './schemas';
import { MSG_TENDERS } from './messages';

/*
 * Переторжка: after the deadline for offers and before an outcome, the client may announce one
 * round with its own deadline; every contractor with an undecided priced offer is told the same
 * thing at the same time and may send a new price, strictly lower than its current one (nothing
 * else of the offer changes). The round's prices are sealed from the client until its deadline,
 * and no executor is chosen while it runs.
 */

export const REBID_LABEL = 'Переторжка';
/** How far ahead the round's deadline must be when it is announced. */
export const REBID_MIN_HOURS = 2;

export const MSG_REBID = {
  notAfterDeadline: 'Переторжку можно объявить после окончания приёма предложений',
  ended: 'Тендер завершён: переторжка невозможна',
  tooFewOffers: 'Для переторжки нужно не меньше двух действующих предложений с ценой',
  second: 'Переторжка по этому тендеру уже объявлялась: она бывает только одна',
  deadlineTooSoon: `Срок переторжки — не раньше чем через ${REBID_MIN_HOURS} часа`,
  chooseDuringRound: 'Исполнителя можно выбрать после окончания переторжки',
  notRunning: 'Переторжка не проводится: новую цену отправить нельзя',
  notInRound: 'В переторжке участвуют только предложения с ценой, действовавшие при её объявлении',
  notLower: 'Новая цена должна быть ниже вашей текущей цены',
  deadlineFixed: 'После объявления переторжки срок приёма предложений больше не меняется',
  // ours: the web app
  announce: 'Объявить переторжку',
  announced: 'Переторжка объявлена',
  announceFailed: 'Ошибка объявления переторжки',
  deadlineLabel: 'Новые цены принимаются до',
  commentLabel: 'Комментарий для участников',
  send: 'Снизить цену',
  sent: 'Новая цена отправлена',
  sendFailed: 'Ошибка отправки новой цены',
  priceLabel: 'Новая цена, ₽',
  didNotTakePart: 'не участвовал',
  lowered: 'переторжка: цена снижена',
  running: 'переторжка идёт',
  mark: 'переторжка',
  runningShort: 'идёт',
} as const;

/** POST /tenders/{id}/rebid (ours): the round's deadline and the client's comment. */
export const rebidBody = z.object({
  deadline: offersDeadlineSchema,
  comment: optionalText(LONG_TEXT_MAX),
});
export type RebidBody = z.input<typeof rebidBody>;

/** POST /request/rebid/{id} (ours): the contractor's new price; the rest of the offer stays. */
export const rebidPriceBody = z.object({
  price_kopecks: offerTermsFields.price_kopecks.unwrap().unwrap(),
});

/** The tender's round, as its answer carries it; null when none was announced. */
export const rebidSchema = z.object({
  announced_at: z.string(),
  deadline: z.string(),
  comment: z.string().nullable(),
  /** The round still takes prices (its deadline is ahead). */
  running: z.boolean(),
});
export type Rebid = z.infer<typeof rebidSchema>;

/** An offer's part in the round, on its request and its comparison row. */
export const offerRebidSchema = z.object({
  /** The stated price when the round was announced. */
  price_before_kopecks: z.number().int(),
  /** It sent a lower price (null while the round's prices are sealed from the reader). */
  lowered: z.boolean().nullable(),
});
export type OfferRebid = z.infer<typeof offerRebidSchema>;

/** A bidder's part in the round: 'running' while the round's prices are sealed from the reader. */
export type RebidPart = 'running' | 'lowered' | 'kept';
export const rebidPart = ({ lowered }: Pick<OfferRebid, 'lowered'>): RebidPart =>
  lowered === null ? 'running' : lowered ? 'lowered' : 'kept';

/** Fewer priced offers than this leave nothing to re-bid. */
export const REBID_MIN_OFFERS = 2;

/**
 * Why the client may not announce the round now; null if it may: the tender open (no outcome yet),
 * no round yet, its deadline for offers passed, and `pricedOffers` (undecided offers with a price) at least two —
 * that rule is skipped while the count is not known yet (the server counts inside the announce).
 */
export function rebidRefusal(
  tender: { open: boolean; announced: boolean; offers_deadline: string | Date | null },
  now: Date,
  pricedOffers?: number,
): string | null {
  if (!tender.open) return MSG_REBID.ended;
  if (tender.announced) return MSG_REBID.second;
  const deadline = tender.offers_deadline && new Date(tender.offers_deadline).toISOString();
  if (!deadline || offersOpen(deadline, now)) return MSG_REBID.notAfterDeadline;
  if (pricedOffers !== undefined && pricedOffers < REBID_MIN_OFFERS) return MSG_REBID.tooFewOffers;
  return null;
}

/**
 * Why the round's deadline may not be set now; null if it may. `minMinutes`: the rule's two hours
 * unless a test's server shortens it.
 */
export function rebidDeadlineProblem(
  deadline: string | Date,
  now: Date,
  minMinutes = REBID_MIN_HOURS * 60,
): string | null {
  const at = new Date(deadline).getTime();
  if (Number.isNaN(at)) return MSG_TENDERS.deadlineFormat;
  return at < now.getTime() + minMinutes * 60_000 ? MSG_REBID.deadlineTooSoon : null;
}

/** The bidders' notice text. */
export const rebidNoticeText = (actor: string, tender: string, deadline: string | Date) =>
  `${actor} объявил переторжку по тендеру «${tender}»: новую цену, ниже текущей, можно отправить ${offersDeadlineLabel(deadline)}. Остальные условия предложения не меняются; если ничего не отправить, останется прежняя цена`;

/** What the client is offered once the deadline passed with two priced offers or more. */
export const REBID_HINT =
  'Можно один раз предложить участникам снизить цены: все получат одинаковое уведомление и один срок. Новые цены откроются по его окончании, до тех пор выбрать исполнителя нельзя';

/** The round on the tender's page, for its client and its bidders. */
export function rebidNote(rebid: Rebid, side: 'client' | 'contractor'): string {
  if (!rebid.running) {
    return side === 'client'
      ? `Переторжка завершена ${formatMoscow(rebid.deadline)}: новые цены открыты в сравнении предложений`
      : `Переторжка завершена ${formatMoscow(rebid.deadline)}`;
  }
  return side === 'client'
    ? `Идёт переторжка: новые цены принимаются ${offersDeadlineLabel(rebid.deadline)} и откроются по её окончании. До тех пор выбрать исполнителя нельзя`
    : `Идёт переторжка: новую цену, ниже текущей, можно отправить ${offersDeadlineLabel(rebid.deadline)}. Остальные условия предложения не меняются; если ничего не отправить, останется прежняя цена. Заказчик увидит новые цены по окончании переторжки`;
}
