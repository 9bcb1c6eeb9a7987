import { MSG } from './messages';

/*
 * A company's registration numbers, checked by their check digits so that a mistyped number is
 * caught where it is typed. The rules are the tax service's:
 * - ИНН of a company: 10 digits; the 10th is Σ(dᵢ·wᵢ) mod 11 mod 10 over the first nine with the
 *   weights 2 4 10 3 5 9 4 6 8.
 * - ИНН of a person (an individual entrepreneur): 12 digits; the 11th is the same sum over the first
 *   ten with 7 2 4 10 3 5 9 4 6 8, the 12th over the first eleven with 3 7 2 4 10 3 5 9 4 6 8.
 * - ОГРН: 13 digits; the 13th is the last digit of (the first 12 as a number) mod 11.
 * - ОГРНИП: 15 digits; the 15th is the last digit of (the first 14 as a number) mod 13, so the
 *   remainders 10, 11 and 12 give 0, 1 and 2.
 * A number of zeros only passes every one of these sums: it is refused by a rule of its own.
 */

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN11_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const ALL_ZEROS = /^0+$/;

/** Σ(dᵢ·wᵢ) mod 11 mod 10 over the leading digits, one weight each. */
function innDigit(digits: string, weights: readonly number[]) {
  const sum = weights.reduce((total, weight, i) => total + Number(digits[i]) * weight, 0);
  return (sum % 11) % 10;
}

/** The remainder of a long number of digits by a small divisor, digit by digit. */
function remainder(digits: string, divisor: number) {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % divisor;
  return rest;
}

/** Whether the check digits of a 10- or 12-digit INN are right (nothing else is looked at). */
function innSumsMatch(inn: string) {
  if (inn.length === 10) return innDigit(inn, INN10_WEIGHTS) === Number(inn[9]);
  return (
    innDigit(inn, INN11_WEIGHTS) === Number(inn[10]) &&
    innDigit(inn, INN12_WEIGHTS) === Number(inn[11])
  );
}

/**
 * What is wrong with an INN, or null when it is right: digits only and at most 12 (the spec's own
 * rule and message), 10 digits for a company or 12 for an individual entrepreneur, not zeros only,
 * and its check digits.
 */
export function innProblem(inn: string): string | null {
  if (!/^\d{1,12}$/.test(inn)) return MSG.innDigits;
  if (inn.length !== 10 && inn.length !== 12) return MSG.innLength;
  if (ALL_ZEROS.test(inn)) return MSG.innZeros;
  if (!innSumsMatch(inn)) return MSG.innChecksum;
  return null;
}

/** Whether a stored INN passes the check: a profile saved before the check may hold one that fails. */
export const innPasses = (inn: string | null | undefined) => !!inn && innProblem(inn) === null;

/**
 * What is wrong with an ОГРН (13 digits, a company) or an ОГРНИП (15 digits, an individual
 * entrepreneur), or null when it is right.
 */
export function ogrnProblem(ogrn: string): string | null {
  if (!/^\d+$/.test(ogrn)) return MSG.ogrnDigits;
  if (ogrn.length !== 13 && ogrn.length !== 15) return MSG.ogrnLength;
  const company = ogrn.length === 13;
  if (ALL_ZEROS.test(ogrn)) return company ? MSG.ogrnZeros : MSG.ogrnipZeros;
  const body = ogrn.slice(0, -1);
  const check = remainder(body, company ? 11 : 13) % 10;
  if (check !== Number(ogrn.at(-1))) return company ? MSG.ogrnChecksum : MSG.ogrnipChecksum;
  return null;
}

/**
 * An INN completed with its check digits: 9 leading digits give a company's, 10 a person's. For
 * seed data and tests that need many valid numbers.
 */
export function innWithCheckDigits(leading: string): string {
  if (!/^\d{9}$|^\d{10}$/.test(leading)) throw new Error('9 or 10 leading digits expected');
  if (leading.length === 9) return leading + innDigit(leading, INN10_WEIGHTS);
  const eleven = leading + innDigit(leading, INN11_WEIGHTS);
  return eleven + innDigit(eleven, INN12_WEIGHTS);
}
