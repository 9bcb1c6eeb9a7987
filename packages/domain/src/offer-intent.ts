import { z } from 'zod';
import { MSG_OFFERS } from './messages';
import { optionalText } from './schemas';

/*
 * Intent to bid: an invited contractor answers before sending an offer. 'Не буду участвовать' is
 * the spec's decline of the invitation, with its reason; 'Буду участвовать' is kept on the request.
 */
export const INTENTS = ['will_bid', 'wont_bid'] as const;
export type Intent = (typeof INTENTS)[number];
export const INTENT_LABELS: Record<Intent, string> = {
  will_bid: 'Буду участвовать',
  wont_bid: 'Не буду участвовать',
};

/** POST /request/intent/{id}. */
export const intentBody = z
  .object({
    intent: z.enum(INTENTS, { error: MSG_OFFERS.intentRequired }),
    reason: optionalText(1000),
  })
  .superRefine((body, ctx) => {
    if (body.intent === 'wont_bid' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Укажите причину отказа' });
    }
  });

/** Where an invited contractor stands, as the client reads it at a glance. */
export const PARTICIPATION = ['answered', 'will_bid', 'wont_bid', 'no_answer'] as const;
export type Participation = (typeof PARTICIPATION)[number];
export const PARTICIPATION_LABELS: Record<Participation, string> = {
  answered: 'Предложение получено',
  will_bid: 'Будет участвовать',
  wont_bid: 'Не будет участвовать',
  no_answer: 'Нет ответа',
};

/** The participation of a request: its answer if any, else the contractor's intent. */
export function participationOf(request: {
  status: { code: string };
  intent: Intent | null;
}): Participation {
  const status = request.status.code;
  if (status === 'declined') return 'wont_bid';
  if (status !== 'offered') return 'answered';
  return request.intent === 'will_bid' ? 'will_bid' : 'no_answer';
}
