import { z } from 'zod';
import { DEAL_NOTICE_KINDS, type NotificationKind, QUESTION_NOTICE_KINDS } from './notifications';

/*
 * How notices reach a user who is not looking at the product: by e-mail and by push, as each user
 * chooses per topic in the cabinet. A topic groups the kinds of notice a user thinks of together.
 */

export const NOTICE_TOPICS = [
  'invitations',
  'offers',
  'decisions',
  'deadlines',
  'questions',
] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

/** What each topic is called in the cabinet and in a letter's unsubscribe line. */
export const NOTICE_TOPIC_LABELS: Record<NoticeTopic, string> = {
  invitations: 'Приглашения к тендерам',
  offers: 'Предложения и ответы на приглашения',
  decisions: 'Решения по предложениям',
  deadlines: 'Сроки и напоминания',
  questions: 'Вопросы, разъяснения и изменения тендеров',
};

/** The topic of each kind of notice. */
export const NOTICE_TOPIC_OF: Record<NotificationKind, NoticeTopic> = {
  invite: 'invitations',
  offer: 'offers',
  offer_revised: 'offers',
  will_bid: 'offers',
  contractor_accept: 'offers',
  contractor_decline: 'offers',
  choose: 'decisions',
  reject: 'decisions',
  deadline_extended: 'deadlines',
  deadline_reminder: 'deadlines',
  question_asked: 'questions',
  question_answered: 'questions',
  clarification_published: 'questions',
  another_chosen: 'decisions',
  tender_closed: 'decisions',
  tender_withdrawn: 'decisions',
  outcome_reminder: 'deadlines',
  addendum: 'questions',
  offer_confirmed: 'offers',
  offers_opened: 'offers',
  rebid_announced: 'decisions',
  rebid_sent: 'offers',
  rebid_closed: 'offers',
  deal_contract: 'decisions',
  deal_confirmed: 'decisions',
  deal_reported: 'decisions',
  deal_accepted: 'decisions',
  deal_returned: 'decisions',
  deal_terminated_by_client: 'decisions',
  deal_terminated_by_contractor: 'decisions',
  review_written_by_client: 'decisions',
  review_written_by_contractor: 'decisions',
  reviews_published_to_client: 'decisions',
  reviews_published_to_contractor: 'decisions',
  review_answered_by_client: 'decisions',
  review_answered_by_contractor: 'decisions',
};

/** At once (a letter and a push per notice), one letter a day, or nothing outside the product. */
export const DELIVERY_MODES = ['instant', 'daily', 'never'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
export const DELIVERY_MODE_LABELS: Record<DeliveryMode, string> = {
  instant: 'Сразу',
  daily: 'Раз в день, в 9:00 по Москве',
  never: 'Не присылать',
};
/** A user who chose nothing hears of everything at once: silence is the complaint we answer. */
export const DEFAULT_DELIVERY_MODE: DeliveryMode = 'instant';

export const NOTICE_DELIVERY = {
  /** The daily digest goes at this hour, Moscow time (UTC+3 all year). */
  digestHourMsk: 9,
  /**
   * Kinds folded: at most one letter or push per tender per user in this window; the notices of
   * the window go in it together.
   */
  foldedKinds: ['offer_revised'] as readonly NotificationKind[],
  foldWindowMs: 10 * 60 * 1000,
  /** Sends a letter or push is tried before it is recorded as failed. */
  maxAttempts: 6,
} as const;

export const deliveryModeSchema = z.enum(DELIVERY_MODES);

/** The user's choice per topic, every topic present. */
export const noticeDeliverySchema = z.object({
  invitations: deliveryModeSchema,
  offers: deliveryModeSchema,
  decisions: deliveryModeSchema,
  deadlines: deliveryModeSchema,
  questions: deliveryModeSchema,
});
export type NoticeDelivery = z.infer<typeof noticeDeliverySchema>;

/** PUT /user/notification-settings: any topics to change; the others stay. */
export const noticeDeliveryChange = noticeDeliverySchema.partial().strict();

/** GET /user/notification-settings. */
export const noticeSettingsAnswer = z.object({
  email: noticeDeliverySchema,
  /**
   * When a mail server refused the address (it does not exist, the mailbox is closed): no letter
   * goes to it until the user changes the address. null while letters reach it.
   */
  email_refused: z.object({ address: z.string(), at: z.string() }).nullable(),
  /** The server's public key for Web Push (VAPID); null when push is not set up on this server. */
  push_key: z.string().nullable(),
});
export type NoticeSettings = z.infer<typeof noticeSettingsAnswer>;

/** A browser's push subscription as PushSubscription.toJSON() gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .string()
    .max(1000)
    .url()
    // Push services speak only HTTPS (RFC 8030), and web-push sends over TLS whatever the scheme:
    // an http:// endpoint could never be delivered to.
    .refine((url) => url.startsWith('https://'), 'https'),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
export const pushUnsubscribeBody = z.object({ endpoint: z.string().max(1000) });

/**
 * POST /mail/bounces, the mail provider's webhook: a letter to `email` bounced. Only a permanent
 * bounce (the address does not exist, the mailbox is closed) stops letters; a full mailbox or a
 * greylisting is passing.
 */
export const mailBounceBody = z.object({
  email: z.string().trim().toLowerCase().max(254),
  permanent: z.boolean().default(true),
});

/** The one-click unsubscribe's token (in the letter's link and List-Unsubscribe header). */
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(300) });
/** What an unsubscribe stopped: the topics now set to 'never'. */
export const unsubscribeAnswer = z.object({ topics: z.array(z.enum(NOTICE_TOPICS)) });

/** What a push message carries: the service worker shows it and opens `url` on a tap. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** The anchor of a tender page's questions and clarifications. */
export const QUESTIONS_ANCHOR = 'questions';

/** The anchor of a tender page's deal, once its executor is chosen. */
export const DEAL_ANCHOR = 'deal';

/**
 * The screen a notice about a tender opens, for its recipient's side: the contractor's invitation
 * page, the client's tender page; a notice of the clarifications opens the page at its questions,
 * one of the deal at its deal. The bell, letters and pushes all lead there.
 */
export const noticeScreenPath = (
  side: 'client' | 'contractor',
  tenderId: number,
  kind: NotificationKind | null = null,
) =>
  (side === 'contractor'
    ? `/profile/contractor/tenderfrom/${tenderId}`
    : `/profile/client/tender/${tenderId}`) +
  (kind && QUESTION_NOTICE_KINDS.includes(kind)
    ? `#${QUESTIONS_ANCHOR}`
    : kind && DEAL_NOTICE_KINDS.includes(kind)
      ? `#${DEAL_ANCHOR}`
      : '');

/** The web app's page a letter's unsubscribe link opens (it asks before it unsubscribes). */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';

/**
 * The topics an unsubscribe token names, read from the token itself (`<user>.<topics>.<mac>`):
 * the page shows what it will stop before the server checks the token.
 */
export function unsubscribeTopics(token: string): NoticeTopic[] {
  const topics = token.split('.')[1]?.split('-') ?? [];
  return topics.filter((t): t is NoticeTopic => (NOTICE_TOPICS as readonly string[]).includes(t));
}

/** The cabinet's tab of the delivery settings, as its menu and the unsubscribe page name it. */
const SETTINGS_TAB = 'Уведомления';

/** The messages of the delivery settings, the unsubscribe page and their calls. */
export const MSG_DELIVERY = {
  pushNotConfigured: 'Push-уведомления на этом сервере не настроены',
  /** DELETE /user/push-subscriptions of an endpoint that is not the caller's (or is no one's). */
  pushNotFound: 'Push-подписка не найдена',
  unsubscribeInvalid: 'Ссылка для отписки недействительна или повреждена',

  // The cabinet's tab 'Уведомления' (both cabinets)
  tab: SETTINGS_TAB,
  emailTitle: 'Уведомления на почту',
  hint:
    'Все уведомления видны в колокольчике на сайте. Здесь выберите, как присылать их на почту: ' +
    `сразу, одним письмом в день в ${NOTICE_DELIVERY.digestHourMsk}:00 по московскому времени ` +
    'или не присылать. Push-уведомления приходят только по темам, где выбрано «Сразу».',
  loadFailed: 'Не удалось загрузить настройки уведомлений',
  saveFailed: 'Не удалось сохранить. Выбор возвращён как был, попробуйте ещё раз',
  /** `since` is the moment already formatted for the reader. */
  emailRefused: (address: string, since: string) =>
    `Письма на ${address} не доставляются: с ${since} почтовый сервер получателя отказывается их ` +
    'принимать. Укажите другую почту в личных данных.',
  changeEmail: 'Изменить почту',
  pushTitle: 'Push-уведомления',
  pushSwitch: 'Push-уведомления на этом устройстве',
  // Why there is no switch: the server has no push keys, or the browser cannot take pushes.
  pushServerOff:
    'Push-уведомления пока недоступны: на этом сайте их отправка ещё не настроена. ' +
    'Уведомления видны в колокольчике и приходят на почту.',
  pushInsecure:
    'Push-уведомления недоступны: сайт открыт не по защищённому адресу (https://), а браузеры ' +
    'присылают их только таким сайтам.',
  pushIosInstall:
    'На iPhone и iPad push-уведомления работают только у сайта, добавленного на экран «Домой»: ' +
    'нажмите «Поделиться» → «На экран „Домой“» и откройте сайт с этого значка.',
  pushIosOld: 'На этом iPhone или iPad push-уведомления недоступны: нужна iOS 16.4 или новее.',
  pushBrowserOff:
    'Этот браузер не умеет показывать push-уведомления. Они работают в Chrome, Edge, Firefox, ' +
    'Яндекс Браузере и Safari.',
  pushDenied:
    'Браузер запретил уведомления для этого сайта. Разрешите их в настройках сайта (значок ' +
    'слева от адреса → «Уведомления» → «Разрешить») и включите переключатель снова.',
  saving: 'Сохраняется…',
  pushOnFailed: 'Не удалось включить push-уведомления на этом устройстве',
  pushOffFailed: 'Не удалось отключить push-уведомления на этом устройстве',

  // The page a letter's unsubscribe link opens
  unsubscribeTitle: 'Отписка от писем',
  unsubscribeAsk: 'Больше не присылать на почту письма по темам:',
  unsubscribeButton: 'Отписаться',
  unsubscribed: 'Готово. Эти письма больше не придут:',
  unsubscribedHint: `Включить их снова можно в личном кабинете, во вкладке «${SETTINGS_TAB}».`,
  toCabinet: 'Перейти в личный кабинет',
} as const;
