import { ID_MAX } from '@podryad/domain';
import type { FastifyReply, FastifySchemaCompiler, RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The error envelope of every 4xx/5xx answer. */
export const errorSchema = z.object({
  errors: z.array(z.string()),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});

/** A numeric id in the path; anything else is a 400, never a database error. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });

/** With SHOW_CODES (development only) the code rides along in the answer; never in production. */
export const devCode = (config: { showCodes: boolean }, code: string) =>
  config.showCodes ? { code } : {};

export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorSchema]));

export const bearer = [{ bearerAuth: [] }];

/**
 * Answers every route may give besides its own, declared once when the route is added: 400 (text
 * the database cannot store, in any query or path), 413 and 415 where a body is sent (size limit,
 * content type), 429 where a rate limit applies (the anonymous calls' per address, every upload's
 * per user), 503 (the database or the file store did not serve the call: `Retry-After` says when
 * to try again; nothing of the call was done). Skips the routes that publish no schema (static
 * files, the API docs), 403 on every call with a bearer token (a closed account's).
 */
export function declareCommonAnswers(route: RouteOptions) {
  if (!route.schema || route.schema.hide) return;
  const response = (route.schema.response ??= {}) as Record<number, unknown>;
  const add = (status: number) => (response[status] ??= errorSchema);
  add(400);
  add(503);
  // A closed account's token is refused on every call but the deletion's own (http/auth.ts).
  if ((route.schema.security as unknown[] | undefined)?.length) add(403);
  if ([route.method].flat().some((m) => ['POST', 'PUT', 'PATCH'].includes(m))) {
    add(413);
    add(415);
  }
  const upload = (route.schema.consumes as string[] | undefined)?.includes('multipart/form-data');
  if (upload || (route.config as { rateLimit?: unknown } | undefined)?.rateLimit) add(429);
}

// Fastify types a route's compiler by the route's whole schema object, but calls it with the zod
// schema of one part: hence the casts.
type PartCompiler = FastifySchemaCompiler<z.ZodType>;

/**
 * A body that takes one of several forms (PATCH /tenders/{id}): the route's `body` is the union,
 * which OpenAPI shows; the body is validated with the one form `formOf` picks, so the errors name
 * that form's fields instead of a vague "matches none of them".
 */
export function bodyByForm<S>(formOf: (body: unknown) => z.ZodType): FastifySchemaCompiler<S> {
  const compile: PartCompiler = (route) =>
    route.httpPart === 'body'
      ? (data) => validatorCompiler({ ...route, schema: formOf(data) })(data)
      : validatorCompiler(route);
  return compile as unknown as FastifySchemaCompiler<S>;
}

/**
 * A body whose form depends on the caller (PUT /user/profile: a client's or a contractor's): the
 * route's `body` is the union, which OpenAPI shows; the handler validates with the caller's form
 * (`parseOr400`), and must treat `request.body` as unknown until then.
 */
export function bodyCheckedInHandler<S>(): FastifySchemaCompiler<S> {
  const compile: PartCompiler = (route) =>
    route.httpPart === 'body' ? (data) => ({ value: data }) : validatorCompiler(route);
  return compile as unknown as FastifySchemaCompiler<S>;
}

/**
 * Sends JSON that is already text (a list's answer built by PostgreSQL) as it is: Fastify
 * serializes only what is not a string, so the route's answer schema documents it but does not
 * re-check it (the list tests parse these answers with the domain's schemas instead).
 */
export const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);
