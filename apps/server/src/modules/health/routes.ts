import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';

/** A check that has not answered within this long counts as failed: a health check never hangs. */
const CHECK_LIMIT_MS = 2000;

const state = z.enum(['ok', 'fail']);
const healthAnswer = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: state,
  storage: state,
});

/** Runs a check; rejects when it fails or does not answer within CHECK_LIMIT_MS. */
async function withinLimit(check: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_LIMIT_MS} ms`)),
      CHECK_LIMIT_MS,
    );
  });
  try {
    await Promise.race([check(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness for a load balancer: 200 while the database and the file store answer, 503 naming the
 * part that does not. Only 'ok' or 'fail' goes out; the cause goes to the log.
 */
export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
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
