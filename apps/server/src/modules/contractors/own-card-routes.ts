import { ownCardAnswer } from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { bearer, errors } from '../../http/schemas';

/** The contractor's own view of its card: the directory's card and its page as clients see them. */
export const ownCardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  const { contractors } = services;
  app.addHook('onRequest', authenticate(db));
  app.addHook('onRequest', requireType('contractor'));

  app.get(
    '/user/profile/card',
    {
      schema: {
        tags: ['profile'],
        summary: 'Своя карточка подрядчика так, как её видят заказчики',
        description:
          'Карточка каталога (card) и страница подрядчика (contractor) в тех же формах, что GET /contractors и GET /contractors/{id}, без заметок заказчиков (my_note всегда null).',
        security: bearer,
        response: { 200: ownCardAnswer, ...errors(401, 403, 404) },
      },
    },
    async (request) => contractors.own(caller(request).id),
  );
};
