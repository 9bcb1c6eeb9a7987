import { type Case, MSG_TENDERS, type caseBody } from '@podryad/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/connect';
import { cases } from '../../db/schema';
import type { AuthUser } from '../auth/sessions';
import { notFound } from '../../http/errors';
import type { FileService } from '../files/service';

type CaseRow = typeof cases.$inferSelect;
type CaseBody = z.output<typeof caseBody>;

export const caseDto = (c: CaseRow): Case => ({
  id: c.id,
  user_id: c.ownerId,
  project_name: c.projectName,
  services: c.services,
  start_date: c.startDate,
  end_date: c.endDate,
  address: c.address,
  latitude: c.latitude,
  longitude: c.longitude,
  description: c.description,
  cover: c.cover,
  cover_url: c.cover,
  image: c.cover,
  images: c.images,
  created_at: c.createdAt.toISOString(),
});

const columns = (body: CaseBody) => ({
  projectName: body.project_name,
  services: body.services,
  startDate: body.start_date,
  endDate: body.end_date,
  address: body.address,
  latitude: body.latitude ?? null,
  longitude: body.longitude ?? null,
  description: body.description,
  cover: body.cover,
  // The same picture twice in one gallery is one picture.
  images: [...new Set(body.object_images)],
});

/** Files a case refers to: its cover and its gallery. */
const filesOf = (c: { cover: string | null; images: string[] }) =>
  c.cover ? [c.cover, ...c.images] : c.images;

/** A contractor's portfolio: it changes only its own cases. */
export class CaseService {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
  ) {}

  /** The contractor's own cases, newest first. */
  async listOwn(viewer: AuthUser): Promise<Case[]> {
    const rows = await this.db
      .select()
      .from(cases)
      .where(eq(cases.ownerId, viewer.id))
      .orderBy(desc(cases.createdAt), desc(cases.id));
    return rows.map(caseDto);
  }

  /** A case: clients read any; a contractor only its own (others answer 404). */
  async get(viewer: AuthUser, id: number): Promise<Case> {
    const [row] = await this.db.select().from(cases).where(eq(cases.id, id)).limit(1);
    if (!row || (viewer.type === 'contractor' && row.ownerId !== viewer.id)) {
      throw notFound(MSG_TENDERS.caseNotFound);
    }
    return caseDto(row);
  }

  /**
   * New pictures must be the caller's own case pictures, from either upload call: the spec names
   * only the cover's, so a client that knows only it can fill the gallery too. Pictures the case
   * already has stay whatever slot they move to.
   */
  private async checkFiles(ownerId: number, body: CaseBody, current?: CaseRow, tx?: Tx) {
    const kept = current ? filesOf(current) : [];
    const fresh = [body.cover, ...body.object_images].filter((p) => !kept.includes(p));
    await this.files.assertOwn(fresh, ownerId, ['case_cover', 'case_image'], tx);
  }

  async create(viewer: AuthUser, body: CaseBody): Promise<Case> {
    await this.checkFiles(viewer.id, body);
    const [row] = await this.db
      .insert(cases)
      .values({ ownerId: viewer.id, ...columns(body) })
      .returning();
    return caseDto(row!);
  }

  /**
   * PATCH: the full payload; pictures the case no longer shows are released. The ownership check,
   * the file checks and the update are one transaction, the row locked, so two edits of one case
   * run one after the other and each releases what it replaced from what the other saved. The
   * released files are discarded after the commit, once the case surely no longer refers to them.
   */
  async update(viewer: AuthUser, id: number, body: CaseBody): Promise<Case> {
    const { row, dropped } = await this.db.transaction(async (tx) => {
      const mine = and(eq(cases.id, id), eq(cases.ownerId, viewer.id));
      const [current] = await tx.select().from(cases).where(mine).limit(1).for('update');
      if (!current) throw notFound(MSG_TENDERS.caseNotFound);
      await this.checkFiles(viewer.id, body, current, tx);
      const [saved] = await tx
        .update(cases)
        .set({ ...columns(body), updatedAt: new Date() })
        .where(mine)
        .returning();
      const now = filesOf(saved!);
      return { row: saved!, dropped: filesOf(current).filter((p) => !now.includes(p)) };
    });
    await this.files.discardUnused(dropped);
    return caseDto(row);
  }
}
