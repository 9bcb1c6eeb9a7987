import { z } from 'zod';

/*
 * A person's sessions, as the cabinet's safety tab lists them: where each was signed in from (the
 * device and browser its User-Agent names, the address it came from, the city when known) and when
 * it was signed in and last used. Any one of them can be ended, or every one but the current.
 */

/** The list answers at most this many sessions, the newest first (an account has a few). */
export const SESSIONS_LIST_MAX = 50;
/** A User-Agent is kept to this many characters: enough to tell the device, bounded whatever is sent. */
export const USER_AGENT_MAX = 512;
/** An address is kept to this many characters (the longest IPv6 text is 45). */
export const SESSION_IP_MAX = 64;

/** The kinds of device a User-Agent may name, and how a session says them when nothing more is known. */
export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet', 'tv', 'bot'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const MSG_SESSIONS = {
  title: 'Сеансы',
  hint: 'Здесь видно, где выполнен вход в вашу учётную запись. Если какой-то сеанс вам незнаком, завершите его и смените пароль.',
  notFound: 'Сеанс не найден: возможно, он уже завершён',
  loadFailed: 'Не удалось загрузить сеансы',
  empty: 'Открытых сеансов нет',
  unknownDevice: 'Неизвестное устройство',
  unknownBrowser: 'Неизвестный браузер',
  devices: {
    desktop: 'Компьютер',
    mobile: 'Телефон',
    tablet: 'Планшет',
    tv: 'Телевизор',
    bot: 'Программа',
  } satisfies Record<DeviceKind, string>,
  current: 'Это устройство',
  address: (ip: string | null, city: string | null) =>
    `Адрес: ${ip ?? 'неизвестен'}${city ? `, ${city}` : ''}`,
  signedIn: (at: string) => `Вход: ${at}`,
  lastSeen: (at: string) => `Последняя активность: ${at}`,
  lastSeenNow: 'Последняя активность: сейчас',
  end: 'Завершить',
  endTitle: 'Завершить сеанс?',
  endText: (line: string) =>
    `Сеанс «${line}» будет завершён: чтобы продолжить на том устройстве, нужно будет войти снова.`,
  ended: 'Сеанс завершён',
  endOthers: 'Завершить все другие сеансы',
  endOthersTitle: 'Завершить все другие сеансы?',
  endOthersText:
    'Все сеансы, кроме этого устройства, будут завершены. На этом устройстве вы останетесь в учётной записи.',
  othersEnded: 'Другие сеансы завершены',
} as const;

/** One session as the list answers it; the device and browser are read from its User-Agent. */
export const sessionSchema = z.object({
  id: z.number().int(),
  /** 'iPhone', 'Windows', 'Android' …, or the kind of device, or 'Неизвестное устройство'. */
  device: z.string(),
  /** 'Chrome 140', 'Safari 17' …, or 'Неизвестный браузер'. */
  browser: z.string(),
  /** The address the sign-in came from; null for sessions from before addresses were kept. */
  ip: z.string().nullable(),
  /** The city of the address when known; not known today (no geolocation database). */
  city: z.string().nullable(),
  created_at: z.string(),
  /** To the hour: a session's use is written at most once an hour. */
  last_seen_at: z.string(),
  /** The session of the call itself. */
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionSchema>;

/** GET /user/sessions. */
export const sessionsAnswer = z.object({ sessions: z.array(sessionSchema) });
export type SessionsAnswer = z.infer<typeof sessionsAnswer>;

/** A session in a line, as the list and its confirm name it: 'Chrome 140, Windows'. */
export const sessionLine = (session: Pick<SessionItem, 'device' | 'browser'>) =>
  `${session.browser}, ${session.device}`;
