import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';

/** A check that has not answered within this long counts as failed: a health check never hangs. */
const CHECK_LIMIT_MS = 2000;
/** Readiness asks the database for less: a load balancer polls it often and must hear soon. */
const READY_LIMIT_MS = 1000;

const state = z.enum(['ok', 'fail']);
const healthAnswer = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: state,
  storage: state,
});

const liveAnswer = z.object({ status: z.literal('ok') });
const readyAnswer = z.object({ status: z.enum(['ok', 'unavailable']), database: state });

/** Runs a check; rejects when it fails or does not answer within `limitMs`. */
async function withinLimit(check: () => Promise<unknown>, limitMs = CHECK_LIMIT_MS) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs);
  });
  try {
    await Promise.race([check(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Three checks, none of which says why a part failed (that goes to the log):
 * - `/health/live`, liveness: the process serves (no input or output at all). A load balancer or an
 *   orchestrator restarts a server that stops answering it; the bench measures against it.
 * - `/health/ready`, readiness: the database answers within 1 s, and the server is not stopping
 *   (from SIGTERM on it answers 503, so a balancer sends it nothing new while it finishes).
 * - `/health`: every part (the database and the file store, 2 s each), for a person or a monitor.
 */
export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Жив ли процесс (без обращения к базе данных)',
        response: { 200: liveAnswer },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Готов ли сервер принимать запросы: база данных отвечает за 1 с',
        response: { 200: readyAnswer, 503: readyAnswer },
      },
    },
    async (request, reply) => {
      let database: 'ok' | 'fail' = 'fail';
      try {
        await withinLimit(() => db.execute(sql`select 1`), READY_LIMIT_MS);
        database = 'ok';
      } catch (err) {
        request.log.warn({ err }, 'readiness: the database did not answer');
      }
      const ready = database === 'ok' && !app.readiness.stopping;
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', database });
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Готовность: отвечают ли база данных и хранилище файлов',
        response: { 200: healthAnswer, 503: healthAnswer },
      },
    },
    async (request, reply) => {
      const run = async (part: string, check: () => Promise<unknown>) => {
        try {
          await withinLimit(check);
          return 'ok' as const;
        } catch (err) {
          request.log.error({ err, part }, 'health check failed');
          return 'fail' as const;
        }
      };
      const [database, storage] = await Promise.all([
        run('database', () => db.execute(sql`select 1`)),
        run('storage', () => services.files.storage.check()),
      ]);
      const ok = database === 'ok' && storage === 'ok';
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'unavailable',
        database,
        storage,
      });
    },
  );
};
