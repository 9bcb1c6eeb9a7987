import { MSG_CABINET, geoReverseAnswer, geoSearchAnswer } from '@podryad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/auth';
import { perUserLimit } from '../../http/rate-limit';
import { bearer, errors } from '../../http/schemas';

/** Geocoding for the maps (our own calls: keys stay on the server, answers are cached). */
export const geoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, services }) => {
  app.addHook('onRequest', authenticate(db));
  // A geocoder may be a paid key: one user's typing must not spend it (answers are cached too).
  app.addHook('onRequest', perUserLimit(db, 'geo', 120, 60_000));

  app.get(
    '/geo/search',
    {
      schema: {
        tags: ['geo'],
        summary: 'Адрес -> координаты',
        security: bearer,
        querystring: z.object({
          q: z
            .string({ error: MSG_CABINET.geoQuery })
            .trim()
            .min(1, { error: MSG_CABINET.geoQuery })
            .max(300),
        }),
        response: { 200: geoSearchAnswer, ...errors(400, 401, 429) },
      },
    },
    async (request) => ({ results: await services.geo.search(request.query.q) }),
  );

  app.get(
    '/geo/reverse',
    {
      schema: {
        tags: ['geo'],
        summary: 'Координаты -> адрес',
        security: bearer,
        querystring: z.object({
          lat: z.coerce.number({ error: MSG_CABINET.coordinates }).min(-90).max(90),
          lon: z.coerce.number({ error: MSG_CABINET.coordinates }).min(-180).max(180),
        }),
        response: { 200: geoReverseAnswer, ...errors(400, 401, 429) },
      },
    },
    async (request) => ({
      result: await services.geo.reverse(request.query.lat, request.query.lon),
    }),
  );
};
