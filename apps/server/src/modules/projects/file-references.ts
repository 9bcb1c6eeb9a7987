import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import type { FileReference } from '../files/references';

/** A project refers to its cover. */
export const projectFileReferences: FileReference[] = [
  { table: projects, refersTo: (path) => eq(projects.coverPath, path.column) },
];
