import {
  createProjectBody,
  pathAnswer,
  projectAnswer,
  projectCreatedAnswer,
  projectListAnswer,
  projectListQuery,
  projectStatusBody,
  updateProjectBody,
} from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, caller, requireType } from '../../http/auth';
import { multipartFile } from '../../http/multipart';
import { bearer, errors, idParams } from '../../http/schemas';

/** Client projects: clients only, each sees and changes only its own. */
export const projectRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  const { projects, files } = services;
  app.addHook('onRequest', authenticate(db));
  app.addHook('onRequest', requireType('client'));
  const tags = ['projects'];

  app.get(
    '/projects',
    {
      schema: {
        tags,
        summary: 'Проекты заказчика: страница, поиск и фильтры, новые первыми',
        security: bearer,
        querystring: projectListQuery,
        response: { 200: projectListAnswer, ...errors(401, 403) },
      },
    },
    async (request) => projects.list(caller(request).id, request.query),
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags,
        security: bearer,
        params: idParams,
        response: { 200: projectAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ project: await projects.get(caller(request).id, request.params.id) }),
  );

  app.post(
    '/projects',
    {
      schema: {
        tags,
        summary: 'Создание проекта',
        security: bearer,
        body: createProjectBody,
        response: {
          200: projectCreatedAnswer,
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const project = await projects.create(caller(request).id, request.body);
      return { id: project.id, project };
    },
  );

  app.patch(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'Изменение проекта; пустой cover_path удаляет обложку',
        security: bearer,
        params: idParams,
        body: updateProjectBody,
        response: { 200: projectAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      project: await projects.update(caller(request).id, request.params.id, request.body),
    }),
  );

  app.patch(
    '/projects/:id/status',
    {
      schema: {
        tags,
        summary: 'Смена статуса проекта',
        security: bearer,
        params: idParams,
        body: projectStatusBody,
        response: { 200: projectAnswer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      project: await projects.setStatus(caller(request).id, request.params.id, request.body.status),
    }),
  );

  app.post(
    '/projects/uploadCover/cover',
    {
      schema: {
        tags,
        summary: 'Загрузка обложки проекта (multipart, поле file)',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 200: pathAnswer, ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request) =>
      files.storeImage(() => multipartFile(request), caller(request).id, 'project_cover'),
  );
};
