/** The contractor's screens (spec 001 §2.3–§2.7), for links across its features. */
export const CONTRACTOR_ROUTES = {
  /** 'Мои тендеры'. */
  home: '/profile/contractor/main',
  /** The tender list. */
  tenders: '/profile/contractor/tenders',
  /** One tender as the contractor reads it, with the offer form. */
  tender: (id: number) => `/profile/contractor/tender/${id}`,
  /** The invitation page of a tender, where a request is answered or its answer read. */
  invitation: (tenderId: number) => `/profile/contractor/tenderfrom/${tenderId}`,
  cabinet: '/profile/contractor/personal',
  /** The cabinet's cases tab, where the case screens lead back to. */
  casesTab: '/profile/contractor/personal?tab=cases',
  createCase: '/profile/contractor/createcase',
  case: (id: number) => `/profile/contractor/case/${id}`,
} as const;
