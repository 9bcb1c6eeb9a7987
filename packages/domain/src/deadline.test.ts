import { describe, expect, it } from 'vitest';
import {
  formatMoscow,
  fromMoscowInput,
  offersDeadlineLabel,
  offersDeadlineProblem,
  offersDeadlineSchema,
  offersOpen,
  offersTimeLeft,
  toMoscowInput,
} from './deadline';
import { MSG_TENDERS } from './messages';
import { tenderPatchSchema, tenderDeadlineBody } from './tenders';

const NOW = new Date('2026-11-20T12:00:00Z');
const after = (ms: number) => new Date(NOW.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('offersDeadlineProblem', () => {
  it('takes a moment ahead, up to a year', () => {
    expect(offersDeadlineProblem(after(MIN), NOW)).toBeNull();
    expect(offersDeadlineProblem(after(365 * DAY), NOW)).toBeNull();
  });
  it('refuses now, the past and more than a year ahead', () => {
    expect(offersDeadlineProblem(NOW, NOW)).toBe(MSG_TENDERS.deadlinePast);
    expect(offersDeadlineProblem('2020-01-01T00:00:00Z', NOW)).toBe(MSG_TENDERS.deadlinePast);
    expect(offersDeadlineProblem(after(365 * DAY + 1), NOW)).toBe(MSG_TENDERS.deadlineTooFar);
    expect(offersDeadlineProblem('потом', NOW)).toBe(MSG_TENDERS.deadlineFormat);
  });
});

describe('offersDeadlineSchema', () => {
  it('wants a date-time with its zone', () => {
    expect(offersDeadlineSchema.safeParse('2026-11-25T18:00:00+03:00').success).toBe(true);
    expect(offersDeadlineSchema.safeParse('2026-11-25T15:00:00.000Z').success).toBe(true);
    const local = offersDeadlineSchema.safeParse('2026-11-25T18:00');
    expect(local.error?.issues[0]?.message).toBe(MSG_TENDERS.deadlineFormat);
  });
});

describe('the PATCH forms', () => {
  it('a body with only offers_deadline is the deadline form; the others stay', () => {
    expect(tenderPatchSchema({ offers_deadline: null })).toBe(tenderDeadlineBody);
    expect(tenderPatchSchema({ address: 'Казань' })).not.toBe(tenderDeadlineBody);
    expect(tenderPatchSchema({ docs_paths: [] })).not.toBe(tenderDeadlineBody);
    expect(tenderPatchSchema({ tender_name: 'x', offers_deadline: null })).not.toBe(
      tenderDeadlineBody,
    );
  });
});

describe('Moscow time', () => {
  it('formats in Moscow whatever the zone of the moment, naming the zone', () => {
    expect(formatMoscow('2026-11-25T15:00:00Z')).toBe('25.11.2026, 18:00 (МСК)');
    expect(formatMoscow('2026-11-25T23:30:00+05:00')).toBe('25.11.2026, 21:30 (МСК)');
    expect(offersDeadlineLabel('2026-11-25T15:00:00Z')).toBe('до 25.11.2026, 18:00 (МСК)');
  });
  it('round-trips the value of a datetime-local input read as Moscow time', () => {
    expect(toMoscowInput('2026-11-25T15:00:00Z')).toBe('2026-11-25T18:00');
    expect(fromMoscowInput('2026-11-25T18:00')).toBe('2026-11-25T18:00:00+03:00');
    expect(new Date(fromMoscowInput('2026-12-31T23:30')!).toISOString()).toBe(
      '2026-12-31T20:30:00.000Z',
    );
    expect(fromMoscowInput('')).toBeNull();
    expect(fromMoscowInput('2026-02-30T10:00')).toBeNull();
  });
});

describe('offersTimeLeft', () => {
  it.each([
    [2 * DAY + 3 * HOUR, 'осталось 2 дн. 3 ч'],
    [2 * DAY, 'осталось 2 дн.'],
    [5 * HOUR + 20 * MIN, 'осталось 5 ч 20 мин'],
    [5 * HOUR, 'осталось 5 ч'],
    [45 * MIN, 'осталось 45 мин'],
    [30_000, 'осталось 1 мин'],
    [0, 'приём предложений завершён'],
    [-DAY, 'приём предложений завершён'],
  ])('%i ms left: %s', (ms, text) => {
    expect(offersTimeLeft(after(ms), NOW)).toBe(text);
  });
  it('offersOpen: no deadline or one ahead', () => {
    expect(offersOpen(null, NOW)).toBe(true);
    expect(offersOpen(after(MIN).toISOString(), NOW)).toBe(true);
    expect(offersOpen(NOW.toISOString(), NOW)).toBe(false);
  });
});
