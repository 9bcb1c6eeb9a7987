import { dataExportAnswer, dataExportFileName, dataExportState } from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authenticate, caller } from '../../http/auth';
import { bearer, errors } from '../../http/schemas';

/**
 * A person's archive of its own data: ordered, watched while it is prepared, downloaded. Every
 * signed-in account has one (a profile not yet filled too); only its owner reaches it.
 */
export const dataExportRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, services },
) => {
  const { dataExport } = services;
  app.addHook('onRequest', authenticate(db));
  const tags = ['profile'];

  app.get(
    '/user/data-export',
    {
      schema: {
        tags,
        summary: 'Состояние последнего архива моих данных (null — архива нет)',
        security: bearer,
        response: { 200: dataExportAnswer, ...errors(401) },
      },
    },
    async (request) => dataExport.state(caller(request).id),
  );

  app.post(
    '/user/data-export',
    {
      schema: {
        tags,
        summary:
          'Заказать архив моих данных: готовится в фоне; заменяет готовый, 409 — пока готовится прежний',
        security: bearer,
        response: { 202: dataExportState, ...errors(401, 409) },
      },
    },
    async (request, reply) => reply.status(202).send(await dataExport.start(caller(request).id)),
  );

  app.get(
    '/user/data-export/download',
    {
      schema: {
        tags,
        summary: 'Скачать готовый архив моих данных (ZIP); 404 — архива нет или истёк его срок',
        security: bearer,
        produces: ['application/zip'],
        response: { 200: z.unknown().describe('Архив ZIP как вложение'), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const { file, readyAt } = await dataExport.open(caller(request).id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${dataExportFileName(readyAt)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
