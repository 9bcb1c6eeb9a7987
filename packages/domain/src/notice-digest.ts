import { NOTICE_DELIVERY } from './notice-delivery';

const HOUR_MS = 3600 * 1000;
/** Moscow keeps UTC+3 all year. */
const MSK_OFFSET_MS = 3 * HOUR_MS;

/** When the daily digest of a notice written at `now` goes: the next 09:00 Moscow time. */
export function nextDigestAt(now: Date): Date {
  const moscow = new Date(now.getTime() + MSK_OFFSET_MS);
  const at = Date.UTC(
    moscow.getUTCFullYear(),
    moscow.getUTCMonth(),
    moscow.getUTCDate(),
    NOTICE_DELIVERY.digestHourMsk,
  );
  const next = at > moscow.getTime() ? at : at + 24 * HOUR_MS;
  return new Date(next - MSK_OFFSET_MS);
}
