import { arrayContains, eq, or } from 'drizzle-orm';
import { cases } from '../../db/schema';
import type { FileReference } from '../files/references';

/** A case refers to its cover and its gallery. */
export const caseFileReferences: FileReference[] = [
  {
    table: cases,
    refersTo: (path) => or(eq(cases.cover, path.column), arrayContains(cases.images, path.array))!,
  },
];
