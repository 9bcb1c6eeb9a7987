import { describe, expect, it } from 'vitest';
import {
  BUSY_INVITATIONS,
  type ContractorAnswers,
  answerStatsLine,
  answerStatsParts,
  busyWarning,
  formatAnswerTime,
} from './contractor-answers';

const figures = (over: Partial<ContractorAnswers> = {}): ContractorAnswers => ({
  invitations_30d: 12,
  answered_in_3_days_percent: 75,
  median_answer_minutes: 300,
  invitations_7d: 3,
  ...over,
});

describe('the answer statistics as the cards say them', () => {
  it('say the count, the share in time and the median, with no verb beside the name', () => {
    expect(answerStatsLine(figures())).toBe(
      'Приглашений за 30 дней: 12 · Ответы в течение 3 дней: 75% · Медианное время ответа: 5 ч',
    );
  });

  it('say there were none, and that nothing was answered yet', () => {
    expect(
      answerStatsParts(figures({ invitations_30d: 0, answered_in_3_days_percent: null })),
    ).toEqual(['Приглашений за 30 дней нет']);
    expect(
      answerStatsLine(
        figures({
          invitations_30d: 2,
          answered_in_3_days_percent: null,
          median_answer_minutes: null,
        }),
      ),
    ).toBe('Приглашений за 30 дней: 2 · Ответов пока нет');
    expect(
      answerStatsLine(figures({ answered_in_3_days_percent: 0, median_answer_minutes: null })),
    ).toBe('Приглашений за 30 дней: 12 · Ответы в течение 3 дней: 0% · Ответов пока нет');
  });

  it('say a time in minutes, hours or days', () => {
    expect(formatAnswerTime(0)).toBe('меньше часа');
    expect(formatAnswerTime(59)).toBe('меньше часа');
    expect(formatAnswerTime(60)).toBe('1 ч');
    expect(formatAnswerTime(47 * 60)).toBe('47 ч');
    expect(formatAnswerTime(48 * 60)).toBe('2 дня');
    expect(formatAnswerTime(5 * 24 * 60)).toBe('5 дней');
    expect(formatAnswerTime(21 * 24 * 60)).toBe('21 день');
  });

  it('warn only above the limit of 7 days', () => {
    expect(busyWarning(null)).toBeNull();
    expect(busyWarning(figures({ invitations_7d: BUSY_INVITATIONS }))).toBeNull();
    expect(busyWarning(figures({ invitations_7d: 11 }))).toBe(
      'За последние 7 дней подрядчику отправлено 11 приглашений — ответ может задержаться',
    );
    expect(busyWarning(figures({ invitations_7d: 21 }))).toBe(
      'За последние 7 дней подрядчику отправлено 21 приглашение — ответ может задержаться',
    );
  });
});
