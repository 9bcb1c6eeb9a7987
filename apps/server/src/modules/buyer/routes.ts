import { buyerAnswer, buyerBody } from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { bearer, errors } from '../../http/schemas';

/** The client's own buyer (itself, or a company by name and INN): read and replaced from its cabinet. */
export const buyerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  const { buyer } = services;
  app.addHook('onRequest', authenticate(db));
  app.addHook('onRequest', requireType('client'));
  const tags = ['profile'];

  app.get(
    '/user/profile/buyer',
    {
      schema: {
        tags,
        summary:
          'Для кого закупает заказчик: для себя или для компании (с проверкой ИНН по реестру)',
        security: bearer,
        response: { 200: buyerAnswer, ...errors(401, 403) },
      },
    },
    async (request) => ({ buyer: await buyer.get(caller(request).id) }),
  );

  app.put(
    '/user/profile/buyer',
    {
      schema: {
        tags,
        summary: 'Для кого закупает заказчик: присланное заменяет прежнее',
        security: bearer,
        body: buyerBody,
        response: { 200: buyerAnswer, ...errors(400, 401, 403, 409) },
      },
    },
    async (request) => ({ buyer: await buyer.save(caller(request).id, request.body) }),
  );
};
