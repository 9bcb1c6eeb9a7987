import {
  comparisonAnswer,
  comparisonQuery,
  createTenderBody,
  documentAnswer,
  ownTenderListQuery,
  tenderListAnswer,
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
import { z } from 'zod';
import type { AppContext } from '../../context';
import { attachment } from '../../http/attachment';
import { authenticate, caller, requireType } from '../../http/auth';
import { multipartFile } from '../../http/multipart';
import { countAgainst } from '../../http/rate-limit';
import { bearer, bodyByForm, errors, idParams } from '../../http/schemas';
import { comparisonWorkbook } from './comparison-xlsx';

/** Tenders (spec 000 §7, 001 §7.3): clients own theirs, contractors read open ones. */
export const tenderRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config, services },
) => {
  const { tenders, files, comparison } = services;
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
        summary: 'Тендеры заказчика с заявками: страница и поиск по названию, новые первыми',
        security: bearer,
        querystring: ownTenderListQuery,
        response: { 200: tenderListAnswer, ...errors(401, 403) },
      },
    },
    async (request) => tenders.listOwn(caller(request), request.query),
  );

  app.get(
    '/tenders/list',
    {
      onRequest: requireType('contractor'),
      schema: {
        tags,
        summary: 'Открытые тендеры для подрядчика: страница, поиск и фильтры, новые первыми',
        security: bearer,
        querystring: tenderListQuery,
        response: { 200: tenderListAnswer, ...errors(401, 403) },
      },
    },
    async (request) => tenders.listOpen(caller(request), request.query),
  );

  app.get(
    '/tenders/:id/comparison',
    {
      onRequest: client,
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
    async (request) => comparison.compare(caller(request), request.params.id, request.query),
  );

  app.get(
    '/tenders/:id/comparison.xlsx',
    {
      onRequest: client,
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
          'Изменение тендера: целиком, только адрес, только документы или только срок приёма предложений',
        security: bearer,
        params: idParams,
        body: tenderPatchBody,
        response: { 200: tenderAnswer, ...errors(400, 401, 403, 404) },
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
