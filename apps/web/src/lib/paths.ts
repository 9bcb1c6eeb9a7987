import type { UserType } from '@podryad/domain';

/*
 * Every path of the web app for both roles, in one place: links, redirects and the router's table
 * read them here. A path with a parameter is a function; the router passes the pattern (':id').
 */

type Id = number | string;

const client = {
  /** The client's cabinet: every client screen lives under it. */
  root: '/profile/client',
  /** The dashboard: tenders, the selected one's details and its responses. */
  home: '/profile/client/main',
  cabinet: '/profile/client/personal',
  /** The cabinet's tab of how notices reach the client outside the site (letters, push). */
  noticesTab: '/profile/client/personal?tab=notices',
  projects: '/profile/client/projects',
  createProject: '/profile/client/createproject',
  project: (id: Id) => `/profile/client/project/${id}`,
  createTender: '/profile/client/createtender',
  /** The tender wizard with the project already chosen (the project's page). */
  createTenderIn: (projectId: Id) => `/profile/client/createtender?project=${projectId}`,
  editTender: (id: Id) => `/profile/client/edittender/${id}`,
  tender: (id: Id) => `/profile/client/tender/${id}`,
  /** The tender page's 'Договор' block. */
  tenderDeal: (tenderId: Id) => `/profile/client/tender/${tenderId}#deal`,
  /** The tender's active offers side by side. */
  comparison: (tenderId: Id) => `/profile/client/tender/${tenderId}/comparison`,
  /** The directory of contractors. */
  contractors: '/profile/client/contractors',
  contractor: (id: Id) => `/profile/client/contractor/${id}`,
} as const;

const contractor = {
  /** The contractor's cabinet: every contractor screen lives under it. */
  root: '/profile/contractor',
  /** 'Мои тендеры'. */
  home: '/profile/contractor/main',
  /** The open tenders. */
  tenders: '/profile/contractor/tenders',
  /** One tender as the contractor reads it, with the offer form. */
  tender: (id: Id) => `/profile/contractor/tender/${id}`,
  /** The invitation page of a tender, where a request is answered or its answer read. */
  invitation: (tenderId: Id) => `/profile/contractor/tenderfrom/${tenderId}`,
  cabinet: '/profile/contractor/personal',
  /** The cabinet's cases tab, where the case screens lead back to. */
  casesTab: '/profile/contractor/personal?tab=cases',
  /** The cabinet's tab of how notices reach the contractor outside the site (letters, push). */
  noticesTab: '/profile/contractor/personal?tab=notices',
  /** The cabinet's tabs of the tender settings and of the СРО memberships. */
  settingsTab: '/profile/contractor/personal?tab=settings',
  sroTab: '/profile/contractor/personal?tab=sro',
  /** The cabinet's tab 'Мои данные': the consents (distribution among them), the archive, the deletion. */
  dataTab: '/profile/contractor/personal?tab=data',
  createCase: '/profile/contractor/createcase',
  /** The case wizard filled from an accepted deal. */
  caseFromDeal: (id: Id) => `/profile/contractor/createcase?deal=${id}`,
  /** 'Мои договоры': the contractor's deals. */
  deals: '/profile/contractor/deals',
  deal: (id: Id) => `/profile/contractor/deal/${id}`,
  case: (id: Id) => `/profile/contractor/case/${id}`,
} as const;

export const paths = {
  login: '/auth/login',
  register: '/auth/register',
  reset: '/auth/reset',
  /** The profile's first filling, after registration. */
  filing: '/filing',
  /**
   * A letter's unsubscribe link: public, signed in or not (the token is the proof). The domain's
   * UNSUBSCRIBE_PAGE, which the server writes into letters (a test keeps them equal); spelled out,
   * as importing it would bring the domain's delivery schemas into every page's first script.
   */
  unsubscribe: '/unsubscribe',
  /** A legal document's public text: the domain's legalPath, spelled out for the same reason. */
  legal: (document: string) => `/legal/${document}`,
  client,
  contractor,
  /** Where a signed-in user of the type lands. */
  home: (type: UserType) => (type === 'client' ? client.home : contractor.home),
  /** The cabinet (personal data) of the type. */
  cabinet: (type: UserType) => (type === 'client' ? client.cabinet : contractor.cabinet),
} as const;
