/*
 * Russian typography of the texts we compose: names in «ёлочки» with „лапки“ inside, a no-break
 * space that keeps a number with its unit ('22 %', '4 200 м²') and the groups of a number together.
 */

/** The no-break space. */
export const NBSP = '\u00a0';

/**
 * A name in quotes: «СтройМастер»; a name that has quotes of its own gets „лапки“ inside:
 * ООО «СтройМастер» → «ООО „СтройМастер“».
 */
export function quoted(name: string): string {
  const inner = name
    .replace(/«/g, '„')
    .replace(/»/g, '“')
    .replace(/"([^"]*)"/g, '„$1“');
  return `«${inner}»`;
}

/** A percentage: '22 %' with a no-break space. */
export const percent = (value: number | string) => `${value}${NBSP}%`;

const UNIT = String.raw`(?:%|₽|руб\.?|коп\.?|м²|м³|м2|м3|кв\.\s?м|км|кг|мм|см|м|т|га|дн\.|дней|дня|день|мес\.|лет|года?|шт\.?)`;
const GROUPS = /(\d) (?=\d{3}(?!\d))/g;
const BEFORE_UNIT = new RegExp(String.raw`(\d) (?=${UNIT}(?![\p{L}\d]))`, 'gu');

/**
 * Free text as typed (a description, a comment) with no-break spaces where a line must not break:
 * between the groups of a number ('4 200') and between a number and its unit ('180 м²', '22 %').
 */
export const typeset = (text: string) =>
  text.replace(GROUPS, `$1${NBSP}`).replace(GROUPS, `$1${NBSP}`).replace(BEFORE_UNIT, `$1${NBSP}`);
