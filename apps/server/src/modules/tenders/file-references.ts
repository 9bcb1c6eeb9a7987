import { arrayContains, or } from 'drizzle-orm';
import { tenders } from '../../db/schema';
import type { FileReference } from '../files/references';

/** A tender refers to its images and its documents. */
export const tenderFileReferences: FileReference[] = [
  {
    table: tenders,
    refersTo: (path) =>
      or(arrayContains(tenders.images, path.array), arrayContains(tenders.documents, path.array))!,
  },
];
