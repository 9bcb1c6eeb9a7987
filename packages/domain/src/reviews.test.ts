import { describe, expect, it } from 'vitest';
import {
  maskContacts,
  overallOf,
  priceBand,
  ratingLine,
  reviewBody,
  reviewWindowEnd,
  scoresComplete,
} from './reviews';

describe('maskContacts', () => {
  it.each([
    ['Звоните +7 (916) 111-22-33 прорабу', 'Звоните [контакт скрыт] прорабу'],
    ['тел. 8 916 111 22 33.', 'тел. [контакт скрыт].'],
    ['почта ivan.petrov@mail.ru, пишите', 'почта [контакт скрыт], пишите'],
    ['адрес прораб@стройка.рф', 'адрес [контакт скрыт]'],
    ['9161112233', '[контакт скрыт]'],
  ])('hides %s', (text, masked) => {
    expect(maskContacts(text)).toBe(masked);
  });

  it('keeps dates, sums and short numbers', () => {
    const text = 'Сдали 12.03.2026 за 1 500 000 ₽, 3 этажа, КС-2 № 15';
    expect(maskContacts(text)).toBe(text);
  });
});

describe('priceBand', () => {
  it.each([
    [null, 'цена не указана'],
    [99_999_999, 'до 1 млн ₽'],
    [100_000_000, '1–5 млн ₽'],
    [1_999_999_999, '5–20 млн ₽'],
    [2_000_000_000, '20–100 млн ₽'],
    [10_000_000_000, 'свыше 100 млн ₽'],
  ])('%s kopecks is %s', (kopecks, band) => {
    expect(priceBand(kopecks)).toBe(band);
  });
});

describe('scores', () => {
  it('must name exactly the criteria of the subject', () => {
    const client = { clarity: 5, payment: 4, communication: 3 };
    expect(scoresComplete('client', client)).toBe(true);
    expect(scoresComplete('contractor', client)).toBe(false);
    expect(scoresComplete('client', { ...client, quality: 5 })).toBe(false);
    expect(scoresComplete('client', { clarity: 5, payment: 4 })).toBe(false);
  });

  it('averages to one decimal', () => {
    expect(overallOf({ quality: 5, deadlines: 4, communication: 4, documents: 4 })).toBe(4.3);
  });

  it('refuses a star outside 1–5 and an empty text', () => {
    const bad = reviewBody.safeParse({ scores: { quality: 6 }, text: '  ' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Поставьте оценку от 1 до 5 по каждому критерию',
      'Напишите отзыв',
    ]);
  });
});

it('says a rating without a verb', () => {
  expect(ratingLine({ overall: 4.6, count: 12 })).toBe('Рейтинг 4,6 · 12 отзывов');
  expect(ratingLine({ overall: 5, count: 1 })).toBe('Рейтинг 5,0 · 1 отзыв');
});

describe('reviewWindowEnd', () => {
  const base = { confirmed_at: null, accepted_at: null, terminated_at: null };
  const at = '2026-03-01T10:00:00.000Z';

  it('is 14 days after the work was accepted, or after an early end once confirmed', () => {
    expect(
      reviewWindowEnd({ ...base, status: 'accepted', confirmed_at: at, accepted_at: at }),
    ).toEqual(new Date('2026-03-15T10:00:00.000Z'));
    expect(
      reviewWindowEnd({ ...base, status: 'terminated', confirmed_at: at, terminated_at: at }),
    ).toEqual(new Date('2026-03-15T10:00:00.000Z'));
  });

  it('is null for a deal that unlocks no reviews', () => {
    expect(reviewWindowEnd({ ...base, status: 'terminated', terminated_at: at })).toBeNull();
    expect(reviewWindowEnd({ ...base, status: 'in_progress', confirmed_at: at })).toBeNull();
  });
});
