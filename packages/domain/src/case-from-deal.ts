import type { CASE_SERVICES } from './cases';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, type WorkType } from './constants';
import { type Deal, contractLine } from './deals';
import { moscowToday } from './offers';
import type { Tender } from './tenders';

/*
 * A finished deal becomes a case of the contractor's portfolio in one action: the case's fields
 * come from the tender and the deal; the contractor adds only the photos of the finished object.
 */

type CaseService = (typeof CASE_SERVICES)[number];

/** The case's fields a deal fills: all but the cover and the gallery. */
export type CaseDraftOfDeal = {
  project_name: string;
  services: CaseService;
  start_date: string;
  end_date: string;
  address: string;
  description: string;
  latitude: number | null;
  longitude: number | null;
};

/** What the draft reads of the deal and of its tender. */
export type DealForCase = Pick<
  Deal,
  'contract_number' | 'contract_date' | 'start_date' | 'planned_finish' | 'accepted_at'
>;
export type TenderForCase = Pick<
  Tender,
  | 'tender_name'
  | 'type'
  | 'services'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'description'
  | 'start_date'
>;

/** The case's service nearest in meaning to the tender's work: repair, design, or building. */
export function caseServiceOf(type: WorkType, words: string): CaseService {
  if (/ремонт/i.test(words)) return 'Ремонт';
  if (type === 'design' || /проект/i.test(words)) return 'Проектирование';
  return 'Строительство';
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
const dayOf = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : moscowToday(new Date(value));

/**
 * The case's fields from an accepted deal and its tender: the tender's name, place and
 * description (with the contract's number and date), the work's start from the contract (else
 * the tender's) and its end on the day the client accepted the work (else the planned finish).
 */
export function caseDraftOfDeal(deal: DealForCase, tender: TenderForCase): CaseDraftOfDeal {
  const start = dayOf(deal.start_date ?? tender.start_date);
  const finish = deal.accepted_at ?? deal.planned_finish;
  const end = finish ? dayOf(finish) : start;
  const contract = deal.contract_number
    ? `${contractLine({ contract_number: deal.contract_number, contract_date: deal.contract_date && dayOf(deal.contract_date) })}.`
    : '';
  const about = tender.description.trim() || tender.tender_name.trim();
  return {
    project_name: clip(tender.tender_name.trim(), SHORT_TEXT_MAX),
    services: caseServiceOf(tender.type, `${tender.services} ${tender.tender_name}`),
    start_date: start,
    end_date: end < start ? start : end,
    address: clip(tender.address.trim(), LONG_TEXT_MAX),
    description: clip(contract ? `${about}\n\n${contract}` : about, LONG_TEXT_MAX),
    latitude: tender.latitude,
    longitude: tender.longitude,
  };
}

/** The wizard's note over the fields a deal filled. */
export const caseFromDealNote = (title: string) =>
  `Поля заполнены по договору «${title}». Добавьте фото готового объекта.`;
