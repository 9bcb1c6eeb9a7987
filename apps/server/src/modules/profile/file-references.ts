import { eq } from 'drizzle-orm';
import { clientProfiles, contractorProfiles } from '../../db/schema';
import type { FileReference } from '../files/references';

/** A profile refers to its avatar. */
export const profileFileReferences: FileReference[] = [
  { table: clientProfiles, refersTo: (path) => eq(clientProfiles.avatar, path.column) },
  { table: contractorProfiles, refersTo: (path) => eq(contractorProfiles.avatar, path.column) },
];
