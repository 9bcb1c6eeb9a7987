/** GET /tenders/{id}/protocol.pdf: the selection protocol, once the tender has its outcome. */
export const protocolPath = (tenderId: number) => `/api/tenders/${tenderId}/protocol.pdf`;
