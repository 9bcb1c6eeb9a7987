import { createProfileBody, userAnswer } from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authenticate, caller } from '../../http/auth';
import { bearer, errors } from '../../http/schemas';

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  const { profile } = services;
  app.addHook('preHandler', authenticate(db));

  app.post(
    '/register/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Заполнение профиля: выбор типа и данные этого типа',
        security: bearer,
        body: createProfileBody,
        response: { 200: userAnswer, ...errors(400, 401, 409) },
      },
    },
    async (request) => ({ user: await profile.create(caller(request).id, request.body) }),
  );

  app.get(
    '/user/profile',
    {
      schema: {
        tags: ['profile'],
        security: bearer,
        response: { 200: userAnswer, ...errors(401) },
      },
    },
    async (request) => ({ user: await profile.get(caller(request).id) }),
  );

  app.put(
    '/user/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Сохранение профиля; поля зависят от типа пользователя',
        security: bearer,
        // Which schema applies depends on the caller's type, so the service checks it.
        body: z
          .record(z.string(), z.unknown())
          .describe(
            'Клиент: name, surname, date_of_birth, location, description, vk, telegram, whatsapp. Подрядчик: full_legal_name, short_name, region, legal_address, actual_address, year_founded, inn, vk, telegram, whatsapp.',
          ),
        response: { 200: userAnswer, ...errors(400, 401, 409) },
      },
    },
    async (request) => {
      const { id, type } = caller(request);
      return { user: await profile.update(id, type, request.body) };
    },
  );
};
