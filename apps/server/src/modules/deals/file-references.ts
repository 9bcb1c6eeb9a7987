import { arrayContains, eq, or } from 'drizzle-orm';
import { deals } from '../../db/schema';
import type { FileReference } from '../files/references';

/** A deal refers to its signed contract and to the acceptance documents of its last report. */
export const dealFileReferences: FileReference[] = [
  {
    table: deals,
    refersTo: (path) =>
      or(eq(deals.contractFile, path.column), arrayContains(deals.acceptanceFiles, path.array))!,
  },
];
