import {
  REVIEW_WINDOW_DAYS,
  dealReviewsAnswer,
  reviewAnswerBody,
  reviewBody,
  reviewListAnswer,
  reviewListQuery,
  reviewReportBody,
  reviewAnswer,
  successAnswer,
} from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { bearer, errors, idParams, sendJson } from '../../http/schemas';

/**
 * The reviews an ended deal unlocks, for its two parties, and the published reviews of a party
 * with its rating: a contractor's for clients and itself, a client's for contractors and itself.
 */
export const reviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  const { reviews } = services;
  app.addHook('onRequest', authenticate(db));
  app.addHook('onRequest', requireType('client', 'contractor'));
  const tags = ['reviews'];

  app.get(
    '/deals/:id/reviews',
    {
      schema: {
        tags,
        summary:
          'Отзывы по сделке для её сторон: свой — всегда, второй стороны — когда опубликован',
        security: bearer,
        params: idParams,
        response: { 200: dealReviewsAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => reviews.ofDeal(caller(request), request.params.id),
  );

  app.put(
    '/deals/:id/review',
    {
      schema: {
        tags,
        summary: `Свой отзыв о второй стороне сделки: оставить или изменить, пока он скрыт (${REVIEW_WINDOW_DAYS} дней после завершения сделки)`,
        security: bearer,
        params: idParams,
        body: reviewBody,
        response: { 200: reviewAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      review: await reviews.write(caller(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/reviews/:id/answer',
    {
      schema: {
        tags,
        summary: 'Публичный ответ на опубликованный отзыв о вызывающем, один раз',
        security: bearer,
        params: idParams,
        body: reviewAnswerBody,
        response: { 200: reviewAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      review: await reviews.answer(caller(request), request.params.id, request.body.text),
    }),
  );

  app.post(
    '/reviews/:id/report',
    {
      schema: {
        tags,
        summary: 'Жалоба стороны сделки на отзыв с причиной; отзыв она не скрывает',
        security: bearer,
        params: idParams,
        body: reviewReportBody,
        response: { 200: successAnswer, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await reviews.report(caller(request), request.params.id, request.body.reason);
      return { success: true as const };
    },
  );

  app.get(
    '/contractors/:id/reviews',
    {
      schema: {
        tags,
        summary:
          'Рейтинг подрядчика и страница его опубликованных отзывов, новые сначала: заказчикам и ему самому',
        security: bearer,
        params: idParams,
        querystring: reviewListQuery,
        response: { 200: reviewListAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await reviews.list(caller(request), 'contractor', request.params.id, request.query),
      ),
  );

  app.get(
    '/clients/:id/reviews',
    {
      schema: {
        tags,
        summary:
          'Рейтинг заказчика и страница его опубликованных отзывов, новые сначала: подрядчикам и ему самому',
        security: bearer,
        params: idParams,
        querystring: reviewListQuery,
        response: { 200: reviewListAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await reviews.list(caller(request), 'client', request.params.id, request.query),
      ),
  );
};
