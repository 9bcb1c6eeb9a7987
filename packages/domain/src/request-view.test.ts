import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';
import { requestIdFromLink } from './notifications';
import { mayAnswer } from './request-moves';
import { REQUEST_STATUSES, partyName, requestMessage, type Party } from './requests';

const party = (profile: Partial<Party['profile']> = {}) => ({
  name: 'user',
  email: 'u@example.ru',
  profile: {
    short_name: null,
    full_legal_name: null,
    name: null,
    surname: null,
    avatar: null,
    logo: null,
    ...profile,
  },
});

describe('requestIdFromLink', () => {
  it('reads the id of a request link, relative or absolute', () => {
    expect(requestIdFromLink('/api/request/17')).toBe(17);
    expect(requestIdFromLink('https://host/api/request/5?x=1')).toBe(5);
  });
  it('answers null for anything else', () => {
    expect(requestIdFromLink(null)).toBeNull();
    expect(requestIdFromLink('/api/tenders/3')).toBeNull();
    expect(requestIdFromLink('/api/request/accept/3x')).toBeNull();
  });
});

describe('partyName', () => {
  it('prefers the short company name, then the full one, then the person', () => {
    expect(partyName(party({ short_name: 'СтройКо', full_legal_name: 'ООО СтройКо' }))).toBe(
      'СтройКо',
    );
    expect(partyName(party({ full_legal_name: 'ООО СтройКо' }))).toBe('ООО СтройКо');
    expect(partyName(party({ name: 'Ольга', surname: 'Иванова' }))).toBe('Ольга Иванова');
    expect(partyName(party())).toBe('user');
    expect(partyName(null)).toBe('');
  });
});

describe('requestMessage', () => {
  it('shows the comment, or the reject reason when the comment is the default dash or empty', () => {
    expect(requestMessage({ comment: 'Готовы начать', reject_reason: null })).toBe('Готовы начать');
    expect(requestMessage({ comment: '-', reject_reason: 'Юридические проблемы' })).toBe(
      'Юридические проблемы',
    );
    expect(requestMessage({ comment: null, reject_reason: 'Дорого' })).toBe('Дорого');
    expect(requestMessage({ comment: '-', reject_reason: null })).toBe('-');
  });
});

describe('formatDate', () => {
  it('writes a calendar date as DD.MM.YYYY', () => {
    expect(formatDate('2026-11-23')).toBe('23.11.2026');
    expect(formatDate(null)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes date and time with the ru locale', () => {
    expect(formatDateTime(new Date(2026, 10, 23, 14, 5))).toBe('23.11.2026, 14:05');
  });

  it("writes what Intl's ru locale writes, in the reader's zone or at a given offset", () => {
    const parts = {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    } as const;
    for (const moment of ['2026-01-05T03:07:00Z', '2026-12-31T22:59:00Z', '2027-06-30T09:30:00Z']) {
      expect(formatDateTime(moment)).toBe(new Date(moment).toLocaleString('ru-RU', parts));
      expect(formatDateTime(moment, 180)).toBe(
        new Date(moment).toLocaleString('ru-RU', { ...parts, timeZone: 'Europe/Moscow' }),
      );
    }
    expect(formatDateTime('2026-12-31T22:59:00Z', 180)).toBe('01.01.2027, 01:59');
    expect(formatDateTime('не дата')).toBe('не дата');
  });
});

describe('mayAnswer', () => {
  it('lets the contractor answer only an invitation and the client only an answer', () => {
    expect(REQUEST_STATUSES.filter((s) => mayAnswer('contractor', 'accept', s))).toEqual([
      'offered',
    ]);
    expect(REQUEST_STATUSES.filter((s) => mayAnswer('client', 'reject', s))).toEqual([
      'waiting',
      'accepted_by_contractor',
    ]);
    expect(mayAnswer('client', 'accept', 'rejected')).toBe(false);
  });
});
