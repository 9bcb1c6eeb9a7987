import { invitationScopeAnswer, invitationScopeBody } from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { bearer, errors } from '../../http/schemas';

/** The work types and cities the contractor takes invitations for: read and replaced. */
export const invitationScopeRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, services },
) => {
  const { invitationScope } = services;
  app.addHook('onRequest', authenticate(db));
  app.addHook('onRequest', requireType('contractor'));
  const tags = ['profile'];

  app.get(
    '/user/profile/invitation-scope',
    {
      schema: {
        tags,
        summary: 'Виды работ и города, на которые подрядчик принимает приглашения (пусто — все)',
        security: bearer,
        response: { 200: invitationScopeAnswer, ...errors(401, 403, 409) },
      },
    },
    async (request) => invitationScope.get(caller(request).id),
  );

  app.put(
    '/user/profile/invitation-scope',
    {
      schema: {
        tags,
        summary: 'Виды работ и города приглашений: присланные списки заменяют прежние',
        security: bearer,
        body: invitationScopeBody,
        response: { 200: invitationScopeAnswer, ...errors(400, 401, 403, 409) },
      },
    },
    async (request) => invitationScope.replace(caller(request).id, request.body),
  );
};
