import {
  answerQuestionBody,
  askQuestionBody,
  pageQuery,
  questionListAnswer,
  questionSchema,
} from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { bearer, errors, idParams, sendJson } from '../../http/schemas';

/** Clarifications: questions about a tender and the client's answers. */
export const clarificationRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, services },
) => {
  const { clarifications } = services;
  app.addHook('onRequest', authenticate(db));
  const tags = ['clarifications'];

  app.get(
    '/tenders/:id/questions',
    {
      onRequest: requireType('client', 'contractor'),
      schema: {
        tags,
        summary:
          'Вопросы по тендеру: заказчику все с авторами, подрядчику опубликованные ответы и свои вопросы',
        security: bearer,
        params: idParams,
        querystring: pageQuery,
        response: { 200: questionListAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendJson(reply, await clarifications.list(caller(request), request.params.id, request.query)),
  );

  app.post(
    '/tenders/:id/questions',
    {
      onRequest: requireType('contractor'),
      schema: {
        tags,
        summary: 'Задать вопрос по тендеру (до срока вопросов: за сутки до окончания приёма)',
        security: bearer,
        params: idParams,
        body: askQuestionBody,
        response: { 200: questionSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await clarifications.ask(caller(request), request.params.id, request.body.question),
      ),
  );

  app.post(
    '/tenders/questions/:id/answer',
    {
      onRequest: requireType('client'),
      schema: {
        tags,
        summary: 'Ответить на вопрос: опубликовать для всех участников или только автору',
        security: bearer,
        params: idParams,
        body: answerQuestionBody,
        response: { 200: questionSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await clarifications.answer(
          caller(request),
          request.params.id,
          request.body.answer,
          request.body.scope,
        ),
      ),
  );
};
