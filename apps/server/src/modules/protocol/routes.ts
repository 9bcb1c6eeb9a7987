import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { attachment } from '../../http/attachment';
import { authenticate, caller, requireType } from '../../http/auth';
import { bearer, errors, idParams } from '../../http/schemas';
import { protocolData } from './data';
import { protocolPdf } from './pdf';

/** The selection protocol of an ended tender, for its client and each of its participants. */
export const protocolRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', authenticate(db));

  app.get(
    '/tenders/:id/protocol.pdf',
    {
      onRequest: requireType('client', 'contractor'),
      schema: {
        tags: ['trail'],
        summary:
          'Протокол подведения итогов (PDF): заказчику со всеми компаниями, участнику — с остальными как «Участник N»',
        security: bearer,
        params: idParams,
        produces: ['application/pdf'],
        response: {
          200: z.unknown().describe('Файл PDF как вложение'),
          ...errors(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const data = await protocolData(db, caller(request), request.params.id);
      const pdf = await protocolPdf(data, new Date());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(`Протокол — ${data.tenderName}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
