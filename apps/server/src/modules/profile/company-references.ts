import { contractorProfiles } from '../../db/schema';
import type { CompanyReference } from '../registry/queue';

/** A contractor's profile names its company by INN: the register checks it. */
export const profileCompanyReferences: CompanyReference[] = [
  { table: contractorProfiles, inn: contractorProfiles.inn },
];
