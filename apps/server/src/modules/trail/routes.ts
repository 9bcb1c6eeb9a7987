import { trailAnswer, trailQuery } from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { attachment } from '../../http/attachment';
import { authenticate, caller, requireType } from '../../http/auth';
import { bearer, errors, idParams, sendJson } from '../../http/schemas';
import { trailWorkbook } from './xlsx';

/** A tender's audit trail: read by its client and, their own entries, by contractors. No writes. */
export const trailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  const { trail } = services;
  app.addHook('onRequest', authenticate(db));
  const tags = ['trail'];

  app.get(
    '/tenders/:id/trail',
    {
      onRequest: requireType('client', 'contractor'),
      schema: {
        tags,
        summary:
          'Журнал событий тендера, новые первыми: заказчику весь (или одного подрядчика), подрядчику свои',
        security: bearer,
        params: idParams,
        querystring: trailQuery,
        response: { 200: trailAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendJson(reply, await trail.page(caller(request), request.params.id, request.query)),
  );

  app.get(
    '/tenders/:id/trail.xlsx',
    {
      onRequest: requireType('client'),
      schema: {
        tags,
        summary: 'Журнал событий тендера файлом .xlsx, по порядку',
        security: bearer,
        params: idParams,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {
          200: z.unknown().describe('Файл .xlsx как вложение'),
          ...errors(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { tenderName, entries } = await trail.export(caller(request), request.params.id);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachment(`Журнал событий — ${tenderName}.xlsx`))
        .header('cache-control', 'private, no-store')
        .send(await trailWorkbook(tenderName, entries));
    },
  );
};
