import { LEGAL_VERSIONS, type LegalDocument } from '@podryad/domain';

/**
 * The current version of each legal document as this server answers and checks it: the domain's
 * LEGAL_VERSIONS. Tests change an entry to play a new edition of a text, and put it back.
 */
export const currentVersions: Record<LegalDocument, string> = { ...LEGAL_VERSIONS };
