/*
 * The cache keys that cross an entity's border. A request's move changes the tenders (their derived
 * statuses), the request lists and the notifications; a feature imports no other feature, so the
 * keys they share are kept here and each entity's api/keys.ts builds its own on them.
 */

/** Everything about tenders: the lists of both sides, each tender and its comparison. */
export const tendersRoot = ['tenders'] as const;
/**
 * One tender, and under it what is derived from it (its comparison of offers, its questions): a
 * change of the tender, or a notice about it, loads them again with it.
 */
export const tenderRoot = (id: number) => [...tendersRoot, id] as const;
/** Every page of the client's own tenders (their cards count the questions waiting for it). */
export const ownTendersRoot = [...tendersRoot, 'own'] as const;
/** Everything about requests: the lists of both sides and each request with its revisions. */
export const requestsRoot = ['requests'] as const;
/** Every page of the request lists of both sides. */
export const requestListsRoot = [...requestsRoot, 'list'] as const;
/** Every page of the caller's notifications. */
export const notificationsRoot = ['notifications'] as const;
