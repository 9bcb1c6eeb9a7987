import {
  codeSentAnswer,
  deletionCodeBody,
  deletionConfirmBody,
  deletionStateAnswer,
  successAnswer,
} from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller } from '../../http/auth';
import { perUserLimit } from '../../http/rate-limit';
import { bearer, devCode, errors } from '../../http/schemas';

/**
 * The owner's deletion of the account: a code after the password, the closing by the code, its
 * state and its cancel. Any signed-in user may delete its own account, with or without a profile.
 */
export const accountDeletionRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, services, config },
) => {
  const { accountDeletion } = services;
  app.addHook('onRequest', authenticate(db));
  const tags = ['account-deletion'];

  app.post(
    '/user/deletion/request-code',
    {
      // Each call checks the password with argon2: a few per user, not a loop.
      onRequest: perUserLimit(db, 'account-deletion', 10, 15 * 60_000),
      schema: {
        tags,
        summary: 'Удаление аккаунта, шаг 1: пароль верен — код на почту аккаунта',
        security: bearer,
        body: deletionCodeBody,
        response: { 200: codeSentAnswer, ...errors(400, 401, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      const code = await accountDeletion.requestCode(caller(request).id, request.body.password);
      return { success: true as const, ...devCode(config, code) };
    },
  );

  app.post(
    '/user/deletion',
    {
      schema: {
        tags,
        summary: 'Удаление аккаунта, шаг 2: код закрывает аккаунт и завершает все сеансы',
        security: bearer,
        body: deletionConfirmBody,
        response: { 200: deletionStateAnswer, ...errors(401, 404, 409, 422, 429) },
      },
    },
    async (request) => ({
      deletion: await accountDeletion.close(caller(request).id, request.body.code),
    }),
  );

  app.get(
    '/user/deletion',
    {
      schema: {
        tags,
        summary: 'Закрыт ли аккаунт и когда он будет удалён',
        security: bearer,
        response: { 200: deletionStateAnswer, ...errors(401) },
      },
    },
    async (request) => ({ deletion: await accountDeletion.state(caller(request).id) }),
  );

  app.delete(
    '/user/deletion',
    {
      schema: {
        tags,
        summary: 'Отмена удаления: аккаунт снова открыт',
        security: bearer,
        response: { 200: successAnswer, ...errors(401, 409) },
      },
    },
    async (request) => {
      await accountDeletion.cancel(caller(request).id);
      return { success: true as const };
    },
  );
};
