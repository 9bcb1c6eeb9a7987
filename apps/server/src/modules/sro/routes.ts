import { sroMembershipsAnswer, sroMembershipsBody } from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { bearer, errors } from '../../http/schemas';

/** The contractor's own СРО memberships: read and replaced from its cabinet. */
export const sroRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  const { sro } = services;
  app.addHook('onRequest', authenticate(db));
  app.addHook('onRequest', requireType('contractor'));
  const tags = ['profile'];

  app.get(
    '/user/profile/sro',
    {
      schema: {
        tags,
        summary: 'Членство в СРО со слов подрядчика, в его порядке',
        security: bearer,
        response: { 200: sroMembershipsAnswer, ...errors(401, 403) },
      },
    },
    async (request) => ({ memberships: await sro.list(caller(request).id) }),
  );

  app.put(
    '/user/profile/sro',
    {
      schema: {
        tags,
        summary: 'Членство в СРО: присланный список заменяет весь прежний (не больше 10)',
        security: bearer,
        body: sroMembershipsBody,
        response: { 200: sroMembershipsAnswer, ...errors(400, 401, 403, 409) },
      },
    },
    async (request) => ({
      memberships: await sro.replace(caller(request).id, request.body.memberships),
    }),
  );
};
