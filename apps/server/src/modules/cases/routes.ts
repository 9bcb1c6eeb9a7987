import {
  caseAnswer,
  caseBody,
  caseCreateBody,
  caseCreatedAnswer,
  caseListAnswer,
  pathAnswer,
} from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { multipartFile } from '../../http/multipart';
import { bearer, errors, idParams } from '../../http/schemas';

/** The contractor's portfolio; clients read cases through GET /contractors/{id}. */
export const caseRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  const { cases, files } = services;
  app.addHook('onRequest', authenticate(db));
  const tags = ['cases'];
  const contractor = requireType('contractor');

  app.get(
    '/cases',
    {
      onRequest: contractor,
      schema: {
        tags,
        summary: 'Кейсы подрядчика, новые первыми',
        security: bearer,
        response: { 200: caseListAnswer, ...errors(401, 403) },
      },
    },
    async (request) => ({ cases: await cases.listOwn(caller(request)) }),
  );

  app.get(
    '/cases/:id',
    {
      onRequest: requireType('client', 'contractor'),
      schema: {
        tags,
        summary: 'Кейс: заказчику любой, подрядчику только свой',
        security: bearer,
        params: idParams,
        response: { 200: caseAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ case: await cases.get(caller(request), request.params.id) }),
  );

  app.post(
    '/cases',
    {
      onRequest: contractor,
      schema: {
        tags,
        summary:
          'Создание кейса: данные, обложка (cover), галерея (object_images, до 10) и, по желанию, своя принятая сделка (deal_id)',
        security: bearer,
        body: caseCreateBody,
        response: {
          200: caseCreatedAnswer,
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const created = await cases.create(caller(request), request.body);
      return { id: created.id, case: created };
    },
  );

  app.patch(
    '/cases/:id',
    {
      onRequest: contractor,
      schema: {
        tags,
        summary: 'Изменение своего кейса целиком; убранные изображения удаляются',
        security: bearer,
        params: idParams,
        body: caseBody,
        response: { 200: caseAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      case: await cases.update(caller(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/cases/upload-cover',
    {
      onRequest: contractor,
      schema: {
        tags,
        summary: 'Загрузка обложки кейса (multipart, поле file)',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 200: pathAnswer, ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request) =>
      files.storeImage(() => multipartFile(request), caller(request).id, 'case_cover'),
  );

  app.post(
    '/cases/upload-image',
    {
      onRequest: contractor,
      schema: {
        tags,
        summary: 'Загрузка изображения галереи кейса (multipart, поле file)',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 200: pathAnswer, ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request) =>
      files.storeImage(() => multipartFile(request), caller(request).id, 'case_image'),
  );
};
