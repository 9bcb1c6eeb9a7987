import { ownTendersCall } from '@/features/tenders/api/list-calls';
import { readPage, unlessDefault } from '@/lib/url-state';

/*
 * The dashboard keeps its place in the URL, each parameter left out at its default, so that Back
 * and a reload return to it:
 *   page           the page of the tender column (1)
 *   tender         the selected tender's id (the first of the page)
 *   status         the filter of its requests, one of REQUEST_FILTERS (all)
 *   requests_page  the page of its requests (1)
 * A new selection starts its requests at 'Все', page 1; another page of tenders selects its first.
 * This module stays light: the first script reads the URL with it to start the dashboard's first
 * call (dashboardFirstCall).
 */
export const PARAM = {
  page: 'page',
  tender: 'tender',
  status: 'status',
  requestsPage: 'requests_page',
} as const;

/** The parameters that select a tender: its requests start again from 'Все', page 1. */
export const selecting = (id: number | null) => ({
  [PARAM.tender]: id,
  [PARAM.status]: null,
  [PARAM.requestsPage]: null,
});

/** The tender to select first: the one just created or edited (the success banner's parameters). */
export function selectedFromParams(params: URLSearchParams): number | null {
  const id = Number(params.get('createdId') ?? params.get('editedId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The page of the tender column the URL asks for, as its query takes it (null: the first). */
export const tendersPageOf = (params: URLSearchParams) =>
  unlessDefault(readPage(params.get(PARAM.page)), 1);

/** The dashboard's first call: the page of tenders its URL asks for. */
export const dashboardFirstCall = (params: URLSearchParams) =>
  ownTendersCall({ page: tendersPageOf(params) });

/**
 * The history state the tender wizard returns with when the client has no project yet: the
 * dashboard then keeps the wizard's message, with the way to a project, until it is dismissed.
 */
export const NEED_PROJECT_STATE = { needProject: true } as const;

/** Did the wizard send the client back for want of a project? */
export const needsProject = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  'needProject' in state &&
  state.needProject === true;
