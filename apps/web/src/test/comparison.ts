import type { ComparisonAnswer, ComparisonOffer } from '@podryad/domain';
import { REGISTRY_PENDING, makeOfferTerms } from '@/test/fixtures';

/*
 * The comparison's answers for the tests of both its layouts: three offers of tender 42, the first
 * the cheapest, the second the quickest, the third a plain one without a price.
 */

/** An active offer of the comparison: a waiting priced offer of the company `name`. */
export function comparisonRow(
  id: number,
  name: string,
  over: Partial<ComparisonOffer> = {},
): ComparisonOffer {
  const offer = over.offer === undefined ? makeOfferTerms() : over.offer;
  return {
    request_id: id,
    status: { code: 'waiting', label: 'Ожидание ответа' },
    contractor: {
      id: 100 + id,
      name,
      inn: '7701234560',
      region: 'Москва',
      logo: null,
      registry: REGISTRY_PENDING,
    },
    participation: 'answered',
    revision: 1,
    revised_at: '2026-11-20T10:00:00.000Z',
    comment: null,
    document_files: [],
    offer,
    lowest_price: false,
    shortest_duration: false,
    outdated_by: null,
    rebid: null,
    // The fixtures' prices are under 10 million roubles.
    sro: { verdict: offer ? 'not_required' : null, membership: null },
    ...over,
  };
}

export const COMPARISON_OFFERS = [
  comparisonRow(1, 'СтройМонтаж', {
    offer: makeOfferTerms({
      price_kopecks: 98_000_000,
      vat: 'without_vat',
      vat_rate: 22,
      duration_days: 60,
      valid_until: '2027-01-15',
      inclusions: ['Материалы', 'Вывоз мусора'],
      exclusions: ['Проектирование'],
    }),
    lowest_price: true,
    revision: 2,
    revised_at: '2026-11-22T09:30:00.000Z',
    document_files: [{ path: '/storage/docs/kp.pdf', name: 'КП.pdf', size: 1024 }],
  }),
  comparisonRow(2, 'ПроектПлюс', {
    status: { code: 'accepted_by_contractor', label: 'Получен ответ' },
    offer: makeOfferTerms({ vat: 'not_liable', vat_rate: null, duration_days: 30 }),
    shortest_duration: true,
  }),
  // A plain offer (a comment and files): the server sorts it last.
  comparisonRow(3, 'Бетон-Сервис', { offer: null, comment: 'Готовы обсудить' }),
];

export const comparisonAnswer = ({
  tender,
  ...over
}: Partial<Omit<ComparisonAnswer, 'tender'>> & {
  tender?: Partial<ComparisonAnswer['tender']>;
} = {}): ComparisonAnswer => ({
  tender: {
    id: 42,
    tender_name: 'Школа на 300 мест',
    status: { code: 'waiting_for_requests', label: 'Ожидание предложений' },
    offers_deadline: null,
    offers_sealed: false,
    rebid_deadline: null,
    sro_kind: 'construction',
    ...tender,
  },
  prices: 'with_vat',
  offers: COMPARISON_OFFERS,
  total: COMPARISON_OFFERS.length,
  awaiting: [],
  ...over,
});
