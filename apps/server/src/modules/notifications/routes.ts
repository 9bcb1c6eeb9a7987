import {
  markNotificationsSeenBody,
  notificationListAnswer,
  pageQuery,
  successAnswer,
} from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { bearer, errors, sendJson } from '../../http/schemas';

export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, services },
) => {
  const { notifications, live } = services;
  app.addHook('onRequest', authenticate(db));
  app.addHook('onRequest', requireType('client', 'contractor'));
  const tags = ['notifications'];

  app.get(
    '/user/notifications',
    {
      schema: {
        tags,
        summary: 'Уведомления: страница, новые первыми, и число непрочитанных',
        security: bearer,
        querystring: pageQuery,
        response: { 200: notificationListAnswer, ...errors(401, 403) },
      },
    },
    async (request, reply) =>
      sendJson(reply, await notifications.list(caller(request), request.query)),
  );

  app.post(
    '/user/notifications/seen',
    {
      schema: {
        tags,
        summary: 'Отметить уведомления прочитанными: перечисленные или все',
        security: bearer,
        // A POST without a body reaches the handler as null: it marks all, like {}.
        body: markNotificationsSeenBody.nullish(),
        response: { 200: successAnswer, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      await notifications.markSeen(caller(request), request.body?.ids);
      return { success: true as const };
    },
  );

  app.get(
    '/user/notifications/stream',
    {
      // A HEAD would open a stream too, and never end.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary:
          'Новые уведомления по мере появления (Server-Sent Events): ready, notification, reset, end',
        description:
          'Ответ — text/event-stream. Заголовок Last-Event-ID продолжает поток после уведомления с этим id.',
        security: bearer,
        response: { ...errors(401, 403) },
      },
    },
    (request, reply) => live.open(request, reply, caller(request)),
  );
};
