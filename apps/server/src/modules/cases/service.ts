import {
  type Case,
  MSG_CASES,
  MSG_TENDERS,
  type caseBody,
  type caseCreateBody,
} from '@podryad/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { cases } from '../../db/schema';
import type { AuthUser } from '../auth/sessions';
import { conflict, notFound } from '../../http/errors';
import { acceptedDealOf, dealsAcceptedAt } from '../deals/for-case';
import type { FileService } from '../files/service';

type CaseRow = typeof cases.$inferSelect;
type CaseBody = z.output<typeof caseBody>;
type CaseCreateBody = z.output<typeof caseCreateBody>;

/** The cases' answers, each with the day its deal's work was accepted when it has one. */
export async function caseAnswers(db: Tx, rows: CaseRow[]): Promise<Case[]> {
  const accepted = await dealsAcceptedAt(
    db,
    rows.flatMap((r) => (r.dealId === null ? [] : [r.dealId])),
  );
  return rows.map((r) => caseDto(r, r.dealId === null ? null : (accepted.get(r.dealId) ?? null)));
}

const caseDto = (c: CaseRow, dealAcceptedAt: Date | null): Case => ({
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
  deal_id: c.dealId,
  from_deal: c.dealId !== null,
  deal_accepted_at: dealAcceptedAt?.toISOString() ?? null,
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
    return caseAnswers(this.db, rows);
  }

  /** A case: clients read any; a contractor only its own (others answer 404). */
  async get(viewer: AuthUser, id: number): Promise<Case> {
    const [row] = await this.db.select().from(cases).where(eq(cases.id, id)).limit(1);
    if (!row || (viewer.type === 'contractor' && row.ownerId !== viewer.id)) {
      throw notFound(MSG_TENDERS.caseNotFound);
    }
    return (await caseAnswers(this.db, [row]))[0]!;
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

  /**
   * POST: with `deal_id`, the case of the caller's own accepted deal; a deal makes at most one
   * case (the unique index settles two racing calls).
   */
  async create(viewer: AuthUser, body: CaseCreateBody): Promise<Case> {
    const dealId = body.deal_id ?? null;
    if (dealId !== null) {
      await acceptedDealOf(this.db, viewer.id, dealId);
      const [made] = await this.db
        .select({ id: cases.id })
        .from(cases)
        .where(eq(cases.dealId, dealId))
        .limit(1);
      if (made) throw conflict(MSG_CASES.dealHasCase);
    }
    await this.checkFiles(viewer.id, body);
    try {
      const [row] = await this.db
        .insert(cases)
        .values({ ownerId: viewer.id, dealId, ...columns(body) })
        .returning();
      return (await caseAnswers(this.db, [row!]))[0]!;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG_CASES.dealHasCase);
      throw err;
    }
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
    return (await caseAnswers(this.db, [row]))[0]!;
  }
}
