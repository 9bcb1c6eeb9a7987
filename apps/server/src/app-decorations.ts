import type { Storage } from './delivery/storage';
import type { NoticeDelivery } from './modules/notifications/delivery';
import type { CompanyChecks } from './modules/registry/worker';
import type { DataExportWorker } from './modules/data-export/worker';

/** What buildApp (app.ts) decorates the Fastify instance with. */
declare module 'fastify' {
  interface FastifyInstance {
    /** The file store the app was built with (the demo data is saved into it too). */
    storage: Storage;
    /** The outbox's worker of this server (tests drain it by hand). */
    noticeDelivery: NoticeDelivery;
    /** The register checks' worker of this server (tests run it by hand). */
    companyChecks: CompanyChecks;
    /** The data archives' worker of this server (tests run it by hand). */
    dataExports: DataExportWorker;
    /** Set when a stop begins: the readiness check answers 503 from then on. */
    readiness: { stopping: boolean };
  }
}
