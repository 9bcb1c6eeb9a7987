import {
  dataExportAnswer,
  dataExportFileName,
  dataExportFileQuery,
  dataExportLinkAnswer,
  dataExportState,
} from '@podryad/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authenticate, caller } from '../../http/auth';
import { perUserLimit } from '../../http/rate-limit';
import { bearer, errors } from '../../http/schemas';
import type { DataExportService } from './service';

type Opened = Awaited<ReturnType<DataExportService['open']>>;

/** The archive streamed from the store as an attachment, never kept by a cache on the way. */
const sendArchive = (reply: FastifyReply, { file, readyAt }: Opened) =>
  reply
    .header('content-type', 'application/zip')
    .header('content-length', file.size)
    .header('content-disposition', `attachment; filename="${dataExportFileName(readyAt)}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);

const FILE_SUMMARY = 'Архив ZIP как вложение';

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
        response: { 200: z.unknown().describe(FILE_SUMMARY), ...errors(401, 404) },
      },
    },
    async (request, reply) => sendArchive(reply, await dataExport.open(caller(request).id)),
  );

  app.post(
    '/user/data-export/link',
    {
      // A link costs a signature only, but there is no reason for more than a few a minute.
      onRequest: perUserLimit(db, 'data-export-link', 20, 10 * 60_000),
      schema: {
        tags,
        summary:
          'Ссылка на готовый архив моих данных на 5 минут: браузер скачивает по ней сразу на диск, без токена; 404 — архива нет',
        security: bearer,
        response: { 200: dataExportLinkAnswer, ...errors(401, 404, 429) },
      },
    },
    async (request) => dataExport.link(caller(request).id),
  );
};

/**
 * The ready archive by its signed link: no sign-in (a browser's navigation cannot send the bearer
 * token), the link's token is the proof, so the browser streams the archive to disk instead of a
 * page holding it whole in memory. Nothing but a 404 without a genuine, unexpired token of the
 * owner's current archive.
 */
export const dataExportFileRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { services },
) => {
  app.get(
    '/user/data-export/file',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Скачать архив моих данных по ссылке из POST /user/data-export/link (без входа); 404 — ссылка поддельна, устарела или архив заменён',
        querystring: dataExportFileQuery,
        produces: ['application/zip'],
        response: { 200: z.unknown().describe(FILE_SUMMARY), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const opened = await services.dataExport.openByLink(request.query.token);
      // The address holds the token: nothing it leads to may learn it from the referrer.
      return sendArchive(reply.header('referrer-policy', 'no-referrer'), opened);
    },
  );
};
