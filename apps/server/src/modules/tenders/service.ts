import {
  MSG_OUTCOME,
  MSG_TENDERS,
  outcomeNoticeComment,
  type closeTenderBody,
  TENDER_CHANGE_LABELS,
  type TenderChangeField,
  changedFieldsText,
  offersDeadlineProblem,
  type OwnTenderListQuery,
  type TenderListQuery,
  tenderType,
  type Tender,
  type createTenderBody,
  type tenderEditBody,
  type tenderAddressBody,
  type tenderDeadlineBody,
  type tenderDocsBody,
  type RebidBody,
  MSG_REBID,
  REBID_MIN_HOURS,
} from '@podryad/domain';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/connect';
import { databaseNow } from '../../db/clock';
import type { RunStatement } from '../../db/statements';
import { tenders } from '../../db/schema';
import type { AuthUser } from '../auth/sessions';
import { AppError, conflict, notFound } from '../../http/errors';
import type { FileService } from '../files/service';
import { notifyAll } from '../notifications/notify';
import { isOwnProject } from '../projects/ownership';
import type { Viewer } from '../auth/sessions';
import { notices } from '../notifications/notices';
import { forgetReminders, liveRequestsOf } from '../requests/of-tender';
import { endTender, isOpen, ownedBy, readableBy } from './access';
import { withdrawTender } from './withdrawal';
import { openTenderList, ownTenderList } from './cards';
import { type TenderRow, tenderAnswers } from './answers';
import { record, recordFirstView } from '../trail/record';
import { ADDENDUM_COLUMNS, isLater, recordAddendum } from './addenda';
import { checkSealed } from './sealed';
import { announceRebid } from './rebid';

type NewBody = z.output<typeof createTenderBody>;
type FullBody = z.output<typeof tenderEditBody>;
type DocsBody = z.output<typeof tenderDocsBody>;
type AddressBody = z.output<typeof tenderAddressBody>;
type DeadlineBody = z.output<typeof tenderDeadlineBody>;
type CloseBody = z.output<typeof closeTenderBody>;

const sameMoment = (a: Date | null, b: Date | null) => a?.getTime() === b?.getTime();

const fullColumns = (body: NewBody, images: string[]) => ({
  projectId: body.projectId,
  name: body.tender_name,
  stage: body.stage,
  complexStructure: body.complex_structure,
  type: tenderType(body.stage, body.complex_structure),
  address: body.address,
  latitude: body.latitude ?? null,
  longitude: body.longitude ?? null,
  description: body.description,
  startDate: body.start_date,
  endDate: body.end_date || null,
  images,
  documents: body.docs_paths,
  // Absent keeps the tender's: a client that does not know the field never drops it.
  ...(body.offers_deadline === undefined
    ? {}
    : { offersDeadline: body.offers_deadline ? new Date(body.offers_deadline) : null }),
  ...(body.sealed === undefined ? {} : { sealed: body.sealed }),
});

/** Tenders: a client changes only its own; contractors read the open ones. */
export class TenderService {
  constructor(
    private readonly db: Db,
    private readonly run: RunStatement,
    private readonly files: FileService,
    /** How far ahead a переторжка round's deadline must be (the rule's two hours). */
    private readonly rebidMinMinutes = REBID_MIN_HOURS * 60,
  ) {}

  /**
   * A deadline set or changed must be ahead, by the database's clock (the one offers are checked
   * against), and at most a year ahead. One that stays as it was may lie in the past.
   */
  private async checkDeadline(tx: Tx, deadline: Date | null | undefined, current?: TenderRow) {
    if (!deadline || (current && sameMoment(deadline, current.offersDeadline))) return;
    const problem = offersDeadlineProblem(deadline, await databaseNow(tx));
    if (problem) throw new AppError(400, [problem], { offers_deadline: [problem] });
  }

  private dtos(rows: TenderRow[], viewer: Viewer) {
    return tenderAnswers(this.db, this.files, rows, viewer);
  }

  /** GET /tenders: one page of the client's own tenders as cards, as the JSON text of the answer. */
  listOwn(viewer: AuthUser, query: OwnTenderListQuery) {
    return ownTenderList(this.run, viewer.id, query);
  }

  /** GET /tenders/list: one page of the open tenders as cards, as the JSON text of the answer. */
  listOpen(viewer: AuthUser, query: TenderListQuery) {
    return openTenderList(this.run, viewer.id, query);
  }

  /**
   * A client reads only its own tenders; a contractor an open one or one it has a request on. Any
   * other answers 404 as if it did not exist, so nothing of it (the client's contacts) leaks.
   */
  async get(viewer: AuthUser, id: number): Promise<Tender> {
    const [row] = await this.db
      .select()
      .from(tenders)
      .where(and(eq(tenders.id, id), readableBy(this.db, viewer)))
      .limit(1);
    if (!row) throw notFound(MSG_TENDERS.tenderNotFound);
    if (viewer.type === 'contractor') await recordFirstView(this.db, id, viewer.id);
    return (await this.dtos([row], viewer))[0]!;
  }

  /**
   * Checks a full body and answers the images to store: those the tender has stay; a new one must
   * be the caller's own upload, and a picture sent through the document upload is made public.
   */
  private async checkFull(ownerId: number, body: NewBody, current?: TenderRow, tx: Tx = this.db) {
    if (!(await isOwnProject(tx, ownerId, body.projectId)))
      throw new AppError(400, [MSG_TENDERS.projectUnknown], {
        projectId: [MSG_TENDERS.projectUnknown],
      });
    await this.checkNewFiles(
      ownerId,
      body.docs_paths,
      current?.documents ?? [],
      ['tender_document'],
      tx,
    );
    const kept = new Set(current?.images ?? []);
    const stored = await this.files.asImages(
      body.images_paths.filter((p) => !kept.has(p)),
      ownerId,
      { imageKinds: ['tender_image'], documentKinds: ['tender_document'] },
      'tender_image',
      'images_paths',
      tx,
    );
    return [...new Set(body.images_paths.map((p) => stored.get(p) ?? p))];
  }

  /** Paths the tender already has stay; every new one must be the caller's own upload. */
  private checkNewFiles(
    ownerId: number,
    paths: string[],
    kept: string[],
    kinds: Parameters<FileService['assertOwn']>[2],
    tx: Tx = this.db,
  ) {
    return this.files.assertOwn(
      paths.filter((p) => !kept.includes(p)),
      ownerId,
      kinds,
      tx,
    );
  }

  async create(viewer: AuthUser, body: NewBody): Promise<Tender> {
    const images = await this.checkFull(viewer.id, body);
    const values = fullColumns(body, images);
    await this.checkDeadline(this.db, values.offersDeadline);
    await checkSealed(this.db, {
      sealed: values.sealed ?? false,
      offersDeadline: values.offersDeadline ?? null,
    });
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(tenders)
        .values({ ownerId: viewer.id, ...values })
        .returning();
      await record(tx, {
        tenderId: created!.id,
        event: 'published',
        actorId: viewer.id,
        contractorId: null,
      });
      return created!;
    });
    return (await this.dtos([row], viewer))[0]!;
  }

  /**
   * PATCH: the full edit, the address alone or the documents alone (the spec's three), or the
   * deadline for offers alone (ours). The ownership check, the file checks and the update are one
   * transaction with the row locked, so two edits run one after the other, an edit meeting a delete
   * finds the tender gone (404), and an offer waits for a deadline change. An extension tells the
   * contractors with a live request, in the same transaction. Files the tender no longer uses are
   * discarded after the commit.
   */
  async update(
    viewer: AuthUser,
    id: number,
    body: FullBody | DocsBody | AddressBody | DeadlineBody,
  ): Promise<Tender> {
    const { row, dropped } = await this.db.transaction(async (tx) => {
      const mine = and(eq(tenders.id, id), ownedBy(viewer.id));
      const [current] = await tx.select().from(tenders).where(mine).limit(1).for('update');
      if (!current) throw notFound(MSG_TENDERS.tenderNotFound);
      let set: Partial<typeof tenders.$inferInsert>;
      if ('tender_name' in body) {
        set = fullColumns(body, await this.checkFull(viewer.id, body, current, tx));
      } else if ('offers_deadline' in body) {
        set = { offersDeadline: body.offers_deadline ? new Date(body.offers_deadline) : null };
      } else if ('docs_paths' in body) {
        await this.checkNewFiles(
          viewer.id,
          body.docs_paths,
          current.documents,
          ['tender_document'],
          tx,
        );
        set = { documents: body.docs_paths };
      } else {
        set = {
          address: body.address,
          latitude: body.latitude ?? null,
          longitude: body.longitude ?? null,
        };
      }
      // An ended tender takes no offers: its deadline is history, not moved any more.
      const moved =
        set.offersDeadline !== undefined &&
        !sameMoment(set.offersDeadline ?? null, current.offersDeadline);
      if (moved && !isOpen(current)) throw conflict(MSG_OUTCOME.deadlineEnded);
      if (moved && current.rebidAnnouncedAt) throw conflict(MSG_REBID.deadlineFixed);
      await this.checkDeadline(tx, set.offersDeadline, current);
      const next = {
        sealed: set.sealed ?? current.sealed,
        offersDeadline:
          set.offersDeadline === undefined ? current.offersDeadline : set.offersDeadline,
      };
      await checkSealed(tx, next, current);
      const [saved] = await tx
        .update(tenders)
        .set({ ...set, updatedAt: new Date() })
        .where(mine)
        .returning();
      const made = await recordAddendum(
        tx,
        this.files,
        current,
        saved!,
        body.addendum_note,
        viewer.id,
      );
      const addendum = made?.addendum;
      // An addendum that asks the bidders to look again tells them of the new deadline with it.
      const extended = isLater(current.offersDeadline, saved!.offersDeadline);
      if (isOpen(saved!) && extended && !addendum?.asks_confirmation) {
        const told = await liveRequestsOf(tx, id);
        await notifyAll(
          tx,
          told.map((r) => notices.deadline_extended(saved!, r)),
        );
      }
      if (!sameMoment(saved!.offersDeadline, current.offersDeadline)) {
        await forgetReminders(tx, id);
      }
      // What an addendum does not cover (the name, the pictures…) is a plain edit.
      const changed = changedFields(current, saved!).filter(
        (field) => !addendum || !ADDENDUM_COLUMNS.includes(field),
      );
      if (changed.length > 0) {
        await record(tx, {
          tenderId: id,
          event: 'edited',
          actorId: viewer.id,
          contractorId: null,
          details: changedFieldsText(changed),
        });
      }
      return {
        row: made?.tender ?? saved!,
        dropped: [
          ...current.images.filter((p) => !saved!.images.includes(p)),
          ...current.documents.filter((p) => !saved!.documents.includes(p)),
        ],
      };
    });
    await this.files.discardUnused(dropped);
    return (await this.dtos([row], viewer))[0]!;
  }

  /** POST /tenders/{id}/rebid: the client announces the tender's one переторжка round. */
  async rebid(viewer: AuthUser, id: number, body: RebidBody): Promise<Tender> {
    const row = await announceRebid(this.db, viewer, id, body, this.rebidMinMinutes);
    return (await this.dtos([row], viewer))[0]!;
  }

  /**
   * POST /tenders/{id}/close: the client ends an open tender without an executor, with a reason;
   * every contractor with a live request is told, and the trail records it. The row is locked, so
   * a choice or an offer under way lands before it or finds the tender closed.
   */
  async close(viewer: AuthUser, id: number, body: CloseBody): Promise<Tender> {
    const row = await this.db.transaction(async (tx) => {
      const mine = and(eq(tenders.id, id), ownedBy(viewer.id));
      const [current] = await tx.select().from(tenders).where(mine).limit(1).for('update');
      if (!current) throw notFound(MSG_TENDERS.tenderNotFound);
      if (!isOpen(current)) throw conflict(MSG_OUTCOME.notOpen);
      const outcome = { reason: body.reason, comment: body.comment };
      await endTender(tx, id, 'closed_without_choice', outcome);
      const told = await liveRequestsOf(tx, id);
      const comment = outcomeNoticeComment(outcome.reason, outcome.comment);
      await notifyAll(
        tx,
        told.map((r) => notices.tender_closed(current, r, comment)),
      );
      await record(tx, {
        tenderId: id,
        event: 'closed_without_choice',
        actorId: viewer.id,
        contractorId: null,
        details: comment,
      });
      const [ended] = await tx.select().from(tenders).where(eq(tenders.id, id));
      return ended!;
    });
    return (await this.dtos([row], viewer))[0]!;
  }

  /**
   * DELETE: a tender contractors took part in is withdrawn (`withdrawTender`); one without any
   * request is deleted with its notifications (cascade), then its files. The row is locked first,
   * so the files read are the last ones: an edit or an offer under way finishes before, or finds
   * the tender gone or withdrawn.
   */
  async remove(viewer: AuthUser, id: number) {
    const used = await this.db.transaction(async (tx) => {
      const mine = and(eq(tenders.id, id), ownedBy(viewer.id));
      const [current] = await tx.select().from(tenders).where(mine).limit(1).for('update');
      if (!current) throw notFound(MSG_TENDERS.tenderNotFound);
      if (await withdrawTender(tx, current, viewer.id)) return [];
      // Nobody took part: no request, so no file of one.
      await tx.delete(tenders).where(mine);
      return [...current.images, ...current.documents];
    });
    await this.files.discardUnused(used);
  }

  /** May this caller download a tender's document: whoever may read a tender that has it. */
  /**
   * May the viewer download this document of a tender? A contractor's download goes into the
   * tender's trail (with the file's name as it was uploaded).
   */
  async mayReadDocument(viewer: AuthUser, path: string, fileName: string) {
    const [row] = await this.db
      .select({ id: tenders.id })
      .from(tenders)
      .where(and(arrayContains(tenders.documents, [path]), readableBy(this.db, viewer)))
      .limit(1);
    if (row && viewer.type === 'contractor') {
      await record(this.db, {
        tenderId: row.id,
        event: 'document_downloaded',
        actorId: viewer.id,
        contractorId: viewer.id,
        details: fileName,
      });
    }
    return row !== undefined;
  }
}

/** The fields an edit changed, compared as stored. */
function changedFields(before: TenderRow, after: TenderRow): TenderChangeField[] {
  const same = (a: unknown, b: unknown) =>
    a instanceof Date || b instanceof Date
      ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime()
      : JSON.stringify(a) === JSON.stringify(b);
  return (Object.keys(TENDER_CHANGE_LABELS) as TenderChangeField[]).filter(
    (field) => !same(before[field], after[field]),
  );
}
