import {
  acceptRequestBody,
  createRequestBody,
  documentAnswer,
  intentBody,
  offerRevisionsAnswer,
  reviseOfferBody,
  rejectRequestBody,
  rebidPriceBody,
  requestAnswer,
  requestListAnswer,
  requestListQuery,
} from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { multipartFile } from '../../http/multipart';
import { bearer, errors, idParams, sendJson } from '../../http/schemas';

/** Requests: invitations, offers and every answer to them, for the request's two parties. */
export const requestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  const { requests, files } = services;
  app.addHook('onRequest', authenticate(db));
  app.addHook('onRequest', requireType('client', 'contractor'));
  const tags = ['requests'];

  app.get(
    '/request',
    {
      schema: {
        tags,
        summary:
          'Заявки: заказчику по его тендерам (или одному), подрядчику свои; страница, фильтр и счётчики фильтров',
        security: bearer,
        querystring: requestListQuery,
        response: { 200: requestListAnswer, ...errors(401, 403) },
      },
    },
    async (request, reply) => sendJson(reply, await requests.list(caller(request), request.query)),
  );

  app.get(
    '/request/:id',
    {
      schema: {
        tags,
        summary: 'Заявка (button_link уведомления); открытие снимает отметку «новая»',
        security: bearer,
        params: idParams,
        response: { 200: requestAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ request: await requests.open(caller(request), request.params.id) }),
  );

  app.post(
    '/request/uploadFile',
    {
      onRequest: requireType('contractor'),
      schema: {
        tags,
        summary: 'Загрузка файла предложения или ответа (multipart, поле file)',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 200: documentAnswer, ...errors(400, 401, 403, 413) },
      },
    },
    async (request) =>
      files.storeDocument(() => multipartFile(request), caller(request).id, 'request_document'),
  );

  app.post(
    '/request/accept/:id',
    {
      schema: {
        tags,
        summary: 'Принять: подрядчик — приглашение, заказчик — выбрать исполнителем',
        security: bearer,
        params: idParams,
        body: acceptRequestBody,
        response: { 200: requestAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      request: await requests.accept(caller(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/request/reject/:id',
    {
      schema: {
        tags,
        summary: 'Отклонить с причиной: подрядчик — приглашение, заказчик — ответ',
        security: bearer,
        params: idParams,
        body: rejectRequestBody,
        response: { 200: requestAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      request: await requests.reject(caller(request), request.params.id, request.body.reason),
    }),
  );

  app.get(
    '/request/:id/revisions',
    {
      schema: {
        tags,
        summary: 'Версии предложения подрядчика, новые первыми, с изменениями против предыдущей',
        security: bearer,
        params: idParams,
        response: { 200: offerRevisionsAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      revisions: await requests.revisions(caller(request), request.params.id),
    }),
  );

  app.post(
    '/request/revise/:id',
    {
      onRequest: requireType('contractor'),
      schema: {
        tags,
        summary: 'Подрядчик изменяет своё предложение до срока приёма: новая версия целиком',
        security: bearer,
        params: idParams,
        body: reviseOfferBody,
        response: { 200: requestAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      request: await requests.revise(caller(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/request/confirm/:id',
    {
      onRequest: requireType('contractor'),
      schema: {
        tags,
        summary:
          'Подрядчик подтверждает, что его предложение в силе после изменения тендера (до срока приёма)',
        security: bearer,
        params: idParams,
        response: { 200: requestAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      request: await requests.confirm(caller(request), request.params.id),
    }),
  );

  app.post(
    '/request/rebid/:id',
    {
      onRequest: requireType('contractor'),
      schema: {
        tags,
        summary:
          'Новая цена в переторжке: строго ниже текущей, остальные условия предложения не меняются',
        security: bearer,
        params: idParams,
        body: rebidPriceBody,
        response: { 200: requestAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      request: await requests.rebid(caller(request), request.params.id, request.body.price_kopecks),
    }),
  );

  app.post(
    '/request/intent/:id',
    {
      onRequest: requireType('contractor'),
      schema: {
        tags,
        summary:
          'Приглашённый подрядчик отвечает «Буду участвовать» или «Не буду участвовать» (с причиной)',
        security: bearer,
        params: idParams,
        body: intentBody,
        response: { 200: requestAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      request: await requests.intent(caller(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/request/:id',
    {
      schema: {
        tags,
        summary: 'Заказчик приглашает подрядчика (user_id); подрядчик отправляет предложение',
        description: 'Путь содержит id тендера.',
        security: bearer,
        params: idParams,
        body: createRequestBody,
        response: { 200: requestAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      request: await requests.create(caller(request), request.params.id, request.body),
    }),
  );
};
