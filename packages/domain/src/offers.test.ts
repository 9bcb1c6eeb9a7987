import { describe, expect, it } from 'vitest';
import {
  comparisonShown,
  createRequestBody,
  formatRubles,
  formatWorkDays,
  intentBody,
  offerChanges,
  offerTermsOf,
  offerTermsView,
  parseRubles,
  participationOf,
  priceBreakdown,
  reviseOfferBody,
  rublesInput,
  validUntilProblem,
} from './index';

describe('parseRubles and formatRubles', () => {
  it('reads what people type as exact kopecks', () => {
    expect(parseRubles('1 250 000,50')).toBe(125_000_050);
    expect(parseRubles('1250000.5')).toBe(125_000_050);
    expect(parseRubles('99')).toBe(9900);
    expect(parseRubles('0,07 ₽')).toBe(7);
    // 0.1 + 0.2 is not 0.3 in floating point; here it never comes up
    expect(parseRubles('0,30')).toBe(30);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1,234', '1.2.3', '1e6', '123456789012345']) {
      expect(parseRubles(text)).toBeNull();
    }
  });
  it('writes Russian amounts with grouped thousands', () => {
    expect(formatRubles(125_000_050)).toBe('1\u00a0250\u00a0000,50\u00a0₽');
    expect(formatRubles(9900)).toBe('99\u00a0₽');
    expect(formatRubles(10_000_000_000_000)).toBe('100\u00a0000\u00a0000\u00a0000\u00a0₽');
    expect(rublesInput(125_000_050)).toBe('1250000,50');
    expect(rublesInput(9900)).toBe('99');
  });
});

describe('priceBreakdown', () => {
  it('takes НДС out of a price that includes it, rounding half up', () => {
    expect(priceBreakdown({ price_kopecks: 122_000_00, vat: 'with_vat', vat_rate: 22 })).toEqual({
      price_with_vat_kopecks: 122_000_00,
      price_without_vat_kopecks: 100_000_00,
      vat_kopecks: 22_000_00,
    });
    // 100 / 1.22 = 81.967… kopecks → 82
    expect(priceBreakdown({ price_kopecks: 100, vat: 'with_vat', vat_rate: 22 })).toMatchObject({
      price_without_vat_kopecks: 82,
      vat_kopecks: 18,
    });
  });
  it('adds НДС on top of a price without it', () => {
    expect(priceBreakdown({ price_kopecks: 1_000_000, vat: 'without_vat', vat_rate: 10 })).toEqual({
      price_with_vat_kopecks: 1_100_000,
      price_without_vat_kopecks: 1_000_000,
      vat_kopecks: 100_000,
    });
  });
  it('keeps the price of a contractor not liable for НДС', () => {
    expect(priceBreakdown({ price_kopecks: 555, vat: 'not_liable', vat_rate: null })).toEqual({
      price_with_vat_kopecks: 555,
      price_without_vat_kopecks: 555,
      vat_kopecks: 0,
    });
  });
  it('stays exact at the largest price', () => {
    const top = priceBreakdown({
      price_kopecks: 10_000_000_000_000,
      vat: 'without_vat',
      vat_rate: 22,
    });
    expect(top.price_with_vat_kopecks).toBe(12_200_000_000_000);
  });
});

describe('offer payloads', () => {
  const priced = {
    comment: 'Под ключ',
    price_kopecks: 500_000_00,
    vat: 'with_vat',
    vat_rate: 22,
    duration_days: 45,
    valid_until: '2026-12-31',
    inclusions: ['Материалы', '  '],
  };
  it('takes the plain offer of the spec and a whole priced offer', () => {
    expect(createRequestBody.safeParse({ comment: 'Готовы' }).success).toBe(true);
    const parsed = createRequestBody.parse(priced);
    expect(offerTermsOf(parsed)).toEqual({
      price_kopecks: 500_000_00,
      vat: 'with_vat',
      vat_rate: 22,
      duration_days: 45,
      valid_until: '2026-12-31',
      inclusions: ['Материалы'],
      exclusions: [],
    });
    expect(offerTermsOf(createRequestBody.parse({ comment: 'x' }))).toBeNull();
  });
  it('names every missing or wrong field in Russian', () => {
    const partial = reviseOfferBody.safeParse({ price_kopecks: 100 });
    expect(partial.success).toBe(false);
    const messages = partial.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'vat: Укажите, как цена учитывает НДС',
      'duration_days: Укажите срок выполнения работ в днях',
      'valid_until: Укажите, до какой даты действует предложение',
    ]);
    const bad = (patch: object) =>
      reviseOfferBody.safeParse({ ...priced, ...patch }).error?.issues[0]?.message;
    expect(bad({ price_kopecks: -1 })).toBe('Цена должна быть больше нуля');
    expect(bad({ price_kopecks: 1.5 })).toBe('Укажите цену в рублях, например 1 250 000,50');
    expect(bad({ price_kopecks: 10_000_000_000_001 })).toBe('Цена — не больше 100 млрд ₽');
    expect(bad({ vat_rate: 18 })).toBe('Укажите ставку НДС');
    expect(bad({ vat_rate: null })).toBe('Укажите ставку НДС');
    expect(bad({ vat: 'not_liable' })).toBe('Ставка НДС не указывается, если НДС не облагается');
    expect(bad({ duration_days: 0 })).toBe('Срок выполнения — от 1 до 3650 дней');
    expect(bad({ valid_until: '2026-02-30' })).toBeTruthy();
    expect(bad({ inclusions: ['я'.repeat(301)] })).toBe('Каждая строка — не длиннее 300 знаков');
  });
  it('checks the validity date against the Moscow day', () => {
    // 21:30 UTC on the 24th is already the 25th in Moscow
    const now = new Date('2026-11-24T21:30:00Z');
    expect(validUntilProblem('2026-11-24', now)).toBe(
      'Дата действия предложения не может быть в прошлом',
    );
    expect(validUntilProblem('2026-11-25', now)).toBeNull();
    expect(validUntilProblem('2031-11-25', now)).toBeNull();
    expect(validUntilProblem('2031-11-26', now)).toBe(
      'Предложение может действовать не дольше 5 лет',
    );
  });
  it('requires a reason to decline', () => {
    expect(intentBody.safeParse({ intent: 'will_bid' }).success).toBe(true);
    expect(intentBody.safeParse({ intent: 'wont_bid' }).error?.issues[0]?.message).toBe(
      'Укажите причину отказа',
    );
    expect(intentBody.safeParse({ intent: 'maybe' }).error?.issues[0]?.message).toBe(
      'Выберите, будете ли вы участвовать',
    );
  });
});

describe('offerChanges', () => {
  const first = {
    comment: 'Готовы',
    document_files: [{ name: 'смета.pdf' }],
    offer: offerTermsView({
      price_kopecks: 1_000_000_00,
      vat: 'with_vat',
      vat_rate: 22,
      duration_days: 60,
      valid_until: '2026-12-31',
      inclusions: ['Материалы'],
      exclusions: [],
    }),
  };
  it('lists only what changed, in readable words', () => {
    const second = {
      ...first,
      offer: { ...first.offer, price_kopecks: 900_000_00, duration_days: 45 },
    };
    expect(offerChanges(first, second)).toEqual([
      {
        field: 'price',
        label: 'Цена',
        before: '1\u00a0000\u00a0000\u00a0₽, с НДС 22\u00a0%',
        after: '900\u00a0000\u00a0₽, с НДС 22\u00a0%',
      },
      { field: 'duration_days', label: 'Срок выполнения', before: '60 дней', after: '45 дней' },
    ]);
    expect(offerChanges(first, first)).toEqual([]);
  });
  it('tells a plain offer turning priced', () => {
    const plain = { comment: 'Готовы', document_files: [], offer: null };
    const fields = offerChanges(plain, first).map((c) => c.field);
    expect(fields).toEqual(['price', 'duration_days', 'valid_until', 'inclusions', 'documents']);
  });
  it('writes days with Russian plurals', () => {
    expect([1, 3, 11, 21, 45].map(formatWorkDays)).toEqual([
      '1 день',
      '3 дня',
      '11 дней',
      '21 день',
      '45 дней',
    ]);
  });
});

describe('participationOf', () => {
  it('reads the answer first, then the intent', () => {
    const of = (code: string, intent: 'will_bid' | null = null) =>
      participationOf({ status: { code }, intent });
    expect(of('offered')).toBe('no_answer');
    expect(of('offered', 'will_bid')).toBe('will_bid');
    expect(of('declined')).toBe('wont_bid');
    expect(of('accepted_by_contractor', 'will_bid')).toBe('answered');
    expect(of('waiting')).toBe('answered');
  });
});

describe('comparisonShown', () => {
  it('says how many of how many offers, in the genitive after «из»', () => {
    expect(comparisonShown(200, 250)).toBe('Показано 200 из 250 предложений');
    expect(comparisonShown(200, 201)).toBe('Показано 200 из 201 предложения');
    expect(comparisonShown(200, 203)).toBe('Показано 200 из 203 предложений');
  });
});
