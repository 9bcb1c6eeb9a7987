/**
 * The 49 cities of the location select of profile completion and of the client cabinet, from
 * Москва to Нижний Тагил. Coordinates are the city centres; the offline gazetteer uses them.
 */
export const CITIES = [
  { name: 'Москва', lat: 55.755826, lon: 37.6173 },
  { name: 'Санкт-Петербург', lat: 59.93428, lon: 30.335099 },
  { name: 'Новосибирск', lat: 55.008353, lon: 82.935733 },
  { name: 'Екатеринбург', lat: 56.838926, lon: 60.605702 },
  { name: 'Казань', lat: 55.796127, lon: 49.106414 },
  { name: 'Нижний Новгород', lat: 56.296504, lon: 43.936059 },
  { name: 'Челябинск', lat: 55.164442, lon: 61.436843 },
  { name: 'Красноярск', lat: 56.015283, lon: 92.893248 },
  { name: 'Самара', lat: 53.195878, lon: 50.100202 },
  { name: 'Уфа', lat: 54.738762, lon: 55.972055 },
  { name: 'Ростов-на-Дону', lat: 47.235714, lon: 39.701505 },
  { name: 'Омск', lat: 54.98848, lon: 73.324236 },
  { name: 'Краснодар', lat: 45.03547, lon: 38.975313 },
  { name: 'Воронеж', lat: 51.660781, lon: 39.200269 },
  { name: 'Пермь', lat: 58.010455, lon: 56.250166 },
  { name: 'Волгоград', lat: 48.708048, lon: 44.513303 },
  { name: 'Саратов', lat: 51.533103, lon: 46.034158 },
  { name: 'Тюмень', lat: 57.153033, lon: 65.534328 },
  { name: 'Тольятти', lat: 53.507836, lon: 49.420393 },
  { name: 'Ижевск', lat: 56.852593, lon: 53.204843 },
  { name: 'Барнаул', lat: 53.354779, lon: 83.769783 },
  { name: 'Ульяновск', lat: 54.314192, lon: 48.403123 },
  { name: 'Иркутск', lat: 52.286974, lon: 104.305018 },
  { name: 'Хабаровск', lat: 48.480229, lon: 135.071917 },
  { name: 'Махачкала', lat: 42.984913, lon: 47.504646 },
  { name: 'Ярославль', lat: 57.626074, lon: 39.884471 },
  { name: 'Владивосток', lat: 43.115536, lon: 131.885485 },
  { name: 'Оренбург', lat: 51.768205, lon: 55.096964 },
  { name: 'Томск', lat: 56.484645, lon: 84.947649 },
  { name: 'Кемерово', lat: 55.354727, lon: 86.087314 },
  { name: 'Новокузнецк', lat: 53.757547, lon: 87.136044 },
  { name: 'Рязань', lat: 54.629565, lon: 39.741914 },
  { name: 'Набережные Челны', lat: 55.743553, lon: 52.39582 },
  { name: 'Астрахань', lat: 46.347869, lon: 48.033574 },
  { name: 'Пенза', lat: 53.195063, lon: 45.018316 },
  { name: 'Киров', lat: 58.603591, lon: 49.668014 },
  { name: 'Липецк', lat: 52.603171, lon: 39.570821 },
  { name: 'Чебоксары', lat: 56.146223, lon: 47.251931 },
  { name: 'Балашиха', lat: 55.796339, lon: 37.938199 },
  { name: 'Калининград', lat: 54.710426, lon: 20.452214 },
  { name: 'Тула', lat: 54.193122, lon: 37.617348 },
  { name: 'Курск', lat: 51.730361, lon: 36.192647 },
  { name: 'Сочи', lat: 43.585525, lon: 39.723062 },
  { name: 'Ставрополь', lat: 45.044521, lon: 41.969083 },
  { name: 'Улан-Удэ', lat: 51.834464, lon: 107.584574 },
  { name: 'Тверь', lat: 56.859611, lon: 35.911896 },
  { name: 'Магнитогорск', lat: 53.411677, lon: 58.984415 },
  { name: 'Иваново', lat: 57.000348, lon: 40.973921 },
  { name: 'Нижний Тагил', lat: 57.910144, lon: 59.98132 },
] as const;

export const CITY_NAMES: readonly string[] = CITIES.map((c) => c.name);

/**
 * The city a tender's address is in, as the database stores it beside the address: the longest
 * city name the address contains (so 'Нижний Новгород' is not taken for 'Новгород'), any case.
 * Longest first, as the SQL of the stored column tests them.
 */
// Pure: the web app's start-up leaves the sorting out (only its invite dialogs read it).
export const CITIES_LONGEST_FIRST: readonly string[] = /* @__PURE__ */ [...CITY_NAMES].sort(
  (a, b) => b.length - a.length || a.localeCompare(b),
);

/**
 * The city a region filter names: the tender list's region is a city of the list, sent as its name
 * ('Казань') or as an address writes it ('г. Казань'). Null when it names none: the filter then
 * looks for the text in the address.
 */
export function cityOfRegion(region: string): string | null {
  const name = region
    .trim()
    .replace(/^(г\.|город)\s*/iu, '')
    .toLowerCase();
  return CITY_NAMES.find((c) => c.toLowerCase() === name) ?? null;
}

/**
 * The city of a tender's address as the database's stored `city` column finds it (the longest
 * city name of the list the address contains, any case); null when it names none. The web app's
 * invite dialogs read it from a tender card's address.
 */
export function cityOfAddress(address: string): string | null {
  const lower = address.toLowerCase();
  return CITIES_LONGEST_FIRST.find((c) => lower.includes(c.toLowerCase())) ?? null;
}
