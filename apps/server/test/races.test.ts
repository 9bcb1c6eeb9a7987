import { MSG_TENDERS, type Tender } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, offerRevisions, tenderRequests, tenders, uploads } from '../src/db/schema';
import { patch, post, useTestApp } from './helpers';
import {
  type Actor,
  del,
  newClient,
  newContractor,
  newTender,
  offer,
  uploadTenderImage,
} from './tender-fixtures';

/*
 * What the code claims about changes that meet: each pair is fired at once. On PostgreSQL (the
 * server suite's second run in CI) they run side by side on separate connections; PGlite runs them
 * one after the other, where every outcome must hold as well.
 */

const ctx = useTestApp();
const db = () => ctx.database.db;
let client: Actor;
let bidders: Actor[];

beforeAll(async () => {
  [client, ...bidders] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
  ]);
});

const accept = (id: number) => post(ctx.app, `/api/request/accept/${id}`, {}, client.token);
const sendOffer = (contractor: Actor, tenderId: number) =>
  post(ctx.app, `/api/request/${tenderId}`, { comment: 'Готовы начать' }, contractor.token);
const requestsOf = (tenderId: number) =>
  db().select().from(tenderRequests).where(eq(tenderRequests.tenderId, tenderId));

describe('changes that meet', () => {
  it('two executors chosen at once: one is chosen, the other is told there is one', async () => {
    for (let round = 0; round < 3; round++) {
      const tender = await newTender(ctx, client);
      const bids = await Promise.all(bidders.slice(0, 3).map((b) => offer(ctx, b, tender.id)));
      const answers = await Promise.all(bids.map((b) => accept(b.id)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(refused.body.errors).toEqual([MSG_TENDERS.executorExists]);
      }
      const rows = await requestsOf(tender.id);
      expect(rows.filter((r) => r.status === 'accepted')).toHaveLength(1);
      expect(rows.filter((r) => r.status === 'waiting')).toHaveLength(2);
    }
  });

  it('revisions sent while the executor is chosen: each lands before the choice or is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const tender = await newTender(ctx, client);
      const bids = await Promise.all(bidders.slice(0, 3).map((b) => offer(ctx, b, tender.id)));
      const [choice, ...revisions] = await Promise.all([
        accept(bids[0]!.id),
        ...bids.map((b, i) =>
          post(ctx.app, `/api/request/revise/${b.id}`, { comment: 'Дешевле' }, bidders[i]!.token),
        ),
      ]);
      expect(choice!.status).toBe(200);
      const versions = await db().select().from(offerRevisions);
      const notices = await db().select().from(notifications);
      // The choice's notice, to the chosen contractor.
      const choiceNotice = notices.find(
        (n) => n.requestId === bids[0]!.id && n.title === 'Вы выбраны исполнителем',
      )!;
      for (const [i, answer] of revisions.entries()) {
        const mine = versions.filter((v) => v.requestId === bids[i]!.id);
        const told = notices.filter(
          (n) => n.requestId === bids[i]!.id && n.title === 'Предложение изменено',
        );
        if (answer.status === 200) {
          // Its version was stored, and the client told, before the choice (lower notice id).
          expect(mine).toHaveLength(2);
          expect(told).toHaveLength(1);
          expect(told[0]!.id).toBeLessThan(choiceNotice.id);
        } else {
          expect(answer.status).toBe(409);
          expect(mine).toHaveLength(1);
          expect(told).toHaveLength(0);
        }
      }
    }
  });

  it('offers sent while the executor is chosen: each is kept and told, or refused as closed', async () => {
    for (let round = 0; round < 3; round++) {
      const tender = await newTender(ctx, client);
      const chosen = await offer(ctx, bidders[0]!, tender.id);
      const [choice, ...late] = await Promise.all([
        accept(chosen.id),
        ...bidders.slice(1).map((b) => sendOffer(b, tender.id)),
      ]);
      expect(choice!.status).toBe(200);
      const rows = await requestsOf(tender.id);
      const toldOf = async (requestId: number) =>
        db()
          .select()
          .from(notifications)
          .where(eq(notifications.requestId, requestId))
          .orderBy(notifications.id);
      // The chosen request's notices: its offer's, then the choice's, the last one.
      const choiceNotice = Math.max(...(await toldOf(chosen.id)).map((n) => n.id));
      for (const [i, answer] of late.entries()) {
        const mine = rows.find((r) => r.contractorId === bidders[i + 1]!.id);
        if (answer.status === 200) {
          // Made before the choice (its notice numbered before the choice's), and the client told;
          // then its contractor told, once, that another was chosen.
          expect(mine?.status).toBe('waiting');
          const told = await toldOf(mine!.id);
          expect(told.map((n) => n.kind)).toEqual(['offer', 'another_chosen']);
          expect(told[0]!.id).toBeLessThan(choiceNotice);
        } else {
          expect(answer.status).toBe(409);
          expect(answer.body.errors).toEqual([MSG_TENDERS.tenderClosed]);
          expect(mine).toBeUndefined();
        }
      }
    }
  });

  it('an edit and a delete at once: the tender is gone with its files, the edit saved or 404', async () => {
    for (let round = 0; round < 3; round++) {
      // A tender nobody took part in: its delete erases it (one with a request is withdrawn).
      const tender = await newTender(ctx, client);
      const newImage = await uploadTenderImage(ctx, client.token);
      const edit = editBody(tender, newImage);
      const [edited, deleted] = await Promise.all([
        patch(ctx.app, `/api/tenders/${tender.id}`, edit, client.token),
        del(ctx, `/api/tenders/${tender.id}`, client.token),
      ]);
      expect(deleted.status).toBe(200);
      if (edited.status !== 200) {
        expect(edited.status).toBe(404);
        expect(edited.body.errors).toEqual([MSG_TENDERS.tenderNotFound]);
      }
      expect(await db().select().from(tenders).where(eq(tenders.id, tender.id))).toEqual([]);
      // The tender's pictures went with it, the edit's new one too when it was saved first.
      const left = await db()
        .select({ path: uploads.path })
        .from(uploads)
        .where(eq(uploads.path, tender.images[0]!));
      expect(left).toEqual([]);
      if (edited.status === 200) {
        const [saved] = (edited.body.tender as Tender).images;
        expect(await db().select().from(uploads).where(eq(uploads.path, saved!))).toEqual([]);
      }
    }
  });

  it('two edits at once: both answered, the last one saved, no picture of either left dangling', async () => {
    const tender = await newTender(ctx, client);
    const [a, b] = await Promise.all([
      uploadTenderImage(ctx, client.token),
      uploadTenderImage(ctx, client.token),
    ]);
    const before = new Set(await imageUploads());
    const answers = await Promise.all([
      patch(ctx.app, `/api/tenders/${tender.id}`, editBody(tender, a), client.token),
      patch(ctx.app, `/api/tenders/${tender.id}`, editBody(tender, b), client.token),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [row] = await db().select().from(tenders).where(eq(tenders.id, tender.id));
    // The upload call stores a document; the save publishes a copy among the images.
    const last = answers
      .map((r) => (r.body.tender as Tender).images)
      .find((images) => images.every((p) => row!.images.includes(p)));
    expect(last).toEqual(row!.images);
    // Of the pictures, only the saved one is left: the tender's first and the other edit's went.
    const after = await imageUploads();
    expect(after).not.toContain(tender.images[0]);
    expect(after.filter((p) => !before.has(p))).toEqual(row!.images);
  });
});

const imageUploads = async () =>
  (await db().select({ path: uploads.path }).from(uploads))
    .map((u) => u.path)
    .filter((p) => p.startsWith('/storage/images/'));

/** The full edit of a tender as the wizard sends it, with one new picture. */
function editBody(tender: Tender, image: string) {
  return {
    tender_name: `${tender.tender_name} (изм.)`,
    projectId: tender.project.id,
    type: tender.type,
    stage: tender.stage,
    complex_structure: tender.complex_structure,
    start_date: tender.start_date,
    end_date: tender.end_date,
    address: tender.address,
    latitude: tender.latitude,
    longitude: tender.longitude,
    description: tender.description,
    images_paths: [image],
    docs_paths: [],
  };
}
