import {
  closeTenderBody,
  rebidBody,
  createTenderBody,
  documentAnswer,
  ownTenderListQuery,
  openTenderListAnswer,
  ownTenderListAnswer,
  successAnswer,
  tenderAnswer,
  tenderCreatedAnswer,
  tenderListQuery,
  tenderPatchBody,
  tenderPatchSchema,
  tooManyTenderReads,
} from '@podryad/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { multipartFile } from '../../http/multipart';
import { countAgainst } from '../../http/rate-limit';
import { bearer, bodyByForm, errors, idParams, sendJson } from '../../http/schemas';

/** Tenders and their files: clients own theirs, contractors read the open ones. */
export const tenderRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config, services },
) => {
  const { tenders, files } = services;
  app.addHook('onRequest', authenticate(db));
  const tags = ['tenders'];
  const client = requireType('client');
  /**
   * Every tender a contractor opens by its id is another client's, with that client's phone and
   * e-mail: counted per account and hour in the database (all instances together), so that no
   * account collects every client's contacts by reading the tenders one by one. Any id counts,
   * found or not. A client reads only its own tenders: not counted.
   */
  const contractorReads = async (request: FastifyRequest) => {
    const me = caller(request);
    if (me.type !== 'contractor') return;
    await countAgainst(
      db,
      `tender-read|${me.id}`,
      config.tenderReadsPerHour,
      3600_000,
      tooManyTenderReads,
    );
  };

  app.get(
    '/tenders',
    {
      onRequest: client,
      schema: {
        tags,
        summary:
          'Тендеры заказчика карточками с первыми заявками и их счётчиками: страница и поиск по названию, новые первыми',
        security: bearer,
        querystring: ownTenderListQuery,
        response: { 200: ownTenderListAnswer, ...errors(401, 403) },
      },
    },
    async (request, reply) =>
      sendJson(reply, await tenders.listOwn(caller(request), request.query)),
  );

  app.get(
    '/tenders/list',
    {
      onRequest: requireType('contractor'),
      schema: {
        tags,
        summary:
          'Открытые тендеры для подрядчика карточками (без контактов и документов): страница, поиск и фильтры, новые первыми',
        security: bearer,
        querystring: tenderListQuery,
        response: { 200: openTenderListAnswer, ...errors(401, 403) },
      },
    },
    async (request, reply) =>
      sendJson(reply, await tenders.listOpen(caller(request), request.query)),
  );

  app.get(
    '/tenders/:id',
    {
      onRequest: [requireType('client', 'contractor'), contractorReads],
      schema: {
        tags,
        summary:
          'Тендер: заказчику только свой, подрядчику открытый или с его заявкой (подрядчику — ограниченное число в час)',
        security: bearer,
        params: idParams,
        response: { 200: tenderAnswer, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ tender: await tenders.get(caller(request), request.params.id) }),
  );

  app.post(
    '/tenders',
    {
      onRequest: client,
      schema: {
        tags,
        summary: 'Создание тендера (подрядчики приглашаются отдельно)',
        security: bearer,
        body: createTenderBody,
        response: {
          200: tenderCreatedAnswer,
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const tender = await tenders.create(caller(request), request.body);
      return { id: tender.id, tender };
    },
  );

  app.patch(
    '/tenders/:id',
    {
      onRequest: client,
      schema: {
        tags,
        summary:
          'Изменение тендера: целиком, только адрес, только документы или только срок приёма предложений; после первого предложения — нумерованное изменение с примечанием (addendum_note)',
        security: bearer,
        params: idParams,
        body: tenderPatchBody,
        response: { 200: tenderAnswer, ...errors(400, 401, 403, 404, 409) },
      },
      validatorCompiler: bodyByForm(tenderPatchSchema),
    },
    async (request) => ({
      tender: await tenders.update(caller(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/tenders/:id',
    {
      onRequest: client,
      schema: {
        tags,
        summary: 'Удаление тендера вместе с заявками, уведомлениями и файлами',
        security: bearer,
        params: idParams,
        response: { 200: successAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await tenders.remove(caller(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/tenders/:id/close',
    {
      onRequest: client,
      schema: {
        tags,
        summary:
          'Завершить тендер без выбора исполнителя, с причиной: участникам сообщается об итоге',
        security: bearer,
        params: idParams,
        body: closeTenderBody,
        response: { 200: tenderAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      tender: await tenders.close(caller(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/tenders/:id/rebid',
    {
      onRequest: client,
      schema: {
        tags,
        summary:
          'Объявить переторжку (одну): после срока приёма предложений, до итогов, при двух и более предложениях с ценой',
        security: bearer,
        params: idParams,
        body: rebidBody,
        response: { 200: tenderAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      tender: await tenders.rebid(caller(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/tenders/uploadFile',
    {
      onRequest: client,
      schema: {
        tags,
        summary: 'Загрузка документа тендера (multipart, поле file); выдаётся только допущенным',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 200: documentAnswer, ...errors(400, 401, 403, 413) },
      },
    },
    async (request) =>
      files.storeDocument(() => multipartFile(request), caller(request).id, 'tender_document'),
  );
};
