import { plural } from './format';
import type { OfferTerms, VatMode } from './offers';
import { percent } from './typography';

/*
 * Money and an offer's terms as people read and type them, apart from the rule they follow
 * (offers.ts): the same words on every screen, in the history of changes and in tests.
 */

/**
 * Roubles as a person types them ('1 250 000,50', '1250000.5', '99') as kopecks; null when it is
 * not an amount. Read from the digits, so no fraction of a kopeck is ever invented or lost.
 */
export function parseRubles(input: string): number | null {
  const text = input.replace(/[\s\u00a0\u202f₽]|руб\.?/g, '').replace(',', '.');
  const match = /^(\d{1,14})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const grouped = (whole: bigint) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** Kopecks as roubles in Russian: '1 250 000,50 ₽' (no fraction when whole: '99 ₽'). */
export function formatRubles(kopecks: number): string {
  const value = BigInt(kopecks);
  const sign = value < 0n ? '−' : '';
  const abs = value < 0n ? -value : value;
  const rest = abs % 100n;
  const fraction = rest === 0n ? '' : `,${rest.toString().padStart(2, '0')}`;
  return `${sign}${grouped(abs / 100n)}${fraction}\u00a0₽`;
}

/** Kopecks as the price field shows them for editing: '1250000,50'. */
export const rublesInput = (kopecks: number) => {
  const rest = kopecks % 100;
  return `${Math.floor(kopecks / 100)}${rest ? `,${String(rest).padStart(2, '0')}` : ''}`;
};

/** How the price reads with its НДС: 'с НДС 22 %', 'без НДС, НДС 22 % сверху', 'НДС не облагается'. */
export function vatLabel(vat: VatMode, rate: number | null): string {
  if (vat === 'with_vat') return `с НДС ${percent(rate ?? 0)}`;
  if (vat === 'without_vat') return `без НДС, НДС ${percent(rate ?? 0)} сверху`;
  return 'НДС не облагается';
}

/** The work's duration as read: '1 день', '3 дня', '45 дней'. */
export const formatWorkDays = (days: number) => `${days} ${plural(days, 'день', 'дня', 'дней')}`;

/** The price as read with its НДС: '1 250 000 ₽, с НДС 22 %'. */
export const formatPrice = (terms: Pick<OfferTerms, 'price_kopecks' | 'vat' | 'vat_rate'>) =>
  `${formatRubles(terms.price_kopecks)}, ${vatLabel(terms.vat, terms.vat_rate)}`;
