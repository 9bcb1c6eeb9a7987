import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { DATA_EXPORT_FILES } from '@podryad/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataExports } from '../src/db/schema';
import type { Storage } from '../src/delivery/storage';
import { type ExportSection, SECTIONS } from '../src/modules/data-export/sections';
import { DataExportWorker } from '../src/modules/data-export/worker';
import { get, post, useTestApp } from './helpers';
import { newClient, newProject } from './tender-fixtures';
import { unzip } from './zip-reader';

/*
 * A large account's archive streams: the build reads its rows only as fast as the file store takes
 * the archive (so neither the archive nor a part is ever held whole), and a part longer than a
 * page is read page after page.
 */

const ctx = useTestApp();

const ROWS = 3000;
/** Each row about 8 KB: the part is about 24 MB. */
const rowOf = (i: number) => ({ i, blob: randomBytes(6000).toString('base64') });

/** The app's store, its archive's bytes held up for a while once the first 64 KB came in. */
function stallingStore(inner: Storage, stall: { onStall: () => void; onResume: () => void }) {
  let received = 0;
  let stalled = false;
  return new Proxy(inner, {
    get(target, key) {
      if (key !== 'receive') return Reflect.get(target, key);
      return (stream: Readable) => {
        const tap = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            received += chunk.length;
            if (stalled || received < 64 * 1024) return done(null, chunk);
            stalled = true;
            stall.onStall();
            setTimeout(() => {
              stall.onResume();
              done(null, chunk);
            }, 300);
          },
        });
        stream.on('error', (err) => tap.destroy(err));
        return target.receive(stream.pipe(tap));
      };
    },
  });
}

describe('a large archive', () => {
  it('is read only as fast as the store takes it', async () => {
    const user = await newClient(ctx);
    let pulled = 0;
    let atStall = -1;
    let atResume = -1;
    const big: ExportSection = {
      name: 'big.json',
      shape: 'list',
      async *rows() {
        for (let i = 0; i < ROWS; i += 1) {
          pulled += 1;
          yield rowOf(i);
        }
      },
    };
    const worker = new DataExportWorker({
      db: ctx.database.db,
      run: ctx.database.run,
      storage: stallingStore(ctx.app.storage, {
        onStall: () => (atStall = pulled),
        onResume: () => (atResume = pulled),
      }),
      log: { error: () => {}, info: () => {} },
      sections: [big],
    });
    await post(ctx.app, '/api/user/data-export', undefined, user.token);
    expect(await worker.drain()).toBe(1);
    // While the store took nothing, the build read only what fills the streams' buffers (a few
    // MB, whatever the part's length), never the part.
    expect(atStall).toBeGreaterThanOrEqual(0);
    expect(atResume - atStall).toBeLessThan(ROWS / 3);
    expect(pulled).toBe(ROWS);

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/data-export/download',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    const rows = JSON.parse(entries.get('big.json')!.toString()) as { i: number }[];
    expect(rows.map((r) => r.i)).toEqual([...Array(ROWS).keys()]);
  }, 60_000);

  it('reads a part longer than a page page after page, every row once', async () => {
    const user = await newClient(ctx);
    const project = await newProject(ctx, user.id);
    // 250 tenders: twelve pages of twenty and a part.
    await ctx.database.db.execute(sql`
      insert into tenders (owner_id, project_id, name, stage, type, address, description, start_date)
      select ${user.id}, ${project.id}, 'Тендер ' || n, 'construction', 'construction',
        'г. Казань', 'Описание', '2030-01-01'
      from generate_series(1, 250) n`);
    await post(ctx.app, '/api/user/data-export', undefined, user.token);
    await ctx.app.dataExports.drain();
    const state = await get(ctx.app, '/api/user/data-export', user.token);
    expect(state.body).toMatchObject({ status: 'ready', progress: 100 });
    const [row] = await ctx.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, user.id));
    const file = (await ctx.app.storage.open(row!.objectPath!))!;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    const tenders = JSON.parse(
      (await unzip(Buffer.concat(chunks))).get('tenders.json')!.toString(),
    ) as { name: string }[];
    expect(tenders).toHaveLength(250);
    expect(new Set(tenders.map((t) => t.name)).size).toBe(250);
  }, 60_000);

  it('is built again after a failure, and failed for good after the third, keeping nothing', async () => {
    const user = await newClient(ctx);
    let tries = 0;
    const broken: ExportSection = {
      name: 'broken.json',
      shape: 'list',
      async *rows() {
        tries += 1;
        yield { row: 1 };
        throw new Error('the database went away');
      },
    };
    const errors: unknown[] = [];
    const worker = new DataExportWorker({
      db: ctx.database.db,
      run: ctx.database.run,
      storage: ctx.app.storage,
      log: { error: (obj) => errors.push(obj), info: () => {} },
      sections: [broken],
    });
    await post(ctx.app, '/api/user/data-export', undefined, user.token);
    await worker.drain();
    expect(tries).toBe(3);
    expect(errors).toHaveLength(3);
    const [row] = await ctx.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, user.id));
    expect(row).toMatchObject({ status: 'failed', attempt: 3, objectPath: null });
    // No part of the three archives was kept, not even as a temporary.
    expect(await fs.readdir(path.join(ctx.config.dataDir, 'storage', 'incoming'))).toEqual([]);
    expect((await get(ctx.app, '/api/user/data-export', user.token)).body).toMatchObject({
      status: 'failed',
    });
    // Ordered again, it is queued anew.
    const again = await post(ctx.app, '/api/user/data-export', undefined, user.token);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ status: 'queued', progress: 0 });
  });

  it('describes every part it can hold in its README', () => {
    for (const section of SECTIONS)
      expect(DATA_EXPORT_FILES[section.name], section.name).toBeTruthy();
  });
});
