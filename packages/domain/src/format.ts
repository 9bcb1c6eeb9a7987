/** Phone masks of the spec, all for 11-digit numbers starting with 7; anything else is shown as is. */
function russianDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('7') ? digits : null;
}

/** Registration code step: +7 (***) *** NN-NN. */
export function maskPhone(phone: string): string {
  const d = russianDigits(phone);
  return d ? `+7 (***) *** ${d.slice(7, 9)}-${d.slice(9, 11)}` : phone;
}

/** Profile completion: +7 (xxx) xxx xx-xx. */
export function formatPhoneFiling(phone: string): string {
  const d = russianDigits(phone);
  return d ? `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)} ${d.slice(7, 9)}-${d.slice(9, 11)}` : phone;
}

/** Everywhere else: +7 (xxx) xxx-xx-xx. */
export function formatPhone(phone: string): string {
  const d = russianDigits(phone);
  return d ? `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9, 11)}` : phone;
}

/** The countdown label of the code steps: 00:NN. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]']);

/**
 * Image URL normalisation: duplicated slashes and repeated /storage segments
 * collapse, relative paths get the API host in front, local hosts are replaced by the API host.
 */
export function normalizeImageUrl(path: string | null | undefined, apiHost: string): string | null {
  if (!path) return null;
  const host = apiHost.replace(/\/+$/, '');
  let url: URL;
  try {
    url = /^[a-z][a-z\d+.-]*:\/\//i.test(path) ? new URL(path) : new URL(`${host}/${path}`);
  } catch {
    return null;
  }
  if (url.protocol === 'data:' || url.protocol === 'blob:') return path;
  const pathname = url.pathname
    .replace(/\/{2,}/g, '/')
    .replace(/(\/storage)+(?=\/|$)/g, '/storage');
  const origin = LOCAL_HOSTS.has(url.hostname) ? host : url.origin;
  return `${origin}${pathname}${url.search}`;
}

/** A calendar date YYYY-MM-DD (or an ISO time) as DD.MM.YYYY; anything else is shown as is. */
export function formatDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : (value ?? '');
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const dateTimeText = (year: number, month: number, day: number, hour: number, minute: number) =>
  `${pad2(day)}.${pad2(month + 1)}.${year}, ${pad2(hour)}:${pad2(minute)}`;

/**
 * A moment as the ru locale writes it, '23.11.2026, 14:05': in the reader's time zone, or at a
 * fixed offset from UTC in minutes when one is given. Written out from the date's parts rather than
 * through Intl: the first Intl formatter costs a phone tens of milliseconds of its start-up.
 */
export function formatDateTime(value: string | Date, utcOffsetMinutes?: number): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  if (utcOffsetMinutes === undefined) {
    return dateTimeText(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
    );
  }
  const at = new Date(date.getTime() + utcOffsetMinutes * 60_000);
  return dateTimeText(
    at.getUTCFullYear(),
    at.getUTCMonth(),
    at.getUTCDate(),
    at.getUTCHours(),
    at.getUTCMinutes(),
  );
}

/** The Russian word form for a count: plural(3, 'день', 'дня', 'дней') → 'дня'. */
export const plural = (n: number, one: string, few: string, many: string) => {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
};

/**
 * A build duration between two YYYY-MM-DD dates as years and months ('2 года 3 мес.'),
 * 'менее месяца' under a month, and a dash when a date is missing or the order is wrong.
 */
export function formatDuration(start: string | null | undefined, end: string | null | undefined) {
  const parse = (v: string | null | undefined) => {
    const m = v ? /^(\d{4})-(\d{2})-(\d{2})/.exec(v) : null;
    return m ? { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) } : null;
  };
  const a = parse(start);
  const b = parse(end);
  if (!a || !b || end! < start!) return '—';
  let months = (b.y - a.y) * 12 + (b.m - a.m);
  if (b.d < a.d) months -= 1;
  if (months === 0) return 'менее месяца';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years) parts.push(`${years} ${plural(years, 'год', 'года', 'лет')}`);
  if (rest) parts.push(`${rest} мес.`);
  return parts.join(' ');
}
