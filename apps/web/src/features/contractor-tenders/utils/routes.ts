/** The contractor's tender list (spec 001 §2.6). */
export const TENDERS_ROUTE = '/profile/contractor/tenders';

/** One tender as the contractor reads it, with the offer form (spec 001 §2.7). */
export const tenderRoute = (id: number) => `/profile/contractor/tender/${id}`;

/** The invitation page where the contractor answers a client's invitation (spec 001 §2.7). */
export const invitationRoute = (id: number) => `/profile/contractor/tenderfrom/${id}`;
