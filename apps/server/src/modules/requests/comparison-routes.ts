import { comparisonAnswer, comparisonQuery } from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { attachment } from '../../http/attachment';
import { authenticate, caller, requireType } from '../../http/auth';
import { bearer, errors, idParams, sendJson } from '../../http/schemas';
import { comparisonWorkbook } from './comparison-xlsx';

/** The comparison of a tender's standing offers, for its owner: on screen and as .xlsx. */
export const comparisonRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, services },
) => {
  const { comparison } = services;
  app.addHook('onRequest', authenticate(db));
  app.addHook('onRequest', requireType('client'));
  const tags = ['requests'];

  app.get(
    '/tenders/:id/comparison',
    {
      schema: {
        tags,
        summary:
          'Сравнение действующих предложений тендера: цены с НДС и без, сроки, условия; сортировка',
        security: bearer,
        params: idParams,
        querystring: comparisonQuery,
        response: { 200: comparisonAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await comparison.compareJson(caller(request), request.params.id, request.query),
      ),
  );

  app.get(
    '/tenders/:id/comparison.xlsx',
    {
      schema: {
        tags,
        summary: 'То же сравнение файлом .xlsx (в том же порядке)',
        security: bearer,
        params: idParams,
        querystring: comparisonQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {
          200: z.unknown().describe('Файл .xlsx как вложение'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const answer = await comparison.compare(caller(request), request.params.id, request.query);
      const book = await comparisonWorkbook(answer);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          attachment(`Сравнение предложений — ${answer.tender.tender_name}.xlsx`),
        )
        .header('cache-control', 'private, no-store')
        .send(book);
    },
  );
};
