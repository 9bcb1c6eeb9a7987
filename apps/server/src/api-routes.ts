import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { healthRoutes } from './modules/health/routes';
import { authRoutes } from './modules/auth/routes';
import { sessionRoutes } from './modules/auth/session-routes';
import { consentRoutes } from './modules/consents/routes';
import { profileRoutes } from './modules/profile/routes';
import { accountDeletionRoutes } from './modules/account-deletion/routes';
import { projectRoutes } from './modules/projects/routes';
import { geoRoutes } from './modules/geo/routes';
import { tenderRoutes } from './modules/tenders/routes';
import { requestRoutes } from './modules/requests/routes';
import { dealRoutes } from './modules/deals/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { comparisonRoutes } from './modules/requests/comparison-routes';
import { contractorRoutes } from './modules/contractors/routes';
import { sroRoutes } from './modules/sro/routes';
import { buyerRoutes } from './modules/buyer/routes';
import { ownCardRoutes } from './modules/contractors/own-card-routes';
import { invitationScopeRoutes } from './modules/invitation-scope/routes';
import { caseRoutes } from './modules/cases/routes';
import { clarificationRoutes } from './modules/clarifications/routes';
import { trailRoutes } from './modules/trail/routes';
import { protocolRoutes } from './modules/protocol/routes';
import { dataExportFileRoutes, dataExportRoutes } from './modules/data-export/routes';
import {
  mailBounceRoutes,
  notificationRoutes,
  unsubscribeRoutes,
} from './modules/notifications/routes';

/**
 * Every module's routes under /api, in one list: the app (app.ts) registers them inside its /api
 * scope, after the scope's compression of JSON answers.
 */
export async function registerApiRoutes(api: FastifyInstance, context: AppContext) {
  await api.register(healthRoutes, context);
  await api.register(authRoutes, context);
  await api.register(sessionRoutes, context);
  await api.register(consentRoutes, context);
  await api.register(profileRoutes, context);
  await api.register(accountDeletionRoutes, context);
  await api.register(projectRoutes, context);
  await api.register(geoRoutes, context);
  await api.register(tenderRoutes, context);
  await api.register(requestRoutes, context);
  await api.register(dealRoutes, context);
  await api.register(reviewRoutes, context);
  await api.register(comparisonRoutes, context);
  await api.register(notificationRoutes, context);
  await api.register(unsubscribeRoutes, context);
  await api.register(mailBounceRoutes, context);
  await api.register(contractorRoutes, context);
  await api.register(sroRoutes, context);
  await api.register(buyerRoutes, context);
  await api.register(ownCardRoutes, context);
  await api.register(invitationScopeRoutes, context);
  await api.register(caseRoutes, context);
  await api.register(clarificationRoutes, context);
  await api.register(trailRoutes, context);
  await api.register(protocolRoutes, context);
  await api.register(dataExportRoutes, context);
  await api.register(dataExportFileRoutes, context);
}
