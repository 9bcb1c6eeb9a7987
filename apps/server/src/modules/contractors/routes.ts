import { contractorAnswer, contractorListAnswer, contractorListQuery } from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, requireType } from '../../http/auth';
import { bearer, errors, idParams, sendJson } from '../../http/schemas';

/** The contractor directory and portfolios, for clients only. */
export const contractorRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, services },
) => {
  const { contractors } = services;
  app.addHook('onRequest', authenticate(db));

  app.get(
    '/contractors',
    {
      onRequest: requireType('client'),
      schema: {
        tags: ['contractors'],
        summary: 'Каталог подрядчиков: страница, поиск и фильтры, по короткому названию',
        security: bearer,
        querystring: contractorListQuery,
        response: { 200: contractorListAnswer, ...errors(401, 403) },
      },
    },
    async (request, reply) => sendJson(reply, await contractors.list(request.query)),
  );

  app.get(
    '/contractors/:id',
    {
      onRequest: requireType('client'),
      schema: {
        tags: ['contractors'],
        summary: 'Подрядчик с кейсами',
        security: bearer,
        params: idParams,
        response: { 200: contractorAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ user: await contractors.get(request.params.id) }),
  );
};
