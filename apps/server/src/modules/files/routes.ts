import { MSG, MSG_TENDERS } from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { DOCS_URL_PREFIX, IMAGES_URL_PREFIX, imageContentType } from '../../delivery/storage';
import { attachment } from '../../http/attachment';
import { authenticate, caller } from '../../http/auth';
import { notFound } from '../../http/errors';
import { bearer, errors } from '../../http/schemas';

/**
 * Documents: only for those who may see them — the uploader; a tender's documents for
 * whoever may read the tender (its owner; a contractor while it is open or once it has a request on
 * it); a request's files (the client's invitation files and the contractor's answer) for the
 * tender's owner and that contractor; a deal's contract and acceptance documents for its two
 * parties. Anyone else gets the same 404 as for a missing file.
 */
export const documentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  const { files, tenders, requests, deals } = services;
  app.addHook('onRequest', authenticate(db));

  app.get(
    `${DOCS_URL_PREFIX}:name`,
    {
      schema: {
        tags: ['files'],
        summary: 'Скачивание документа с токеном; имя файла — в Content-Disposition',
        security: bearer,
        params: z.object({ name: z.string().max(64) }),
        response: { 200: z.unknown().describe('Файл как вложение'), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = caller(request);
      const path = `${DOCS_URL_PREFIX}${request.params.name}`;
      const upload = await files.find(path);
      const allowed =
        upload &&
        (upload.ownerId === viewer.id ||
          (await tenders.mayReadDocument(viewer, path, upload.originalName)) ||
          (await requests.mayReadDocument(viewer, path)) ||
          (await deals.mayReadDocument(viewer, path)));
      // The store is opened only after the check: nobody else learns whether the file exists.
      const file = allowed && (await files.storage.open(path));
      if (!file) throw notFound(MSG_TENDERS.fileForbidden);
      return reply
        .header('content-type', upload.mimeType)
        .header('content-length', file.size)
        .header('content-disposition', attachment(upload.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};

/**
 * Public images streamed from a store that is not this disk (S3): public by their unguessable
 * names and never changed once written, so cached for a year like the static files of the disk.
 */
export const imageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { services }) => {
  app.get(
    `${IMAGES_URL_PREFIX}:name`,
    {
      schema: {
        hide: true,
        params: z.object({ name: z.string() }),
        response: { 200: z.unknown(), ...errors(404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = await services.files.storage.open(`${IMAGES_URL_PREFIX}${name}`);
      if (!file) throw notFound(MSG.notFound);
      return reply
        .header('content-type', imageContentType(name))
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
};
