import {
  CONSENT_DOCUMENTS,
  giveConsentBody,
  legalDocumentsAnswer,
  userConsentsAnswer,
} from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authenticate, caller } from '../../http/auth';
import { bearer, errors } from '../../http/schemas';
import { originOf } from '../../http/origin';

const documentParams = z.object({ document: z.enum(CONSENT_DOCUMENTS) });

/** The public list of legal documents, and the caller's own consents: read, give, withdraw. */
export const consentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  const { consents } = services;
  const tags = ['consents'];

  app.get(
    '/legal/documents',
    {
      schema: {
        tags,
        summary: 'Юридические документы: текущие редакции и названия',
        response: { 200: legalDocumentsAnswer },
      },
    },
    async () => consents.documents(),
  );

  const onRequest = authenticate(db);

  app.get(
    '/user/consents',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Мои согласия: какая редакция принята, когда, отозвано ли, что нужно принять',
        security: bearer,
        response: { 200: userConsentsAnswer, ...errors(401) },
      },
    },
    async (request) => consents.states(caller(request).id),
  );

  app.post(
    '/user/consents',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Дать согласие с текущей редакцией документа',
        security: bearer,
        body: giveConsentBody,
        response: { 200: userConsentsAnswer, ...errors(400, 401, 422) },
      },
    },
    async (request) => consents.give(caller(request).id, request.body, originOf(request)),
  );

  app.delete(
    '/user/consents/:document',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Отозвать согласие на распространение: контакты скрываются от других пользователей',
        security: bearer,
        params: documentParams,
        response: { 200: userConsentsAnswer, ...errors(400, 401, 409) },
      },
    },
    async (request) => consents.withdraw(caller(request).id, request.params.document),
  );
};
