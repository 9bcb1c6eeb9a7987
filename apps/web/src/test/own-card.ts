import { type ContractorDetail, type OwnCardAnswer, contractorCardSchema } from '@podryad/domain';

/**
 * GET /user/profile/card as the server answers it for `detail`: the directory's card (only what a
 * card carries) and the page, both without a client's note.
 */
export const ownCardAnswer = (detail: ContractorDetail): OwnCardAnswer => ({
  card: { ...contractorCardSchema.parse({ rating: null, ...detail }), my_note: null },
  contractor: { ...detail, my_note: null },
});
