import {
  DEAL_STATUS_LABELS,
  dealMovesOf,
  type Deal,
  type DealCard,
  type DealSide,
  type DealStatus,
} from '@podryad/domain';
import { listPage } from '@/test/lists';

/*
 * Deals as the server answers them, for the web tests: one between client 7 ('Иван') and the
 * contractor 101 ('ООО «СтройМонтаж»') on tender 42 'Кровля склада' of project 3 'Дом на Волге'.
 */

/** The deal with the status's label and the side's moves as the domain gives them. */
export function makeDeal(
  over: Partial<Deal> & { status?: DealStatus } = {},
  side: DealSide = 'contractor',
): Deal {
  const status = over.status ?? 'draft';
  return {
    id: 5,
    tender_id: 42,
    tender_title: 'Кровля склада',
    project_id: 3,
    project_title: 'Дом на Волге',
    client_name: 'Иван',
    contractor_name: 'ООО «СтройМонтаж»',
    request_id: 77,
    client_id: 7,
    contractor_id: 101,
    price_with_vat_kopecks: 1_220_000_00,
    price_without_vat_kopecks: 1_000_000_00,
    vat: 'without_vat',
    vat_rate: 22,
    duration_days: 60,
    inclusions: ['Материалы'],
    exclusions: ['Вывоз мусора'],
    contract_number: null,
    contract_date: null,
    start_date: null,
    planned_finish: null,
    contract_file: null,
    acceptance_files: [],
    report_comment: null,
    remarks: null,
    end_reason: null,
    ended_by: null,
    confirmed_at: null,
    reported_at: null,
    accepted_at: null,
    terminated_at: null,
    overdue: false,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...over,
    status,
    status_label: DEAL_STATUS_LABELS[status],
    moves: over.moves ?? dealMovesOf(side, status),
    // The files under the names they were uploaded with: the path's last part.
    contract_document:
      over.contract_document ?? (over.contract_file ? fileOf(over.contract_file) : null),
    acceptance_documents: over.acceptance_documents ?? (over.acceptance_files ?? []).map(fileOf),
  };
}

const fileOf = (path: string) => ({ path, name: path.split('/').pop()!, size: 2048 });

/** The contract's details as the client entered them. */
export const CONTRACT = {
  contract_number: 'П-17/2026',
  contract_date: '2026-03-01',
  start_date: '2026-03-10',
  planned_finish: '2026-06-30',
} as const;

/** The card of a deal as GET /deals lists it. */
export function makeDealCard(id: number, over: Partial<Deal> = {}): DealCard {
  const deal = makeDeal({ id, ...over });
  return {
    id: deal.id,
    tender_id: deal.tender_id,
    tender_title: deal.tender_title,
    project_id: deal.project_id,
    project_title: deal.project_title,
    client_name: deal.client_name,
    contractor_name: deal.contractor_name,
    status: deal.status,
    status_label: deal.status_label,
    price_with_vat_kopecks: deal.price_with_vat_kopecks,
    contract_number: deal.contract_number,
    start_date: deal.start_date,
    planned_finish: deal.planned_finish,
    overdue: deal.overdue,
    updated_at: deal.updated_at,
  };
}

/** GET /deals over `cards`: one page of them by the URL's `page` and `per_page`. */
export function dealPage(cards: readonly DealCard[], url: URL) {
  const { items, meta } = listPage(cards, url);
  return { deals: items, meta };
}
