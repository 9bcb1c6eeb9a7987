import { z } from 'zod';
import { formatDateTime } from './format';
import { MSG_TENDERS } from './messages';

/*
 * A tender's deadline for offers: the one rule of when it may be set, and how it is
 * shown. Shown in Moscow time whatever the reader's zone, so client and contractors read the same
 * hour (docs/decisions.md).
 */

/** How far ahead a deadline may be set. */
export const OFFERS_DEADLINE_MAX_DAYS = 365;
/** How long before the deadline invited contractors who have not answered are reminded. */
export const DEADLINE_REMINDER_HOURS = 24;

export const MOSCOW_TIME_ZONE = 'Europe/Moscow';
/** Moscow has kept UTC+3 all year since 2014, so a Moscow wall time converts with a fixed offset. */
export const MOSCOW_OFFSET = '+03:00';
const MOSCOW_OFFSET_MINUTES = 180;
const MOSCOW_OFFSET_MS = MOSCOW_OFFSET_MINUTES * 60_000;

/** A date-time with its zone (Z or ±hh:mm): a time without one would mean a different moment per reader. */
export const offersDeadlineSchema = z.iso.datetime({
  offset: true,
  error: MSG_TENDERS.deadlineFormat,
});

const DAY_MS = 24 * 3600_000;

/** Why this deadline may not be set now (it must be ahead, at most a year ahead); null if it may. */
export function offersDeadlineProblem(deadline: string | Date, now: Date): string | null {
  const at = new Date(deadline).getTime();
  if (Number.isNaN(at)) return MSG_TENDERS.deadlineFormat;
  if (at <= now.getTime()) return MSG_TENDERS.deadlinePast;
  if (at > now.getTime() + OFFERS_DEADLINE_MAX_DAYS * DAY_MS) return MSG_TENDERS.deadlineTooFar;
  return null;
}

/** Are offers still taken: no deadline, or it is still ahead. */
export const offersOpen = (deadline: string | null | undefined, now: Date) =>
  !deadline || new Date(deadline).getTime() > now.getTime();

/** A moment in Moscow time with the zone named: '25.11.2026, 18:00 (МСК)'. */
export function formatMoscow(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatDateTime(date, MOSCOW_OFFSET_MINUTES)} (МСК)`;
}

/** The deadline as the tender pages show it: 'до 25.11.2026, 18:00 (МСК)'. */
export const offersDeadlineLabel = (deadline: string | Date) => `до ${formatMoscow(deadline)}`;

/**
 * The time left to send offers: 'осталось 2 дн. 3 ч', 'осталось 5 ч 20 мин', 'осталось 45 мин',
 * then 'приём предложений завершён'. Minutes round up, so the last seconds still read '1 мин'.
 */
export function offersTimeLeft(deadline: string | Date, now: Date): string {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (!(ms > 0)) return MSG_TENDERS.offersClosed;
  const minutes = Math.ceil(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `осталось ${days} дн.${hours > 0 ? ` ${hours} ч` : ''}`;
  if (hours > 0) return `осталось ${hours} ч${rest > 0 ? ` ${rest} мин` : ''}`;
  return `осталось ${rest} мин`;
}

/** A moment as the value of a datetime-local input in Moscow time: '2026-11-25T18:00'. */
export function toMoscowInput(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Moscow time, as the API takes it: '2026-11-25T18:00:00+03:00'. */
export function fromMoscowInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[1]}:00${MOSCOW_OFFSET}`;
  return offersDeadlineSchema.safeParse(iso).success ? iso : null;
}
