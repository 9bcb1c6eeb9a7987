import { MSG_TENDERS, type TrailEntry, type TrailQuery } from '@podryad/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { pageParams } from '../../db/json-sql';
import { tenders } from '../../db/schema';
import { type RunStatement, answerOf } from '../../db/statements';
import { notFound } from '../../http/errors';
import type { AuthUser } from '../auth/sessions';
import { readableBy } from '../tenders/access';
import { sealedNow } from '../tenders/sealed';
import { TRAIL_EXPORT, TRAIL_PAGES } from './cards';

const COUNT_AHEAD_PAGES = 10;
/** The most entries an export holds: a spreadsheet stays one a client can open. */
export const TRAIL_EXPORT_MAX = 50_000;

/** A tender's audit trail as its readers may read it. */
export class TrailService {
  constructor(
    private readonly db: Db,
    private readonly run: RunStatement,
  ) {}

  /**
   * GET /tenders/{id}/trail: the client reads its tender's whole trail, or one contractor's
   * entries; a contractor reads the entries that concern it, on a tender it may read.
   */
  async page(viewer: AuthUser, tenderId: number, query: TrailQuery) {
    const tender = await this.tenderOf(viewer, tenderId);
    const contractorId = viewer.type === 'contractor' ? viewer.id : query.contractor_id;
    const params = [...pageParams(query, COUNT_AHEAD_PAGES), tender.id];
    const pages = this.sealedFrom(viewer, tender) ? TRAIL_PAGES.sealed : TRAIL_PAGES;
    return contractorId === undefined
      ? answerOf(this.run, pages.all, params)
      : answerOf(this.run, pages.ofContractor, [...params, contractorId]);
  }

  /** The client's export: the tender's name and its whole trail, oldest first. */
  async export(viewer: AuthUser, tenderId: number) {
    const tender = await this.tenderOf(viewer, tenderId);
    const s = this.sealedFrom(viewer, tender) ? TRAIL_EXPORT.sealed : TRAIL_EXPORT.open;
    const rows = await this.run(s, [tender.id, TRAIL_EXPORT_MAX]);
    return {
      tenderName: tender.name,
      entries: rows.map((r) => JSON.parse(r.entry as string) as TrailEntry),
    };
  }

  /** The client of a tender whose offers are sealed reads no offer's comment in its trail. */
  private sealedFrom(viewer: AuthUser, tender: Parameters<typeof sealedNow>[0]) {
    return viewer.type === 'client' && sealedNow(tender);
  }

  private async tenderOf(viewer: AuthUser, tenderId: number) {
    const [tender] = await this.db
      .select({
        id: tenders.id,
        name: tenders.name,
        sealed: tenders.sealed,
        offersDeadline: tenders.offersDeadline,
      })
      .from(tenders)
      .where(and(eq(tenders.id, tenderId), readableBy(this.db, viewer)));
    if (!tender) throw notFound(MSG_TENDERS.tenderNotFound);
    return tender;
  }
}
