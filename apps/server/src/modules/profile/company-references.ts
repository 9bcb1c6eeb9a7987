import { clientProfiles, contractorProfiles } from '../../db/schema';
import type { CompanyReference } from '../registry/queue';

/**
 * A contractor's profile names its company by INN, and a client's the company it buys for: the
 * register checks both.
 */
export const profileCompanyReferences: CompanyReference[] = [
  { table: contractorProfiles, inn: contractorProfiles.inn },
  { table: clientProfiles, inn: clientProfiles.buyerInn },
];
