import { MSG_OFFERS } from '@podryad/domain';
import { describe, expect, it } from 'vitest';
import { makeOfferTerms } from '@/test/fixtures';
import { ApiError } from '@/lib/api-client';
import {
  answerBodyOf,
  emptyTermsDraft,
  refusalOf,
  termsDraftOf,
  termsEmpty,
  type OfferTermsDraft,
} from '@/features/requests/utils/offer-draft';

const NOW = new Date('2026-11-24T22:30:00.000Z'); // 25 November already in Moscow
const terms = (over: Partial<OfferTermsDraft> = {}) => ({ ...emptyTermsDraft(), ...over });
const answer = (over: Partial<OfferTermsDraft> = {}, comment = '') => ({
  comment,
  docs_paths: ['/storage/requests/kp.pdf'],
  terms: terms(over),
});

describe('answerBodyOf', () => {
  it('sends a plain answer as the comment and files alone', () => {
    expect(answerBodyOf(answer({}, '  Смета во вложении '), NOW)).toEqual({
      body: { comment: 'Смета во вложении', docs_paths: ['/storage/requests/kp.pdf'] },
    });
    // Blank lines are no terms.
    expect(answerBodyOf(answer({ inclusions: ['  '] }), NOW)).toEqual({
      body: { comment: undefined, docs_paths: ['/storage/requests/kp.pdf'] },
    });
  });

  it('reads typed roubles as exact kopecks and keeps the rate only when liable', () => {
    const priced = {
      price: '1 250 000,07',
      vat: 'with_vat' as const,
      vatRate: '22',
      duration: '45',
      validUntil: '2026-11-25',
      inclusions: ['Материалы', ' '],
    };
    expect(answerBodyOf(answer(priced), NOW)).toEqual({
      body: {
        comment: undefined,
        docs_paths: ['/storage/requests/kp.pdf'],
        price_kopecks: 125_000_007,
        vat: 'with_vat',
        vat_rate: 22,
        duration_days: 45,
        valid_until: '2026-11-25',
        inclusions: ['Материалы'],
        exclusions: [],
      },
    });
    const free = answerBodyOf(answer({ ...priced, vat: 'not_liable' }), NOW);
    expect('body' in free && free.body.vat_rate).toBeNull();
  });

  it("names what is missing or wrong by the payload's fields", () => {
    expect(answerBodyOf(answer({ price: '12,345' }), NOW)).toEqual({
      errors: {
        price_kopecks: [MSG_OFFERS.priceFormat],
        vat: [MSG_OFFERS.vatRequired],
        duration_days: [MSG_OFFERS.durationRequired],
        valid_until: [MSG_OFFERS.validUntilRequired],
      },
    });
    const wrong = answerBodyOf(
      answer({ price: '0', vat: 'without_vat', duration: '1,5', validUntil: '2026-11-24' }),
      NOW,
    );
    expect(wrong).toEqual({
      errors: {
        price_kopecks: [MSG_OFFERS.pricePositive],
        vat_rate: [MSG_OFFERS.vatRateRequired],
        duration_days: [MSG_OFFERS.durationRange],
        valid_until: [MSG_OFFERS.validUntilPast],
      },
    });
  });
});

describe('termsDraftOf', () => {
  it('fills the form from stored terms and tells an empty one', () => {
    const draft = termsDraftOf(makeOfferTerms({ price_kopecks: 125_000_050, vat_rate: 10 }));
    expect(draft).toMatchObject({ price: '1250000,50', vat: 'with_vat', vatRate: '10' });
    expect(termsEmpty(draft)).toBe(false);
    expect(termsEmpty(termsDraftOf(null))).toBe(true);
  });
});

describe('refusalOf', () => {
  it("puts a 400's field messages under the form's fields and leaves the rest", () => {
    const error = new ApiError(400, [MSG_OFFERS.lineTooLong, 'Некорректный путь'], {
      'exclusions.3': [MSG_OFFERS.lineTooLong],
      'docs_paths.0': ['Некорректный путь'],
    });
    expect(refusalOf(error, 'Ошибка')).toEqual({
      fields: { exclusions: [MSG_OFFERS.lineTooLong] },
      rest: ['Некорректный путь'],
    });
    expect(refusalOf(new ApiError(409, ['Поздно']), 'Ошибка')).toEqual({
      fields: {},
      rest: ['Поздно'],
    });
  });
});
