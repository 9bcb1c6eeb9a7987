import { MSG, unstorableTextPaths } from '@podryad/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * PostgreSQL cannot store a NUL character or half a surrogate pair, and would answer such text with
 * an error. One check before every route's own validation refuses it as bad input instead: a 400
 * naming each field, for the JSON body, the query string and the path alike.
 */
export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields: Record<string, string[]> = {};
    for (const part of [request.params, request.query, request.body]) {
      for (const path of unstorableTextPaths(part)) fields[path] = [MSG.unstorableText];
    }
    if (Object.keys(fields).length > 0) throw new AppError(400, [MSG.unstorableText], fields);
  });
}
