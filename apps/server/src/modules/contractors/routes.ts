import {
  contractorAnswer,
  contractorListAnswer,
  contractorListQuery,
  contractorNoteAnswer,
  contractorNoteBody,
  successAnswer,
} from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { bearer, errors, idParams, sendJson } from '../../http/schemas';

/** The contractor directory and portfolios, and a client's private notes, for clients only. */
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
        summary:
          'Каталог подрядчиков: страница, поиск и фильтры (и «есть отзывы»), по названию или по рейтингу',
        security: bearer,
        querystring: contractorListQuery,
        response: { 200: contractorListAnswer, ...errors(401, 403) },
      },
    },
    async (request, reply) =>
      sendJson(reply, await contractors.list(request.query, caller(request).id)),
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
    async (request) => ({ user: await contractors.get(request.params.id, caller(request).id) }),
  );

  app.put(
    '/contractors/:id/note',
    {
      onRequest: requireType('client'),
      schema: {
        tags: ['contractors'],
        summary: 'Своя заметка о подрядчике и отметка «Не приглашать»',
        description:
          'Видна только этому заказчику: в его каталоге, на странице подрядчика и в приглашении.',
        security: bearer,
        params: idParams,
        body: contractorNoteBody,
        response: { 200: contractorNoteAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      note: await contractors.saveNote(caller(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/contractors/:id/note',
    {
      onRequest: requireType('client'),
      schema: {
        tags: ['contractors'],
        summary: 'Удалить свою заметку о подрядчике (и отметку «Не приглашать»)',
        security: bearer,
        params: idParams,
        response: { 200: successAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await contractors.removeNote(caller(request).id, request.params.id);
      return { success: true as const };
    },
  );
};
