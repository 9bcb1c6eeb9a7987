import {
  MSG_CABINET,
  avatarBody,
  changePasswordBody,
  codeSentAnswer,
  confirmCodeBody,
  createProfileBody,
  emailChangeRequestBody,
  emailChangeVerifyBody,
  messageAnswer,
  pathAnswer,
  phoneChangeRequestBody,
  phoneChangeVerifyBody,
  phoneConfirmBody,
  tenderSettingsBody,
  updateProfileBody,
  userAnswer,
} from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { multipartFile } from '../../http/multipart';
import { perUserLimit } from '../../http/rate-limit';
import { bearer, bodyCheckedInHandler, devCode, errors } from '../../http/schemas';
import type { Contact } from './account-service';

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, services, config },
) => {
  const { profile, account, files } = services;
  app.addHook('onRequest', authenticate(db));

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
        body: updateProfileBody,
        response: { 200: userAnswer, ...errors(400, 401, 409) },
      },
      // Which form applies depends on the caller's type: the service validates it.
      validatorCompiler: bodyCheckedInHandler(),
    },
    async (request) => {
      const { id, type } = caller(request);
      return { user: await profile.update(id, type, request.body as unknown) };
    },
  );

  app.patch(
    '/user/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Аватар: путь из /user/upload/avatar или null',
        security: bearer,
        body: avatarBody,
        response: { 200: userAnswer, ...errors(400, 401, 409) },
      },
    },
    async (request) => {
      const { id, type } = caller(request);
      return { user: await account.setAvatar(id, type, request.body.avatar) };
    },
  );

  app.patch(
    '/user/profile/tender-settings',
    {
      onRequest: requireType('contractor'),
      schema: {
        tags: ['profile'],
        summary: 'Настройки участия в тендерах: регион, доступность, один тип работ',
        security: bearer,
        body: tenderSettingsBody,
        response: { 200: userAnswer, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      user: await profile.updateTenderSettings(caller(request).id, request.body),
    }),
  );

  app.post(
    '/user/upload/avatar',
    {
      // Only a user with a profile has an avatar to show; the rest have no use for storage.
      onRequest: requireType('client', 'contractor'),
      schema: {
        tags: ['profile'],
        summary: 'Загрузка аватара (multipart, поле file)',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 200: pathAnswer, ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request) => files.storeImage(() => multipartFile(request), caller(request).id, 'avatar'),
  );

  app.post(
    '/user/password',
    {
      // Each call hashes with argon2: a few per user, not a loop.
      onRequest: perUserLimit(db, 'password-change', 10, 15 * 60_000),
      schema: {
        tags: ['profile'],
        summary: 'Смена пароля; остальные сеансы завершаются',
        security: bearer,
        body: changePasswordBody,
        response: { 200: messageAnswer, ...errors(400, 401, 422, 429) },
      },
    },
    async (request) => {
      const { id, sessionId } = caller(request);
      await account.changePassword(id, sessionId, request.body);
      return { message: MSG_CABINET.passwordChanged };
    },
  );

  // Phone and e-mail change: confirm the current one, then verify the new one.
  const contactRoutes = (kind: Contact) => {
    const tags = ['profile'];
    app.post(
      `/user/${kind}/confirm/request`,
      {
        schema: {
          tags,
          summary: kind === 'phone' ? 'Код на текущий номер' : 'Код на текущую почту',
          security: bearer,
          response: { 200: codeSentAnswer, ...errors(401, 429, 502) },
        },
      },
      async (request) => {
        const code = await account.requestConfirmation(caller(request).id, kind);
        return { success: true as const, ...devCode(config, code) };
      },
    );
    app.post(
      `/user/${kind}/confirm`,
      {
        schema: {
          tags,
          security: bearer,
          body: kind === 'phone' ? phoneConfirmBody : confirmCodeBody,
          response: { 200: messageAnswer, ...errors(400, 401, 422, 429) },
        },
      },
      async (request) => {
        await account.confirm(caller(request).id, kind, request.body.code);
        return {
          message: kind === 'phone' ? MSG_CABINET.phoneConfirmed : MSG_CABINET.emailConfirmed,
        };
      },
    );
  };
  contactRoutes('phone');
  contactRoutes('email');

  app.post(
    '/user/phone/change/request',
    {
      schema: {
        tags: ['profile'],
        summary: 'Код на новый номер (после подтверждения текущего)',
        security: bearer,
        body: phoneChangeRequestBody,
        response: {
          200: codeSentAnswer,
          ...errors(400, 401, 403, 409, 422, 429, 502),
        },
      },
    },
    async (request) => {
      const code = await account.requestChange(caller(request).id, 'phone', request.body.new_phone);
      return { success: true as const, ...devCode(config, code) };
    },
  );
  app.post(
    '/user/phone/change/verify',
    {
      schema: {
        tags: ['profile'],
        security: bearer,
        body: phoneChangeVerifyBody,
        response: { 200: userAnswer, ...errors(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      const { new_phone, code } = request.body;
      const { id, sessionId } = caller(request);
      return { user: await account.verifyChange(id, sessionId, 'phone', new_phone, code) };
    },
  );
  app.post(
    '/user/email/change/request',
    {
      schema: {
        tags: ['profile'],
        summary: 'Код на новую почту (после подтверждения текущей)',
        security: bearer,
        body: emailChangeRequestBody,
        response: {
          200: codeSentAnswer,
          ...errors(400, 401, 403, 409, 422, 429, 502),
        },
      },
    },
    async (request) => {
      const code = await account.requestChange(caller(request).id, 'email', request.body.new_email);
      return { success: true as const, ...devCode(config, code) };
    },
  );
  app.post(
    '/user/email/change/verify',
    {
      schema: {
        tags: ['profile'],
        security: bearer,
        body: emailChangeVerifyBody,
        response: { 200: userAnswer, ...errors(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      const { new_email, code } = request.body;
      const { id, sessionId } = caller(request);
      return { user: await account.verifyChange(id, sessionId, 'email', new_email, code) };
    },
  );
};
