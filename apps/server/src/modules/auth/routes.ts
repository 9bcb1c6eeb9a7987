import {
  authAnswer,
  codeSentAnswer,
  emailCodeRequestBody,
  finalizeBody,
  forgotBody,
  forgotPasswordAnswer,
  loginBody,
  phoneCodeAnswer,
  phoneCodeRequestBody,
  registrationCodeBody,
  resetPasswordBody,
  successAnswer,
  verifyResetCodeBody,
} from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, caller } from '../../http/auth';
import { bearer, devCode, errors } from '../../http/schemas';
import type { AppContext } from '../../context';
import { originOf } from '../../http/origin';

const uuidParams = z.object({ uuid: z.uuid() });

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, services, config },
) => {
  const { auth } = services;
  /** Calls open to anonymous callers are limited per address (against guessing and spamming). */
  const limited = { rateLimit: { max: config.authRateLimit, timeWindow: 60_000 } };

  app.post(
    '/auth/login',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Вход по почте или телефону',
        body: loginBody,
        response: { 200: authAnswer, ...errors(400, 401) },
      },
    },
    async (request) => auth.login(request.body.login, request.body.password, originOf(request)),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: authenticate(db),
      schema: {
        tags: ['auth'],
        summary: 'Выход: отзывает токен',
        security: bearer,
        response: { 200: successAnswer, ...errors(401) },
      },
    },
    async (request) => {
      await auth.logout(caller(request).sessionId);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: authenticate(db),
      schema: {
        tags: ['auth'],
        summary: 'Выйти на всех устройствах: отзывает все токены пользователя, этот тоже',
        security: bearer,
        response: { 200: successAnswer, ...errors(401) },
      },
    },
    async (request) => {
      await auth.logoutEverywhere(caller(request).id);
      return { success: true as const };
    },
  );

  app.post(
    '/register/phone/request-code',
    {
      config: limited,
      schema: {
        tags: ['registration'],
        body: phoneCodeRequestBody,
        response: { 200: phoneCodeAnswer, ...errors(400, 409, 422, 429, 502) },
      },
    },
    async (request) => {
      const { uuid, code } = await auth.requestPhoneCode(
        request.body.phone,
        request.body.consents,
        originOf(request),
      );
      return { uuid, ...devCode(config, code) };
    },
  );

  app.post(
    '/register/phone/verify',
    {
      config: limited,
      schema: {
        tags: ['registration'],
        body: registrationCodeBody,
        response: { 200: successAnswer, ...errors(400, 404, 422, 429) },
      },
    },
    async (request) => {
      await auth.verifyPhone(request.body.uuid, request.body.code);
      return { success: true as const };
    },
  );

  app.post(
    '/register/phone/reset/:uuid',
    {
      config: limited,
      schema: {
        tags: ['registration'],
        params: uuidParams,
        response: { 200: successAnswer, ...errors(400) },
      },
    },
    async (request) => {
      await auth.resetPhone(request.params.uuid);
      return { success: true as const };
    },
  );

  app.post(
    '/register/email/request-code',
    {
      config: limited,
      schema: {
        tags: ['registration'],
        body: emailCodeRequestBody,
        response: {
          200: codeSentAnswer,
          ...errors(400, 404, 409, 422, 429, 502),
        },
      },
    },
    async (request) => {
      const { code } = await auth.requestEmailCode(request.body.uuid, request.body.email);
      return { success: true as const, ...devCode(config, code) };
    },
  );

  app.post(
    '/register/email/verify',
    {
      config: limited,
      schema: {
        tags: ['registration'],
        body: registrationCodeBody,
        response: { 200: successAnswer, ...errors(400, 404, 422, 429) },
      },
    },
    async (request) => {
      await auth.verifyEmail(request.body.uuid, request.body.code);
      return { success: true as const };
    },
  );

  app.post(
    '/register/email/reset/:uuid',
    {
      config: limited,
      schema: {
        tags: ['registration'],
        params: uuidParams,
        response: { 200: successAnswer, ...errors(400) },
      },
    },
    async (request) => {
      await auth.resetEmail(request.params.uuid);
      return { success: true as const };
    },
  );

  app.post(
    '/register/finalize',
    {
      config: limited,
      schema: {
        tags: ['registration'],
        body: finalizeBody,
        response: { 200: authAnswer, ...errors(400, 404, 409, 422) },
      },
    },
    async (request) =>
      auth.finalize(
        request.body.uuid,
        request.body.password,
        request.body.password_repeat,
        originOf(request),
      ),
  );

  app.post(
    '/password/forgot',
    {
      config: limited,
      schema: {
        tags: ['password'],
        body: forgotBody,
        response: {
          200: forgotPasswordAnswer,
          ...errors(400, 429, 502),
        },
      },
    },
    async (request) => {
      const { channel, code } = await auth.forgotPassword(request.body.login);
      return { channel, ...devCode(config, code) };
    },
  );

  app.post(
    '/password/verify-code',
    {
      config: limited,
      schema: {
        tags: ['password'],
        body: verifyResetCodeBody,
        response: { 200: successAnswer, ...errors(400, 422, 429) },
      },
    },
    async (request) => {
      await auth.verifyResetCode(request.body.login, request.body.code);
      return { success: true as const };
    },
  );

  app.post(
    '/password/reset',
    {
      config: limited,
      schema: {
        tags: ['password'],
        body: resetPasswordBody,
        response: { 200: successAnswer, ...errors(400, 422, 429) },
      },
    },
    async (request) => {
      const b = request.body;
      await auth.resetPassword(b.login, b.code, b.password, b.password_confirmation);
      return { success: true as const };
    },
  );
};
