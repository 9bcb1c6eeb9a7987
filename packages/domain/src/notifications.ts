import { z } from 'zod';
import { ID_MAX } from './constants';
import { offersDeadlineLabel } from './deadline';
import { partyCardSchema } from './cards';
import { type RequestMove, type RequestSide, requestStatusSchema } from './requests';

/*
 * Notifications: what each move of a request tells the other party, what a tender's change tells
 * the contractors with a request on it, and how they are shown.
 */

/**
 * What a notification tells: a move of a request, the client extending the offers' deadline, a
 * contractor revising its offer or saying it will bid, or the reminder of a deadline a day away.
 */
export type NotificationKind =
  | RequestNoticeKind
  | 'deadline_extended'
  | 'deadline_reminder'
  | QuestionNoticeKind
  | OutcomeNoticeKind
  | 'addendum';
/**
 * The outcome's notices: to every other contractor with a live request when an executor is chosen
 * or the tender ends without one; to the client when a tender past its deadline has no outcome.
 */
export type OutcomeNoticeKind = 'another_chosen' | 'tender_closed' | 'outcome_reminder';
/** Notices no user caused (a reminder): they go to their recipient, who is also their "actor". */
export const SYSTEM_NOTICE_KINDS: readonly NotificationKind[] = ['outcome_reminder'];
/**
 * The clarifications' notices: a question to the client; its answer to the asker; an answer
 * published to all, to every other contractor with a request on the tender.
 */
export type QuestionNoticeKind = 'question_asked' | 'question_answered' | 'clarification_published';
/** The notices a move of a request sends. */
export type RequestNoticeKind = RequestMove | 'offer_revised' | 'will_bid' | 'offer_confirmed';

/** Which party of the request each kind of notice tells; the other party is the one who acted. */
export const NOTICE_TELLS: Record<NotificationKind, RequestSide> = {
  invite: 'contractor',
  offer: 'client',
  contractor_accept: 'client',
  contractor_decline: 'client',
  choose: 'contractor',
  reject: 'contractor',
  deadline_extended: 'contractor',
  offer_revised: 'client',
  will_bid: 'client',
  deadline_reminder: 'contractor',
  question_asked: 'client',
  question_answered: 'contractor',
  clarification_published: 'contractor',
  another_chosen: 'contractor',
  tender_closed: 'contractor',
  outcome_reminder: 'client',
  addendum: 'contractor',
  offer_confirmed: 'client',
};

/**
 * A notification as the bell lists it. It is about a tender, and most often about one request on
 * it: then `button_link` opens the request, and status and documents describe it; `user` is who
 * acted.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  button_text: z.string().nullable(),
  button_link: z.string().nullable(),
  date: z.string(),
  avatar: z.string().nullable(),
  is_new: z.boolean(),
  comment: z.string().nullable(),
  status: requestStatusSchema.nullable(),
  documents: z.array(z.string()),
  user: partyCardSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/*
 * The live stream of a signed-in page (Server-Sent Events, GET /user/notifications/stream): each
 * new notice of its user as it is written, on whichever server, with the unread count. A page
 * without it polls GET /user/notifications as before; the stream only makes that immediate.
 */
export const NOTIFICATION_STREAM = {
  /** How long a browser waits before reconnecting a dropped stream (the `retry:` field). */
  retryMs: 3_000,
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: 20_000,
  /** Streams one user may hold at once (tabs, devices); a new one beyond closes the oldest. */
  maxPerUser: 5,
  /** Notices a reconnect may catch up (`Last-Event-ID`); beyond, `reset` asks to reload. */
  resumeMax: 100,
} as const;
/** `event: ready`, first on every stream: the unread count as the stream starts. */
export const streamReadyEvent = z.object({ unread: z.number().int() });
/** `event: notification` with `id:` the notice's id: the notice as the list shows it. */
export const streamNotificationEvent = z.object({
  notification: notificationSchema,
  unread: z.number().int(),
});
/** `event: end` before the server closes a stream: its session ended, or a newer stream replaced it. */
export const streamEndEvent = z.object({ reason: z.enum(['session', 'replaced']) });

export const markNotificationsSeenBody = z.object({
  /** The ids to mark; none marks every notification of the caller. */
  ids: z.array(z.number().int().positive().max(ID_MAX)).max(500).optional(),
});

/** The tender id of a notification link such as /api/tenders/42. */
export function tenderIdFromLink(link: string | null | undefined): number | null {
  const match = link ? /\/api\/tenders\/(\d+)/.exec(link) : null;
  return match ? Number(match[1]) : null;
}

/** The request id of a notification's button_link such as /api/request/17. */
export function requestIdFromLink(link: string | null | undefined): number | null {
  const match = link ? /\/request\/(\d+)(?:[/?#]|$)/.exec(link) : null;
  return match ? Number(match[1]) : null;
}

/**
 * What each move tells the other party: title, text with the tender's name in « », button. An
 * extension names the new deadline (null: the deadline was removed) and has no button: the text
 * links to the tender, where the contractor acts.
 */
export function notificationContent(
  move: NotificationKind,
  who: string,
  tender: string,
  deadline: string | null = null,
): { title: string; text: string; button: string | null } {
  const t = `«${tender}»`;
  switch (move) {
    case 'deadline_extended':
      return {
        title: 'Срок приёма предложений продлён',
        text: deadline
          ? `${who} продлил приём предложений по тендеру ${t} ${offersDeadlineLabel(deadline)}`
          : `${who} снял срок приёма предложений по тендеру ${t}`,
        button: null,
      };
    case 'deadline_reminder':
      return {
        title: 'Скоро окончание приёма предложений',
        text: `До окончания приёма предложений по тендеру ${t} осталось меньше суток${deadline ? ` (${offersDeadlineLabel(deadline)})` : ''}. Отправьте предложение или ответьте, что не будете участвовать`,
        button: 'Смотреть приглашение',
      };
    case 'another_chosen':
      return {
        title: 'Выбран другой исполнитель',
        text: `${who} выбрал другого исполнителя по тендеру ${t}`,
        button: null,
      };
    case 'tender_closed':
      return {
        title: 'Тендер завершён без выбора исполнителя',
        text: `${who} завершил тендер ${t} без выбора исполнителя`,
        button: null,
      };
    case 'outcome_reminder':
      return {
        title: 'Подведите итоги тендера',
        text: `Приём предложений по тендеру ${t} закончился больше двух недель назад. Выберите исполнителя или завершите тендер без выбора: участники ждут итогов`,
        button: null,
      };
    case 'question_asked':
      // The asker's company is the client's to know: `who` names it, for the client only.
      return {
        title: 'Новый вопрос по тендеру',
        text: `${who} задал вопрос по тендеру ${t}`,
        button: null,
      };
    case 'question_answered':
      return {
        title: 'Ответ на ваш вопрос',
        text: `${who} ответил на ваш вопрос по тендеру ${t}`,
        button: null,
      };
    case 'clarification_published':
      return {
        title: 'Новое разъяснение по тендеру',
        text: `${who} опубликовал разъяснение по тендеру ${t}`,
        button: null,
      };
    case 'addendum':
      // The comment carries what changed; the contractor acts on the tender's page.
      return {
        title: 'Тендер изменён',
        text: `${who} внёс изменения в тендер ${t}. Подтвердите своё предложение или измените его`,
        button: null,
      };
    case 'offer_confirmed':
      return {
        title: 'Предложение подтверждено',
        text: `${who} подтвердил коммерческое предложение по тендеру ${t} после его изменения`,
        button: 'Смотреть ответ',
      };
    case 'offer_revised':
      return {
        title: 'Предложение изменено',
        text: `${who} изменил коммерческое предложение по тендеру ${t}`,
        button: 'Смотреть ответ',
      };
    case 'will_bid':
      return {
        title: 'Подрядчик будет участвовать',
        text: `${who} ответил, что будет участвовать в тендере ${t}`,
        button: 'Смотреть ответ',
      };
    case 'invite':
      return {
        title: 'Приглашение к тендеру',
        text: `${who} приглашает вас принять участие в тендере ${t}`,
        button: 'Смотреть приглашение',
      };
    case 'offer':
      return {
        title: 'Новое предложение',
        text: `${who} отправил коммерческое предложение по тендеру ${t}`,
        button: 'Смотреть ответ',
      };
    case 'contractor_accept':
      return {
        title: 'Получен ответ',
        text: `${who} принял приглашение к тендеру ${t}`,
        button: 'Смотреть ответ',
      };
    case 'contractor_decline':
      return {
        title: 'Приглашение отклонено',
        text: `${who} отклонил приглашение к тендеру ${t}`,
        button: 'Смотреть ответ',
      };
    case 'choose':
      return {
        title: 'Выбран исполнителем',
        text: `${who} выбрал вас исполнителем тендера ${t}`,
        button: 'Смотреть ответ',
      };
    case 'reject':
      return {
        title: 'Отказ',
        text: `${who} отклонил ваше предложение по тендеру ${t}`,
        button: 'Смотреть ответ',
      };
  }
}
