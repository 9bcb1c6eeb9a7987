import { DATA_EXPORT_TTL_HOURS, type UserType } from '@podryad/domain';
import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { dataExports, users } from '../../db/schema';
import type { RunStatement } from '../../db/statements';
import { QueueWorker } from '../../delivery/queue-worker';
import type { Storage } from '../../delivery/storage';
import { buildArchive } from './build';
import type { ExportSection } from './sections';

/** How often a server looks for archives to build. */
const POLL_MS = 5000;

/**
 * A building archive whose row has not moved for this long is taken as its server's death (every
 * step moves it: a part, or FILES_PER_STEP files) and is built again by whoever claims it.
 */
export const STUCK_AFTER_MS = 15 * 60 * 1000;

/** How many builds an archive gets before it is failed for good. */
export const MAX_ATTEMPTS = 3;

export const TTL_MS = DATA_EXPORT_TTL_HOURS * 3600 * 1000;

/** The build lost its row: replaced by a new request, or taken over past the stuck bound. */
class LostClaim extends Error {}

export type DataExportWorkerDeps = {
  db: Db;
  run: RunStatement;
  storage: Storage;
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
  now?: () => Date;
  /** The archive's parts (tests and the integrator may pass a list of their own). */
  sections?: readonly ExportSection[];
};

type Claimed = { id: number; attempt: number; userId: number; type: UserType | null };

/**
 * Builds the queued archives, one at a time per server, outside any page's request. Safe with
 * several servers: a row is claimed with `FOR UPDATE SKIP LOCKED` and marked 'building' with a new
 * attempt number in the same transaction; every later write of the build names that attempt, so
 * a build that lost its row (replaced by its owner, or taken over when stuck) keeps nothing.
 */
export class DataExportWorker extends QueueWorker {
  constructor(private readonly deps: DataExportWorkerDeps) {
    super('data export build failed', POLL_MS, deps.log);
  }

  start() {
    this.startTimer();
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  protected async drainAll() {
    let built = 0;
    for (;;) {
      const row = await this.claim();
      if (!row) return built;
      if (row !== 'failed') await this.build(row);
      built += 1;
    }
  }

  /**
   * The oldest queued archive, or a stuck one, marked as being built by this server; 'failed' when
   * the one claimed had had its last attempt.
   */
  private claim(): Promise<Claimed | 'failed' | null> {
    return this.deps.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: dataExports.id, attempt: dataExports.attempt, userId: dataExports.userId })
        .from(dataExports)
        .where(
          or(
            eq(dataExports.status, 'queued'),
            and(
              eq(dataExports.status, 'building'),
              lt(
                dataExports.updatedAt,
                sql`now() - ${sql.raw(`interval '${STUCK_AFTER_MS / 1000} seconds'`)}`,
              ),
            ),
          ),
        )
        .orderBy(dataExports.updatedAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const attempt = due.attempt + 1;
      if (attempt > MAX_ATTEMPTS) {
        await tx
          .update(dataExports)
          .set({ status: 'failed', error: 'too many attempts', updatedAt: sql`now()` })
          .where(eq(dataExports.id, due.id));
        return 'failed' as const;
      }
      await tx
        .update(dataExports)
        .set({ status: 'building', attempt, progressDone: 0, updatedAt: sql`now()` })
        .where(eq(dataExports.id, due.id));
      const [owner] = await tx
        .select({ type: users.type })
        .from(users)
        .where(eq(users.id, due.userId));
      return { ...due, attempt, type: (owner?.type ?? null) as UserType | null };
    });
  }

  /** The row still being this build's, or LostClaim. */
  private async mine(row: Claimed, set: Partial<typeof dataExports.$inferInsert>) {
    const moved = await this.deps.db
      .update(dataExports)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.attempt, row.attempt)))
      .returning({ id: dataExports.id });
    if (moved.length === 0) throw new LostClaim();
  }

  private async build(row: Claimed) {
    const { run, storage, sections } = this.deps;
    let stored: string | null = null;
    try {
      const archive = await buildArchive(
        { run, storage },
        { id: row.userId, type: row.type },
        (done, total) => this.mine(row, { progressDone: done, progressTotal: total }),
        this.now(),
        sections,
      );
      stored = archive.path;
      const readyAt = this.now();
      await this.mine(row, {
        status: 'ready',
        objectPath: archive.path,
        size: archive.size,
        readyAt,
        expiresAt: new Date(readyAt.getTime() + TTL_MS),
        error: null,
      });
    } catch (err) {
      if (stored) await storage.remove([stored]).catch(() => {});
      if (err instanceof LostClaim) return;
      this.deps.log.error({ err, exportId: row.id }, 'data export build failed');
      // Queued again for the next run, or failed for good after the last attempt.
      await this.mine(row, {
        status: row.attempt >= MAX_ATTEMPTS ? 'failed' : 'queued',
        error: String((err as Error)?.message ?? err).slice(0, 500),
      }).catch(() => {});
    }
  }

  /**
   * Deletes the archives past their day, rows and objects; answers how many went. Every server
   * may run it at once: it only deletes.
   */
  async removeExpired(): Promise<number> {
    const gone = await this.deps.db
      .delete(dataExports)
      .where(and(isNotNull(dataExports.expiresAt), lt(dataExports.expiresAt, this.now())))
      .returning({ path: dataExports.objectPath });
    const paths = gone.flatMap((g) => (g.path ? [g.path] : []));
    if (paths.length > 0) await this.deps.storage.remove(paths);
    return gone.length;
  }
}

/** The archives of these users, for the deletion of their accounts: their stored objects. */
export async function archivePathsOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ path: dataExports.objectPath })
    .from(dataExports)
    .where(and(inArray(dataExports.userId, [...userIds]), isNotNull(dataExports.objectPath)));
  return rows.map((r) => r.path!);
}
