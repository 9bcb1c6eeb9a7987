import { z } from 'zod';
import { plural } from './format';

/*
 * How a contractor answers invitations, as its cards show it: over the last ANSWER_STATS_DAYS, the
 * invitations it got from every client, the share of those it answered within
 * ANSWER_WINDOW_DAYS, the median time to its first answer, and the invitations of the last
 * BUSY_DAYS. An answer is its first move on the invitation: 'Буду участвовать', its offer, or
 * 'Не буду участвовать'. The server stores the figures and refreshes them on a timer.
 */

/** The days the statistics look back over. */
export const ANSWER_STATS_DAYS = 30;
/** An invitation answered within this many days is answered in time. */
export const ANSWER_WINDOW_DAYS = 3;
/** The recent days whose invitations the invitation dialog weighs. */
export const BUSY_DAYS = 7;
/** More invitations than this in the last BUSY_DAYS: the dialog warns that an answer may be late. */
export const BUSY_INVITATIONS = 10;
/** How often the server recomputes the stored figures: they are at most about this old. */
export const ANSWER_STATS_REFRESH_MINUTES = 10;

/** The figures of a card; null until the server first computed them for the contractor. */
export const contractorAnswersSchema = z.object({
  /** Invitations received over the last 30 days, from every client. */
  invitations_30d: z.number().int(),
  /**
   * Of the invitations already answered or whose 3 days have passed, the share answered within
   * 3 days, in whole percent (rounded down); null when there is none such.
   */
  answered_in_3_days_percent: z.number().int().nullable(),
  /** The median time to the first answer over the answered ones, in minutes; null: none answered. */
  median_answer_minutes: z.number().int().nullable(),
  /** Invitations received over the last 7 days. */
  invitations_7d: z.number().int(),
});
export type ContractorAnswers = z.infer<typeof contractorAnswersSchema>;

const invitations = (n: number) => plural(n, 'приглашение', 'приглашения', 'приглашений');

/** A duration in minutes as the cards say it: 'меньше часа', '5 ч', '3 дня'. */
export function formatAnswerTime(minutes: number) {
  if (minutes < 60) return 'меньше часа';
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} ч`;
  const days = Math.round(hours / 24);
  return `${days} ${plural(days, 'день', 'дня', 'дней')}`;
}

/**
 * The figures as short phrases, none with a verb beside the contractor's name (it reads the same
 * for a woman, a man and a company): 'Приглашений за 30 дней: 12', 'Ответы в течение 3 дней: 75%',
 * 'Медианное время ответа: 5 ч'. Without invitations, one phrase says so.
 */
export function answerStatsParts(a: ContractorAnswers): string[] {
  if (a.invitations_30d === 0) return [`Приглашений за ${ANSWER_STATS_DAYS} дней нет`];
  const parts = [`Приглашений за ${ANSWER_STATS_DAYS} дней: ${a.invitations_30d}`];
  if (a.answered_in_3_days_percent !== null) {
    parts.push(`Ответы в течение ${ANSWER_WINDOW_DAYS} дней: ${a.answered_in_3_days_percent}%`);
  }
  parts.push(
    a.median_answer_minutes === null
      ? 'Ответов пока нет'
      : `Медианное время ответа: ${formatAnswerTime(a.median_answer_minutes)}`,
  );
  return parts;
}

/** The figures as one line, the phrases joined by ' · '. */
export const answerStatsLine = (a: ContractorAnswers) => answerStatsParts(a).join(' · ');

/**
 * The invitation dialog's warning when the contractor got more than BUSY_INVITATIONS invitations
 * in the last BUSY_DAYS days; null otherwise (or with no figures yet).
 */
export function busyWarning(a: ContractorAnswers | null): string | null {
  if (!a || a.invitations_7d <= BUSY_INVITATIONS) return null;
  const n = a.invitations_7d;
  return `За последние ${BUSY_DAYS} дней подрядчику отправлено ${n} ${invitations(n)} — ответ может задержаться`;
}
