import { createHash, timingSafeEqual } from 'node:crypto';
import {
  mailBounceBody,
  markNotificationsSeenBody,
  noticeDeliveryChange,
  noticeSettingsAnswer,
  notificationListAnswer,
  pageQuery,
  pushSubscriptionBody,
  pushUnsubscribeBody,
  successAnswer,
  unsubscribeAnswer,
  unsubscribeQuery,
} from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { bearer, errors, sendJson } from '../../http/schemas';

export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, services },
) => {
  const { notifications, live, noticeSettings } = services;
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

  app.get(
    '/user/notification-settings',
    {
      schema: {
        tags,
        summary: 'Как уведомления приходят вне сайта: письмо по каждой теме, push',
        security: bearer,
        response: { 200: noticeSettingsAnswer, ...errors(401, 403) },
      },
    },
    (request) => noticeSettings.get(caller(request).id),
  );

  app.put(
    '/user/notification-settings',
    {
      schema: {
        tags,
        summary: 'Изменить выбор по темам: сразу, раз в день или не присылать',
        security: bearer,
        body: noticeDeliveryChange,
        response: { 200: noticeSettingsAnswer, ...errors(400, 401, 403) },
      },
    },
    (request) => noticeSettings.change(caller(request).id, request.body),
  );

  app.post(
    '/user/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'Разрешить push на этом устройстве (PushSubscription браузера)',
        security: bearer,
        body: pushSubscriptionBody,
        response: { 200: successAnswer, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      await noticeSettings.addPush(caller(request).id, request.body);
      return { success: true as const };
    },
  );

  app.delete(
    '/user/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'Отключить push на этом устройстве',
        description:
          'Только свою подписку: адрес, которого у вызывающего нет (чужой или ничей), — 404.',
        security: bearer,
        body: pushUnsubscribeBody,
        response: { 200: successAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await noticeSettings.removePush(caller(request).id, request.body.endpoint);
      return { success: true as const };
    },
  );
};

/**
 * A letter's one-click unsubscribe (RFC 8058): no sign-in, the signed token is the proof. Mail
 * clients POST `List-Unsubscribe=One-Click` as a form; the web page POSTs JSON or nothing. Only a
 * POST unsubscribes: link scanners that fetch every URL in a letter must not.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { config, services },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: { max: config.authRateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['notifications'],
        summary: 'Отписаться от писем по ссылке из письма (без входа)',
        querystring: unsubscribeQuery,
        response: { 200: unsubscribeAnswer, ...errors(400, 429) },
      },
    },
    (request) => services.noticeSettings.unsubscribe(request.query.token),
  );
};

/**
 * The mail provider's bounce webhook: exists only when MAIL_BOUNCE_SECRET is set, and takes only
 * calls that carry it as a bearer token (compared in constant time). A permanent bounce stops
 * letters to that address, as a refusal at sending does.
 */
export const mailBounceRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { config, services },
) => {
  const secret = config.mailBounceSecret;
  if (!secret) return;
  const expected = createHash('sha256').update(`Bearer ${secret}`).digest();
  app.post(
    '/mail/bounces',
    {
      onRequest: async (request) => {
        const given = createHash('sha256')
          .update(request.headers.authorization ?? '')
          .digest();
        if (!timingSafeEqual(given, expected)) throw unauthorized();
      },
      schema: {
        tags: ['notifications'],
        summary: 'Сообщение почтового провайдера о недоставленном письме (webhook)',
        security: bearer,
        body: mailBounceBody,
        response: { 200: successAnswer, ...errors(400, 401) },
      },
    },
    async (request) => {
      await services.noticeSettings.bounced(request.body.email, request.body.permanent);
      return { success: true as const };
    },
  );
};
