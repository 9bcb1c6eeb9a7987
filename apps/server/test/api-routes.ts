import type { App } from '../src/app';

/*
 * The routes as the server's own OpenAPI document lists them, and a way to call each as the kinds
 * of caller: tests that walk every route (storable-text, fuzz) cover a new route the day it is added.
 */

/** The parts of a JSON schema (as fastify-type-provider-zod publishes it) the walks read. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
};
export type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};
export type Route = { method: string; path: string; operation: Operation };

/**
 * Routes that answer with a stream that never ends (Server-Sent Events): `inject` would wait for
 * them forever, so the walks leave them out and live-notices.test.ts calls them over HTTP.
 */
export const STREAM_ROUTES = ['GET /api/user/notifications/stream'];

/**
 * Every route of the OpenAPI document but the streams, e.g.
 * `{ method: 'PATCH', path: '/api/tenders/{id}' }`.
 */
export function apiRoutes(app: App): Route[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
      })),
    )
    .filter((route) => !STREAM_ROUTES.includes(`${route.method} ${route.path}`));
}

/** The schema of a route's JSON body, if it takes one. */
export const jsonBodySchema = (operation: Operation) =>
  operation.requestBody?.content?.['application/json']?.schema;

/** A concrete URL for a templated path: ids 1, other path parameters a plain word. */
export const concrete = (path: string) =>
  path.replace(/\{id\}|\{[a-zA-Z]*Id\}/g, '1').replace(/\{(\w+)\}/g, 'x');

export type Answer = { status: number; body: Record<string, unknown>; text: string };

export type Call = { method: string; url: string; payload?: string; contentType?: string };

/**
 * Sends the call as each caller in turn (a token, or undefined for anonymous), beginning with the
 * one at `start`, until one gets past the role checks (an answer other than 401 and 403). Every
 * answer is handed to `check`; the last one is returned. A body that is not JSON reads as `{}`.
 */
export async function sendPastRoleChecks(
  app: App,
  tokens: (string | undefined)[],
  { method, url, payload, contentType = 'application/json' }: Call,
  { start = 0, check }: { start?: number; check?: (answer: Answer) => void } = {},
): Promise<Answer> {
  let last: Answer | undefined;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[(start + i) % tokens.length];
    const res = await app.inject({
      method: method as 'GET',
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: {
        ...(payload === undefined ? {} : { 'content-type': contentType }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    let body: Record<string, unknown> = {};
    try {
      body = res.json();
    } catch {
      // Not JSON: `check` sees the text.
    }
    last = { status: res.statusCode, body, text: res.body };
    check?.(last);
    if (res.statusCode !== 401 && res.statusCode !== 403) return last;
  }
  return last!;
}
