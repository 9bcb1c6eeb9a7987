import {
  DEAL_TRANSITIONS,
  dealAnswer,
  dealContractBody,
  documentAnswer,
  dealListAnswer,
  dealListQuery,
  dealReportBody,
  dealReturnBody,
  dealTerminateBody,
} from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { multipartFile } from '../../http/multipart';
import { bearer, errors, idParams, sendJson } from '../../http/schemas';

/** The deal after the choice, for its two parties: reading it and each step of DEAL_TRANSITIONS. */
export const dealRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  const { deals, files } = services;
  app.addHook('onRequest', authenticate(db));
  app.addHook('onRequest', requireType('client', 'contractor'));
  const tags = ['deals'];
  const moved = { 200: dealAnswer, ...errors(400, 401, 403, 404, 409) };

  app.get(
    '/deals',
    {
      schema: {
        tags,
        summary:
          'Сделки вызывающего: заказчику его, подрядчику его; страница, фильтр по статусу и просроченные',
        security: bearer,
        querystring: dealListQuery,
        response: { 200: dealListAnswer, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => sendJson(reply, await deals.list(caller(request), request.query)),
  );

  app.post(
    '/deals/uploadFile',
    {
      schema: {
        tags,
        summary:
          'Загрузка файла сделки: подписанный договор или документы о приёмке (multipart, поле file)',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 200: documentAnswer, ...errors(400, 401, 403, 413) },
      },
    },
    async (request) =>
      files.storeDocument(() => multipartFile(request), caller(request).id, 'deal_document'),
  );

  app.get(
    '/deals/:id',
    {
      schema: {
        tags,
        summary: 'Сделка по выбранному предложению: её стороны — заказчик и исполнитель',
        security: bearer,
        params: idParams,
        response: { 200: dealAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ deal: await deals.open(caller(request), request.params.id) }),
  );

  app.get(
    '/tenders/:id/deal',
    {
      schema: {
        tags,
        summary: 'Сделка тендера после выбора исполнителя: его заказчику и исполнителю',
        security: bearer,
        params: idParams,
        response: { 200: dealAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ deal: await deals.ofTender(caller(request), request.params.id) }),
  );

  app.post(
    '/deals/:id/contract',
    {
      onRequest: requireType('client'),
      schema: {
        tags,
        summary: 'Заказчик вносит номер и дату договора, начало и плановое окончание работ',
        security: bearer,
        params: idParams,
        body: dealContractBody,
        response: moved,
      },
    },
    async (request) => ({
      deal: await deals.move(caller(request), request.params.id, 'contract', request.body),
    }),
  );

  app.post(
    '/deals/:id/confirm',
    {
      onRequest: requireType('contractor'),
      schema: {
        tags,
        summary: `Подрядчик подтверждает данные договора: «${DEAL_TRANSITIONS.confirm.label}»`,
        security: bearer,
        params: idParams,
        response: moved,
      },
    },
    async (request) => ({
      deal: await deals.move(caller(request), request.params.id, 'confirm', {}),
    }),
  );

  app.post(
    '/deals/:id/report',
    {
      onRequest: requireType('contractor'),
      schema: {
        tags,
        summary: `Подрядчик сообщает: «${DEAL_TRANSITIONS.report.label}»`,
        security: bearer,
        params: idParams,
        body: dealReportBody,
        response: moved,
      },
    },
    async (request) => ({
      deal: await deals.move(caller(request), request.params.id, 'report', request.body),
    }),
  );

  app.post(
    '/deals/:id/accept',
    {
      onRequest: requireType('client'),
      schema: {
        tags,
        summary: `Заказчик: «${DEAL_TRANSITIONS.accept.label}»`,
        security: bearer,
        params: idParams,
        response: moved,
      },
    },
    async (request) => ({
      deal: await deals.move(caller(request), request.params.id, 'accept', {}),
    }),
  );

  app.post(
    '/deals/:id/return',
    {
      onRequest: requireType('client'),
      schema: {
        tags,
        summary: 'Заказчик возвращает работы на доработку с замечаниями',
        security: bearer,
        params: idParams,
        body: dealReturnBody,
        response: moved,
      },
    },
    async (request) => ({
      deal: await deals.move(caller(request), request.params.id, 'return', request.body),
    }),
  );

  app.post(
    '/deals/:id/terminate',
    {
      schema: {
        tags,
        summary: `Любая сторона досрочно завершает сделку с причиной: «${DEAL_TRANSITIONS.terminate.label}»`,
        security: bearer,
        params: idParams,
        body: dealTerminateBody,
        response: moved,
      },
    },
    async (request) => ({
      deal: await deals.move(caller(request), request.params.id, 'terminate', request.body),
    }),
  );
};
