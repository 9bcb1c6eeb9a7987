import { z } from 'zod';
import { type ContractorSort, LONG_TEXT_MAX } from './constants';
import { plural } from './format';
import { listMeta, pageQuery } from './lists';
import { MSG } from './messages';

/*
 * Reviews that only a finished deal unlocks. When a deal ends — its work accepted, or ended early
 * after the contractor confirmed the contract — each party may review the other once within
 * REVIEW_WINDOW_DAYS: stars from 1 to 5 on its side's fixed criteria and a text. A review stays
 * hidden from the other party and everyone else until both have written or the window has closed
 * (double-blind: neither can answer the other's words in kind); its author may change it while it
 * is hidden. The reviewed party may answer a published review once, publicly. Either party may
 * report a review with a reason; a report never hides it by itself. Phones and e-mails in a text
 * are masked before it is stored.
 */

/** The days after a deal's end during which its parties may write their reviews. */
export const REVIEW_WINDOW_DAYS = 14;
/**
 * When the review window of a deal closes: REVIEW_WINDOW_DAYS after its work was accepted, or
 * after it was ended early once the contract was confirmed; null when the deal unlocks no reviews
 * (not ended yet, or ended before the contract was confirmed).
 */
export function reviewWindowEnd(deal: {
  status: string;
  confirmed_at: string | Date | null;
  accepted_at: string | Date | null;
  terminated_at: string | Date | null;
}): Date | null {
  const end =
    deal.status === 'accepted'
      ? deal.accepted_at
      : deal.status === 'terminated' && deal.confirmed_at !== null
        ? deal.terminated_at
        : null;
  if (end === null) return null;
  return new Date(new Date(end).getTime() + REVIEW_WINDOW_DAYS * 24 * 3600 * 1000);
}

/** The longest review text, answer and report reason. */
export const REVIEW_TEXT_MAX = LONG_TEXT_MAX;
export const REVIEW_ANSWER_MAX = LONG_TEXT_MAX;
export const REVIEW_REPORT_REASON_MAX = 1000;
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/** Whom a review is about: the contractor (written by the client) or the client (by the contractor). */
export const REVIEW_SUBJECTS = ['contractor', 'client'] as const;
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number];

/** The fixed criteria of each subject, in the order they are shown, with their labels. */
export const REVIEW_CRITERIA = {
  contractor: {
    quality: 'Качество работ',
    deadlines: 'Соблюдение сроков',
    communication: 'Коммуникация',
    documents: 'Документы',
  },
  client: {
    clarity: 'Понятность задачи',
    payment: 'Соблюдение условий оплаты',
    communication: 'Коммуникация',
  },
} as const satisfies Record<ReviewSubject, Record<string, string>>;

export type ContractorCriterion = keyof (typeof REVIEW_CRITERIA)['contractor'];
export type ClientCriterion = keyof (typeof REVIEW_CRITERIA)['client'];
export type ReviewCriterion = ContractorCriterion | ClientCriterion;

export const reviewCriteriaOf = (subject: ReviewSubject) =>
  Object.keys(REVIEW_CRITERIA[subject]) as ReviewCriterion[];

/** Who reviews whom: a deal's client writes of its contractor and the other way round. */
export const reviewSubjectOf = (author: 'client' | 'contractor'): ReviewSubject =>
  author === 'client' ? 'contractor' : 'client';

export const MSG_REVIEWS = {
  notFound: 'Отзыв не найден',
  clientNotFound: 'Заказчик не найден',
  dealNotEnded:
    'Отзыв можно оставить, когда работы приняты или договор расторгнут после его заключения',
  windowClosed: `Отзыв можно оставить в течение ${REVIEW_WINDOW_DAYS} дней после завершения сделки`,
  alreadyPublished: 'Отзыв уже опубликован, изменить его нельзя',
  ownCompany: 'Нельзя оставить отзыв о своей компании',
  answerNotAllowed: 'Ответить можно только на опубликованный отзыв о вас',
  alreadyAnswered: 'На этот отзыв вы уже ответили',
  alreadyReported: 'Вы уже пожаловались на этот отзыв',
  starsRequired: 'Поставьте оценку от 1 до 5 по каждому критерию',
  textRequired: 'Напишите отзыв',
  answerRequired: 'Напишите ответ',
  reasonRequired: 'Укажите причину жалобы',
  /** Under the form: why the other party does not see the review yet. */
  hiddenNote: `Отзыв увидят, когда обе стороны напишут свои или через ${REVIEW_WINDOW_DAYS} дней после завершения сделки. До этого его можно изменить.`,
  /** Under the text field: contacts are not published. */
  contactsMasked: 'Телефоны и адреса почты в тексте отзыва скрываются',
  reported: 'Жалоба отправлена. Отзыв остаётся опубликованным, пока его не проверят.',
  // The web's words: headings, buttons, states.
  section: 'Отзывы',
  empty: 'Отзывов пока нет',
  loadFailed: 'Не удалось загрузить отзывы',
  formTitle: 'Ваш отзыв о второй стороне',
  mineTitle: 'Ваш отзыв',
  theirsTitle: 'Отзыв второй стороны',
  textLabel: 'Текст отзыва',
  save: 'Сохранить отзыв',
  edit: 'Изменить',
  cancel: 'Отмена',
  saved: 'Отзыв сохранён',
  hiddenBadge: 'Пока скрыт',
  theirsWritten: 'Вторая сторона уже написала отзыв — он откроется вместе с вашим',
  windowEnds: (date: string) => `Оставить или изменить отзыв можно до ${date}`,
  answerAction: 'Ответить',
  answerLabel: 'Ваш ответ',
  answerTitle: 'Ответ',
  answerSend: 'Опубликовать ответ',
  reportAction: 'Пожаловаться',
  reportTitle: 'Жалоба на отзыв',
  reasonLabel: 'Причина жалобы',
  reportSend: 'Отправить жалобу',
  overall: 'Общая оценка',
  criteria: 'Оценки по критериям',
  spread: 'Распределение оценок',
  /** A score read out: 'Оценка 4 из 5'. */
  scoreOf: (n: number) => `Оценка ${String(n).replace('.', ',')} из 5`,
  /** A star of the form: '4 из 5'. */
  starOf: (n: number) => `${n} из 5`,
  /** A bar of the spread: '5 ★ — 3 отзыва'. */
  spreadRow: (stars: number, count: number) =>
    `${stars} ★ — ${count} ${plural(count, 'отзыв', 'отзыва', 'отзывов')}`,
  clientReviews: 'Отзывы о заказчике',
  openClientReviews: 'Отзывы о заказчике',
  /** The directory's order select. */
  sortLabel: 'Порядок',
} as const;

const MASK = '[контакт скрыт]';
/** An e-mail address. */
const EMAIL_IN_TEXT = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/**
 * A phone: +7 / 8 and ten digits, or any run of 10–15 digits, with spaces, dashes, dots or
 * brackets between them.
 */
const PHONE_IN_TEXT = /(?:\+\s*)?\d(?:[\s\-.()]*\d){9,14}/g;

/** The text with its phones and e-mails replaced by '[контакт скрыт]'. */
export const maskContacts = (text: string) =>
  text.replace(EMAIL_IN_TEXT, MASK).replace(PHONE_IN_TEXT, MASK);

/**
 * The deal's price band a review names, never the exact price: 'до 1 млн ₽', '1–5 млн ₽',
 * '5–20 млн ₽', '20–100 млн ₽', 'свыше 100 млн ₽'; 'цена не указана' without a price.
 */
export const PRICE_BANDS_RUBLES = [1e6, 5e6, 20e6, 100e6] as const;
export function priceBand(priceKopecks: number | null): string {
  if (priceKopecks === null) return 'цена не указана';
  const rubles = priceKopecks / 100;
  if (rubles < 1e6) return 'до 1 млн ₽';
  if (rubles < 5e6) return '1–5 млн ₽';
  if (rubles < 20e6) return '5–20 млн ₽';
  if (rubles < 100e6) return '20–100 млн ₽';
  return 'свыше 100 млн ₽';
}

// --- Bodies ------------------------------------------------------------------------------------

const star = z
  .number({ error: MSG_REVIEWS.starsRequired })
  .int({ error: MSG_REVIEWS.starsRequired })
  .min(1, { error: MSG_REVIEWS.starsRequired })
  .max(5, { error: MSG_REVIEWS.starsRequired });

const neededText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: MSG.tooLong });

/**
 * PUT /deals/{id}/review: the caller's review of the other party, made or changed while hidden.
 * `scores` names every criterion of the reviewed side (the server checks the set against
 * REVIEW_CRITERIA of the subject; a missing or unknown one is 400 'Поставьте оценку…').
 */
export const reviewBody = z.object({
  scores: z.record(z.string(), star, { error: MSG_REVIEWS.starsRequired }),
  text: neededText(REVIEW_TEXT_MAX, MSG_REVIEWS.textRequired),
});
export type ReviewBody = z.input<typeof reviewBody>;

/** Whether the scores name exactly the criteria of the subject. */
export const scoresComplete = (subject: ReviewSubject, scores: Record<string, number>) => {
  const wanted = reviewCriteriaOf(subject);
  const given = Object.keys(scores);
  return given.length === wanted.length && wanted.every((c) => c in scores);
};

/** POST /reviews/{id}/answer: the reviewed party's one public answer. */
export const reviewAnswerBody = z.object({
  text: neededText(REVIEW_ANSWER_MAX, MSG_REVIEWS.answerRequired),
});

/** POST /reviews/{id}/report: a party's complaint about a review, with its reason. */
export const reviewReportBody = z.object({
  reason: neededText(REVIEW_REPORT_REASON_MAX, MSG_REVIEWS.reasonRequired),
});

// --- Answers -----------------------------------------------------------------------------------

/** The mean of a review's scores, to one decimal. */
export const overallOf = (scores: Record<string, number>) => {
  const values = Object.values(scores);
  return values.length === 0
    ? 0
    : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
};

/** A review as it is read: by its author always; by anyone else once published. */
export const reviewSchema = z.object({
  id: z.number(),
  deal_id: z.number(),
  subject: z.enum(REVIEW_SUBJECTS),
  /** The author's name as cards name a party (a company's short name, or a person's name). */
  author_name: z.string(),
  /** The author's user id: the web offers 'Пожаловаться' only to the review's two parties. */
  author_id: z.number().int(),
  scores: z.record(z.string(), z.number()),
  /** The mean of the scores, to one decimal. */
  overall: z.number(),
  /** Stored with its contacts masked. */
  text: z.string(),
  /** What the deal was about: the tender's name and work type, and its price band. */
  tender_title: z.string(),
  work_type: z.string(),
  price_band: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When it became visible to the other party and everyone; null while hidden. */
  published_at: z.string().nullable(),
  /** The reviewed party's public answer. */
  answer: z.object({ text: z.string(), created_at: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
/** PUT /deals/{id}/review and POST /reviews/{id}/answer: the review as it stands now. */
export const reviewAnswer = z.object({ review: reviewSchema });

/**
 * GET /deals/{id}/reviews, for the deal's two parties: the caller's own review (as written, hidden
 * or not), the other party's (null while hidden), whether the other party has written one (without
 * what it says), whether the caller may write or change its own now, and when the window closes
 * (null before the deal ended or when the deal unlocks no reviews).
 */
export const dealReviewsAnswer = z.object({
  mine: reviewSchema.nullable(),
  theirs: reviewSchema.nullable(),
  theirs_written: z.boolean(),
  can_write: z.boolean(),
  /** Why the caller may not write now, in words (null when it may). */
  refusal: z.string().nullable(),
  window_ends_at: z.string().nullable(),
});
export type DealReviews = z.infer<typeof dealReviewsAnswer>;

/**
 * A party's rating over its published reviews, stored when a review is published (never computed
 * per page): the count, the overall mean and the mean per criterion (one decimal), and the spread —
 * how many reviews have each rounded overall from 1 to 5 (index 0 is one star).
 */
export const ratingSchema = z.object({
  count: z.number().int(),
  overall: z.number().nullable(),
  criteria: z.record(z.string(), z.number()),
  spread: z.array(z.number().int()).length(5),
});
export type Rating = z.infer<typeof ratingSchema>;

/** A rating as a card shows it, null without published reviews. */
export const ratingBriefSchema = z.object({ overall: z.number(), count: z.number().int() });
export type RatingBrief = z.infer<typeof ratingBriefSchema>;

/**
 * GET /contractors/{id}/reviews and GET /clients/{id}/reviews: a party's rating and a page of its
 * published reviews, newest first.
 */
export const reviewListQuery = pageQuery;
export const reviewListAnswer = z.object({
  rating: ratingSchema,
  reviews: z.array(reviewSchema),
  meta: listMeta,
});
export type ReviewList = z.infer<typeof reviewListAnswer>;

/** 'Рейтинг 4,6 · 12 отзывов' — no verb beside a name. */
export const ratingLine = (r: RatingBrief) =>
  `Рейтинг ${r.overall.toFixed(1).replace('.', ',')} · ${r.count} ${plural(r.count, 'отзыв', 'отзыва', 'отзывов')}`;

/**
 * The labels of the directory's orders (CONTRACTOR_SORTS, in constants.ts so that the list's query
 * can use them) and of its filter 'есть отзывы' (GET /contractors, ours).
 */
export const CONTRACTOR_SORT_LABELS: Record<ContractorSort, string> = {
  name: 'По названию',
  rating: 'По рейтингу',
};
export const HAS_REVIEWS_LABEL = 'Есть отзывы';
