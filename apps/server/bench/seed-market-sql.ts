import { CITIES } from '@podryad/domain';

/*
 * SQL expressions for the bench market: literals and choices the database makes from a hash of
 * the row number, so the market is the same on every run and on PGlite as on PostgreSQL.
 */

export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
export const textArray = (values: readonly string[]) => `ARRAY[${values.map(literal).join(', ')}]`;

/** A number in [0, n) chosen by the row expression and a salt, the same on every run. */
export const pick = (row: string, salt: string, n: number) =>
  `((hashtext((${row})::text || ${literal(`:${salt}`)})::bigint + 2147483648) % ${n})::int`;

/** One of the values, chosen like `pick`. */
export const oneOf = (values: readonly string[], row: string, salt: string) =>
  `(${textArray(values)})[1 + ${pick(row, salt, values.length)}]`;

/** A fraction in [0, 1). */
export const fraction = (row: string, salt: string) =>
  `(${pick(row, salt, 1_000_000)} / 1000000.0)`;

/**
 * A city index, big cities far more often: the square of a uniform fraction puts Москва first
 * (one row in seven) and Нижний Тагил last.
 */
export const cityIndex = (row: string, salt: string) =>
  `floor(${CITIES.length} * power(${fraction(row, salt)}, 2))::int`;

const CITY_NAMES = CITIES.map((c) => c.name);
const CITY_LATS = CITIES.map((c) => c.lat);
const CITY_LONS = CITIES.map((c) => c.lon);
export const cityName = (index: string) => `(${textArray(CITY_NAMES)})[1 + ${index}]`;
/** The spelling of the region a contractor picks: 'г. Казань', Moscow with its region. */
export const regionOf = (index: string) =>
  `case when ${index} = 0 then 'г. Москва, московская область' else 'г. ' || ${cityName(index)} end`;
export const cityLat = (index: string) => `(ARRAY[${CITY_LATS.join(', ')}])[1 + ${index}]`;
export const cityLon = (index: string) => `(ARRAY[${CITY_LONS.join(', ')}])[1 + ${index}]`;

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
/**
 * A company's 10-digit INN that passes the check: the 9 leading digits (a text expression) and
 * their check digit, Σ(dᵢ·wᵢ) mod 11 mod 10, computed in SQL.
 */
export const companyInn = (leading: string) => {
  const sum = INN10_WEIGHTS.map((w, i) => `substr(${leading}, ${i + 1}, 1)::int * ${w}`).join(
    ' + ',
  );
  return `(${leading} || ((${sum}) % 11 % 10)::text)`;
};
