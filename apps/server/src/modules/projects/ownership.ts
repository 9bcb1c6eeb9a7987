import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { projects } from '../../db/schema';

/** Whether the project is this client's own: a tender may be filed only under one's own project. */
export async function isOwnProject(tx: Tx, ownerId: number, projectId: number) {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
    .limit(1);
  return row !== undefined;
}
