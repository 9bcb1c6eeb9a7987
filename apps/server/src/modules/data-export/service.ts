import {
  DATA_EXPORT_LINK_TTL_MINUTES,
  type DataExportLink,
  type DataExportState,
  MSG_DATA_EXPORT,
} from '@podryad/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { dataExports } from '../../db/schema';
import type { Storage } from '../../delivery/storage';
import { conflict, notFound } from '../../http/errors';
import { signArchiveLink, verifyArchiveLink } from './link-token';

/** Where a download link leads: the token-only file route, on this site. */
export const DATA_EXPORT_FILE_PATH = '/api/user/data-export/file';

type Row = typeof dataExports.$inferSelect;

/** A row as its owner reads it: the build's progress in whole percent. */
export function stateOf(row: Row): DataExportState {
  const progress =
    row.status === 'ready'
      ? 100
      : row.progressTotal > 0
        ? Math.min(99, Math.floor((row.progressDone * 100) / row.progressTotal))
        : 0;
  return {
    id: row.id,
    status: row.status as DataExportState['status'],
    progress,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size: row.size,
  };
}

/**
 * A person's archive of its own data: ordering one (one at a time: refused while one is being
 * prepared, replacing a ready or failed one), its state, and the stored archive for its download.
 * The building is the worker's (`worker.ts`).
 */
export class DataExportService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    /** The secret of the signed links (LINK_SECRET). */
    private readonly linkSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The caller's latest archive, or null; one past its day is as good as gone. */
  async state(userId: number): Promise<DataExportState | null> {
    const [row] = await this.db.select().from(dataExports).where(eq(dataExports.userId, userId));
    if (!row || (row.expiresAt && row.expiresAt <= this.now())) return null;
    return stateOf(row);
  }

  /** Queues a new archive; 409 while one is queued or building. The replaced one's object goes. */
  async start(userId: number): Promise<DataExportState> {
    const { row, replaced } = await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .for('update');
      if (current && (current.status === 'queued' || current.status === 'building')) {
        throw conflict(MSG_DATA_EXPORT.busy);
      }
      if (current) await tx.delete(dataExports).where(eq(dataExports.id, current.id));
      // Two requests at once: the second finds the first's row and is refused like any other.
      const [inserted] = await tx
        .insert(dataExports)
        .values({ userId })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw conflict(MSG_DATA_EXPORT.busy);
      return { row: inserted, replaced: current?.objectPath ?? null };
    });
    if (replaced) await this.storage.remove([replaced]);
    return stateOf(row);
  }

  /** The caller's ready archive, or null (none, not ready, past its day). */
  private async readyOf(userId: number, exportId?: number) {
    const [row] = await this.db
      .select()
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, userId),
          exportId === undefined ? undefined : eq(dataExports.id, exportId),
          eq(dataExports.status, 'ready'),
          gt(dataExports.expiresAt, this.now()),
        ),
      );
    return row ?? null;
  }

  /** A row's stored archive opened for its download, or 404 with `message`. */
  private async openRow(row: Row | null, message: string) {
    const file = row?.objectPath ? await this.storage.open(row.objectPath) : null;
    if (!row || !file) throw notFound(message);
    return { file, readyAt: row.readyAt! };
  }

  /** The caller's ready archive opened for its download, or 404 (none, not ready, past its day). */
  async open(userId: number) {
    return this.openRow(await this.readyOf(userId), MSG_DATA_EXPORT.gone);
  }

  /**
   * A short-lived signed link to the caller's ready archive (404 as `open`): it names this
   * archive, so a new one makes it lead nowhere.
   */
  async link(userId: number): Promise<DataExportLink> {
    const row = await this.readyOf(userId);
    if (!row) throw notFound(MSG_DATA_EXPORT.gone);
    const expiresAt = new Date(this.now().getTime() + DATA_EXPORT_LINK_TTL_MINUTES * 60_000);
    // Whole seconds: the token carries the second it ends.
    expiresAt.setMilliseconds(0);
    const token = signArchiveLink(this.linkSecret, { exportId: row.id, userId, expiresAt });
    return {
      url: `${DATA_EXPORT_FILE_PATH}?token=${encodeURIComponent(token)}`,
      expires_at: expiresAt.toISOString(),
    };
  }

  /**
   * The archive a link's token names, opened for its download: only for a genuine token within
   * its minutes, and only while that very archive is its owner's ready one. Anything else is one
   * 404, saying nothing of which check failed.
   */
  async openByLink(token: string) {
    const link = verifyArchiveLink(this.linkSecret, token);
    const row =
      link && link.expiresAt > this.now() ? await this.readyOf(link.userId, link.exportId) : null;
    return this.openRow(row, MSG_DATA_EXPORT.linkGone);
  }
}
