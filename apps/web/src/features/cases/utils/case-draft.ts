import {
  CASE_SERVICES,
  MSG,
  MSG_CASES,
  caseYears,
  composeDate,
  splitDate,
  type Case,
  type CaseBody,
  type CaseDraftOfDeal,
} from '@podryad/domain';
import type { DateParts } from '@/components/date-selects';

export type CaseService = (typeof CASE_SERVICES)[number];

/** What the wizard and the edit screen hold while the user fills them, before it becomes the case. */
export type CaseDraft = {
  project_name: string;
  services: CaseService | null;
  start: DateParts;
  end: DateParts;
  address: string;
  latitude: number | null;
  longitude: number | null;
  description: string;
  /** The stored path of the cover, once uploaded. */
  cover: string | null;
  /** Stored paths of the gallery images (the cover not among them). */
  images: string[];
};

export type CaseErrors = Partial<
  Record<'project_name' | 'services' | 'start' | 'end' | 'address' | 'description', string>
>;

const noDate = (): DateParts => ({ day: null, month: null, year: null });

export const emptyDraft = (): CaseDraft => ({
  project_name: '',
  services: null,
  start: noDate(),
  end: noDate(),
  address: '',
  latitude: null,
  longitude: null,
  description: '',
  cover: null,
  images: [],
});

const isService = (value: string): value is CaseService =>
  (CASE_SERVICES as readonly string[]).includes(value);

/** The draft of a loaded case; services outside the spec's three are left for the user to pick. */
export const draftOf = (item: Case): CaseDraft => ({
  project_name: item.project_name,
  services: isService(item.services) ? item.services : null,
  start: splitDate(item.start_date),
  end: splitDate(item.end_date),
  address: item.address,
  latitude: item.latitude,
  longitude: item.longitude,
  description: item.description,
  cover: item.cover ?? item.cover_url ?? item.image,
  images: [...item.images],
});

/** The wizard's draft of the fields a deal filled (`caseDraftOfDeal`); the pictures still to add. */
export const draftOfFields = (fields: CaseDraftOfDeal): CaseDraft => ({
  project_name: fields.project_name,
  services: fields.services,
  start: splitDate(fields.start_date),
  end: splitDate(fields.end_date),
  address: fields.address,
  latitude: fields.latitude,
  longitude: fields.longitude,
  description: fields.description,
  cover: null,
  images: [],
});

/** The years of the date selects, plus a loaded case's own years outside them. */
export function yearsFor(draft: CaseDraft, now = new Date()): number[] {
  const years = new Set(caseYears(now));
  for (const { year } of [draft.start, draft.end]) if (year) years.add(year);
  return [...years].sort((a, b) => a - b);
}

const dateOf = ({ day, month, year }: DateParts) => composeDate(day, month, year);
const complete = ({ day, month, year }: DateParts) => Boolean(day && month && year);

/** Step 1's 'Далее': name, services, both dates, address and description. */
export const dataFilled = (d: CaseDraft) =>
  d.project_name.trim() !== '' &&
  d.services !== null &&
  complete(d.start) &&
  complete(d.end) &&
  d.address.trim() !== '' &&
  d.description.trim() !== '';

/** What the filled-in parts get wrong: a date that does not exist, the end before the start. */
export function dateErrors(d: CaseDraft): CaseErrors {
  const errors: CaseErrors = {};
  const start = complete(d.start) ? dateOf(d.start) : null;
  const end = complete(d.end) ? dateOf(d.end) : null;
  if (complete(d.start) && !start) errors.start = MSG.dateInvalid;
  if (complete(d.end) && !end) errors.end = MSG.dateInvalid;
  else if (start && end && end < start) errors.end = MSG_CASES.endBeforeStart;
  return errors;
}

/** Every field's problem, for the edit screen's save: the empty ones and the dates. */
export function dataErrors(d: CaseDraft): CaseErrors {
  const errors: CaseErrors = dateErrors(d);
  if (!d.project_name.trim()) errors.project_name = MSG.required;
  if (!d.services) errors.services = MSG_CASES.servicesUnknown;
  if (!complete(d.start)) errors.start ??= MSG.required;
  if (!complete(d.end)) errors.end ??= MSG.required;
  if (!d.address.trim()) errors.address = MSG.required;
  if (!d.description.trim()) errors.description = MSG.required;
  return errors;
}

/** The POST /cases and PATCH /cases/{id} body (domain `caseBody`). */
export const bodyOf = (d: CaseDraft): CaseBody => ({
  project_name: d.project_name.trim(),
  // Not picked: an empty value the domain rule rejects, never a service the user did not choose.
  services: d.services ?? ('' as CaseService),
  start_date: dateOf(d.start) ?? '',
  end_date: dateOf(d.end) ?? '',
  address: d.address.trim(),
  description: d.description.trim(),
  latitude: d.latitude,
  longitude: d.longitude,
  cover: d.cover ?? '',
  object_images: d.images,
});
