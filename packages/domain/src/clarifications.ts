import { z } from 'zod';
import { partyCardSchema } from './cards';
import { formatMoscow } from './deadline';
import { listMeta } from './lists';
import { requiredText } from './schemas';

/*
 * Clarifications (разъяснения): a contractor who can see a tender asks about it until the question
 * deadline; the client answers, to every contractor who can see the tender or to the asker alone.
 * Who asked is never shown to anyone but the client: a bidder must not learn who else is bidding.
 */

/** Questions close this long before the offers deadline (none when the tender has none). */
export const QUESTIONS_CLOSE_HOURS_BEFORE = 24;
export const QUESTION_MAX = 2000;
export const ANSWER_MAX = 4000;
/** Questions one contractor may have waiting for an answer on one tender. */
export const QUESTIONS_WAITING_MAX = 10;

/** When a tender stops taking questions; null: it takes them while it is open. */
export function questionsDeadline(offersDeadline: string | Date | null): Date | null {
  if (!offersDeadline) return null;
  return new Date(new Date(offersDeadline).getTime() - QUESTIONS_CLOSE_HOURS_BEFORE * 3600_000);
}

/** Does the tender take questions at `now` (it is open: the caller checks that)? */
export const questionsOpen = (offersDeadline: string | Date | null, now: Date) => {
  const until = questionsDeadline(offersDeadline);
  return !until || now.getTime() < until.getTime();
};

/** An answer for everyone who can see the tender, or for the asker alone. */
export const ANSWER_SCOPES = ['all', 'asker'] as const;
export type AnswerScope = (typeof ANSWER_SCOPES)[number];
export const ANSWER_SCOPE_LABELS: Record<AnswerScope, string> = {
  all: 'Опубликовать для всех участников',
  asker: 'Ответить только автору вопроса',
};

export const MSG_QUESTIONS = {
  title: 'Вопросы и разъяснения',
  closed: 'Тендер закрыт: вопросы больше не принимаются',
  afterDeadline: 'Срок приёма вопросов истёк',
  tooManyWaiting: `У вас уже ${QUESTIONS_WAITING_MAX} вопросов без ответа по этому тендеру. Дождитесь ответа заказчика`,
  alreadyAnswered: 'На этот вопрос уже дан ответ',
  notFound: 'Вопрос не найден',
  empty: 'Вопросов пока нет',
  askerHidden: 'Участник',
  mine: 'Ваш вопрос',
  privateAnswer: 'Ответ только вам',
  unanswered: 'Ждёт ответа',
  /** The mark of a private answer as the client reads it. */
  askerOnly: 'Ответ только автору',
  /** Until when a contractor may ask: the question deadline in Moscow time, or the tender's end. */
  openUntil: (deadline: string | Date | null) =>
    deadline
      ? `Вопросы принимаются до ${formatMoscow(deadline)}`
      : 'Вопросы принимаются, пока тендер открыт',
  askLabel: 'Вопрос заказчику',
  askPlaceholder: 'Что уточнить в условиях, объёмах или документах тендера',
  askHint: 'Заказчик увидит название вашей компании, другие участники — только вопрос и ответ',
  ask: 'Задать вопрос',
  asked: 'Вопрос отправлен. Ответ заказчика появится здесь',
  askFailed: 'Не удалось отправить вопрос',
  answerLabel: 'Ответ',
  answerScope: 'Кому виден ответ',
  /** Said beside the choice of publishing to all: what every bidder will see, and what not. */
  answerAllNote: 'Ответ и вопрос увидят все участники тендера. Кто задал вопрос, они не узнают',
  answer: 'Ответить',
  answered: 'Ответ отправлен',
  answerFailed: 'Не удалось отправить ответ',
  clientAnswer: 'Ответ заказчика',
  loading: 'Загрузка вопросов',
  loadFailed: 'Не удалось загрузить вопросы',
  pages: 'Страницы вопросов',
  /** The link from the client's dashboard to the questions on the tender's page. */
  goAnswer: 'Ответить на вопросы',
  /** A tender card's mark of questions waiting for the client's answer, and its spoken name. */
  waitingBadge: (count: number) => `Вопросы: ${count}`,
  waitingLabel: (count: number) => `Вопросов без ответа: ${count}`,
  /** The counter under a question or an answer being typed. */
  counter: (length: number, max: number) => `${length} / ${max}`,
} as const;

/** POST /tenders/{id}/questions. */
export const askQuestionBody = z.object({ question: requiredText(QUESTION_MAX) });
/** POST /tenders/questions/{id}/answer. */
export const answerQuestionBody = z.object({
  answer: requiredText(ANSWER_MAX),
  scope: z.enum(ANSWER_SCOPES),
});

/**
 * A question as its reader may see it: the client sees every question with its asker's card; a
 * contractor sees the answers published to all and its own questions (`mine`), and no asker.
 */
export const questionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  asked_at: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  scope: z.enum(ANSWER_SCOPES).nullable(),
  mine: z.boolean(),
  asker: partyCardSchema.nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** GET /tenders/{id}/questions: newest first; `unanswered` counts for the client, null otherwise. */
export const questionListAnswer = z.object({
  questions: z.array(questionSchema),
  meta: listMeta,
  unanswered: z.number().int().nullable(),
  /** When the tender stops taking questions (ISO); null: while it is open. */
  questions_deadline: z.string().nullable(),
});
export type QuestionList = z.infer<typeof questionListAnswer>;
