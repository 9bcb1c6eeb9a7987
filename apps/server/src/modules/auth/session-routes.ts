import { sessionsAnswer, successAnswer } from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller } from '../../http/auth';
import { bearer, errors, idParams } from '../../http/schemas';

/**
 * The caller's own sessions in the cabinet: listed with where and when each was signed in, ended
 * one by one or all but the current. Any signed-in caller, each on its own account only.
 */
export const sessionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  const { ownSessions } = services;
  app.addHook('onRequest', authenticate(db));
  const tags = ['auth'];

  app.get(
    '/user/sessions',
    {
      schema: {
        tags,
        summary:
          'Сеансы пользователя: устройство и браузер, адрес, город (когда известен), вход и последняя активность; новые первыми, не больше 50',
        security: bearer,
        response: { 200: sessionsAnswer, ...errors(401) },
      },
    },
    async (request) => ({ sessions: await ownSessions.list(caller(request)) }),
  );

  app.post(
    '/user/sessions/end-others',
    {
      schema: {
        tags,
        summary: 'Завершить все сеансы, кроме текущего',
        security: bearer,
        response: { 200: successAnswer, ...errors(401) },
      },
    },
    async (request) => {
      await ownSessions.endOthers(caller(request));
      return { success: true as const };
    },
  );

  app.delete(
    '/user/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Завершить один сеанс пользователя; чужой или неизвестный — 404',
        security: bearer,
        params: idParams,
        response: { 200: successAnswer, ...errors(401, 404) },
      },
    },
    async (request) => {
      await ownSessions.end(caller(request), request.params.id);
      return { success: true as const };
    },
  );
};
