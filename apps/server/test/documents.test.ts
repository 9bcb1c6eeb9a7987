import type { Tender, TenderRequest } from '@podryad/domain';
import { MSG, MSG_TENDERS } from '@podryad/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import {
  type Actor,
  type StoredDoc,
  download,
  invite,
  newClient,
  newContractor,
  newTender,
  newUntyped,
  offer,
  uploadDoc,
} from './tender-fixtures';

const ctx = useTestApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% смета объекта\n');

let owner: Actor;
let otherClient: Actor;
let bidder: Actor;
let outsider: Actor;
let untyped: Actor;
beforeAll(async () => {
  [owner, otherClient, bidder, outsider, untyped] = await Promise.all([
    newClient(ctx),
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newUntyped(ctx),
  ]);
});

/** The filename a browser takes from Content-Disposition (RFC 6266: filename* wins). */
function filenameOf(disposition: string | undefined) {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  return star ? decodeURIComponent(star) : null;
}

const refused = async (path: string, actor?: Actor) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: path,
    headers: actor ? { authorization: `Bearer ${actor.token}` } : {},
  });
  return { status: res.statusCode, errors: (res.json() as { errors: string[] }).errors };
};

describe("a tender's document", () => {
  let doc: StoredDoc;
  let tender: Tender;
  beforeAll(async () => {
    doc = await uploadDoc(ctx, owner.token, '/api/tenders/uploadFile', 'Смета объекта.pdf', PDF);
    tender = await newTender(ctx, owner, { docs_paths: [doc.path] });
    expect(tender.documents).toEqual([doc.path]);
  });

  it('is served to its owner as an attachment with the real name and the bytes', async () => {
    const res = await download(ctx, doc.path, owner.token);
    expect(res.status).toBe(200);
    expect(res.bytes).toEqual(PDF);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Number(res.headers['content-length'])).toBe(PDF.length);
    const disposition = res.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; /);
    expect(filenameOf(disposition)).toBe('Смета объекта.pdf');
    // An ASCII fallback for old clients, with nothing that could break the header.
    expect(disposition).toMatch(/filename="[\x20-\x7e]+\.pdf"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is served to any signed-in contractor while the tender is open', async () => {
    for (const contractor of [bidder, outsider]) {
      const res = await download(ctx, doc.path, contractor.token);
      expect(res.status).toBe(200);
      expect(res.bytes).toEqual(PDF);
      expect(filenameOf(res.headers['content-disposition'] as string)).toBe('Смета объекта.pdf');
    }
  });

  it('is refused to another client and a user without a type with 404, to anonymous with 401', async () => {
    for (const actor of [otherClient, untyped]) {
      expect(await refused(doc.path, actor)).toEqual({
        status: 404,
        errors: [MSG_TENDERS.fileForbidden],
      });
    }
    expect(await refused(doc.path)).toEqual({ status: 401, errors: [MSG.unauthorized] });
    expect(await refused(doc.path, { token: 'forged' } as Actor)).toMatchObject({ status: 401 });
  });

  it('is the uploader’s alone until a tender uses it', async () => {
    const loose = await uploadDoc(ctx, owner.token, '/api/tenders/uploadFile', 'Черновик.docx');
    expect((await download(ctx, loose.path, owner.token)).status).toBe(200);
    expect((await refused(loose.path, bidder)).status).toBe(404);
    expect((await refused(loose.path, otherClient)).status).toBe(404);
  });
});

describe("a request's document", () => {
  let offerDoc: StoredDoc;
  let bid: TenderRequest;
  beforeAll(async () => {
    const tender = await newTender(ctx, owner);
    offerDoc = await uploadDoc(
      ctx,
      bidder.token,
      '/api/request/uploadFile',
      'Коммерческое предложение.pdf',
      PDF,
    );
    bid = await offer(ctx, bidder, tender.id, { docs_paths: [offerDoc.path] });
    expect(bid.documents).toEqual([offerDoc.path]);
  });

  it("is served to the tender's owner and to that contractor, with the real name", async () => {
    for (const actor of [owner, bidder]) {
      const res = await download(ctx, offerDoc.path, actor.token);
      expect(res.status).toBe(200);
      expect(res.bytes).toEqual(PDF);
      expect(filenameOf(res.headers['content-disposition'] as string)).toBe(
        'Коммерческое предложение.pdf',
      );
    }
  });

  it('is refused to another contractor and another client with 404, to anonymous with 401', async () => {
    for (const actor of [outsider, otherClient, untyped]) {
      expect(await refused(offerDoc.path, actor)).toEqual({
        status: 404,
        errors: [MSG_TENDERS.fileForbidden],
      });
    }
    expect((await refused(offerDoc.path)).status).toBe(401);
  });

  it("an invitation's file goes to the invited contractor only, not to every contractor", async () => {
    const tender = await newTender(ctx, owner);
    const note = await uploadDoc(ctx, owner.token, '/api/tenders/uploadFile', 'Письмо.pdf');
    await invite(ctx, owner, tender.id, bidder.id, { docs_paths: [note.path] });
    expect((await download(ctx, note.path, bidder.token)).status).toBe(200);
    expect((await download(ctx, note.path, owner.token)).status).toBe(200);
    expect((await refused(note.path, outsider)).status).toBe(404);
    expect((await refused(note.path, otherClient)).status).toBe(404);
  });

  it("a contractor's file not yet sent is its own only", async () => {
    const draft = await uploadDoc(ctx, bidder.token, '/api/request/uploadFile', 'Черновик КП.pdf');
    expect((await download(ctx, draft.path, bidder.token)).status).toBe(200);
    expect((await refused(draft.path, owner)).status).toBe(404);
    expect((await refused(draft.path, outsider)).status).toBe(404);
  });
});

describe('an unknown document', () => {
  it('answers 404 for a name nobody uploaded or a name that is no stored name', async () => {
    for (const path of [
      '/storage/docs/0123456789abcdef0123456789abcdef.pdf',
      '/storage/docs/readme.txt',
      '/storage/docs/..%2F..%2Fetc%2Fpasswd',
    ]) {
      expect((await refused(path, owner)).status, path).toBe(404);
    }
  });
});
