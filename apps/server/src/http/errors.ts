import { MSG } from '@podryad/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/faults';
import { StorageUnavailableError } from '../delivery/storage';

function addFieldError(fields: Record<string, string[]>, key: string, message: string) {
  const list = (fields[key] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** An error a caller should see: status plus Russian messages. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: string[],
    readonly fields?: Record<string, string[]>,
    /** Seconds until the call may succeed again: the `Retry-After` of a 429 or a 503. */
    readonly retryAfter?: number,
  ) {
    super(errors[0] ?? MSG.generic);
  }
}

export const badRequest = (...errors: string[]) => new AppError(400, errors);
export const unauthorized = (message: string = MSG.unauthorized) => new AppError(401, [message]);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, [message]);
export const notFound = (message: string = MSG.notFound) => new AppError(404, [message]);
export const conflict = (message: string) => new AppError(409, [message]);
export const unprocessable = (...errors: string[]) => new AppError(422, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, [message], undefined, Math.max(1, Math.ceil(retryAfterSeconds)));

export const errorBody = (errors: string[], fields?: Record<string, string[]>) => ({
  errors,
  message: errors[0] ?? MSG.generic,
  ...(fields ? { fields } : {}),
});

/**
 * How long a caller is told to wait after a 503 (`Retry-After`): a restarted database is back
 * within a minute, and a sooner retry by every client at once would only add to its load.
 */
export const UNAVAILABLE_RETRY_AFTER_S = 30;

/** A part the call needs (the database, the file store) did not serve it; nothing was done. */
export const unavailable = () =>
  new AppError(503, [MSG.unavailable], undefined, UNAVAILABLE_RETRY_AFTER_S);

/**
 * One error handler: known errors become `{ errors, message }`; a database or a file store that did
 * not serve the call a 503 with `Retry-After` (nothing of it was kept); anything else is a logged
 * 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.statusCode).send(errorBody(error.errors, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        addFieldError(fields, key, issue.message ?? MSG.invalidValue);
      }
      const errors = [...new Set(Object.values(fields).flat())];
      return reply.status(400).send(errorBody(errors, fields));
    }
    if (error instanceof StorageUnavailableError || isDatabaseUnavailable(error)) {
      const part = error instanceof StorageUnavailableError ? 'file store' : 'database';
      request.log.warn({ err: error }, `${part} unavailable`);
      const answer = unavailable();
      reply.header('retry-after', String(answer.retryAfter));
      return reply.status(503).send(errorBody(answer.errors));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorBody([MSG.requestTooLarge]));
    if (status === 429) return reply.status(429).send(errorBody([MSG.tooManyRequests]));
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type): the caller's fault, say so in Russian.
      return reply.status(status).send(errorBody([MSG.badRequest]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody([MSG.server]));
  });
}

/** Validates with a schema chosen at run time (e.g. by the caller's type); 400 with fields on failure. */
export function parseOr400<T>(
  schema: {
    safeParse: (
      data: unknown,
    ) =>
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  data: unknown,
): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    addFieldError(fields, key, issue.message);
  }
  throw new AppError(400, [...new Set(Object.values(fields).flat())], fields);
}
