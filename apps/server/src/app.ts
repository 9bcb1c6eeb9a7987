import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply, type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MSG } from '@podryad/domain';
import { z } from 'zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/connect';
import { LogMailSender, SmtpMailSender, type MailSender } from './delivery/mail';
import { HttpSmsSender, LogSmsSender, type SmsSender } from './delivery/sms';
import { createStorage } from './delivery/create-storage';
import { IMAGES_URL_PREFIX, LocalStorage } from './delivery/storage';
import { compressApiJson } from './http/compress';
import { registerApiRoutes } from './api-routes';
import { errorBody, registerErrorHandler } from './http/errors';
import { databaseRateLimitStore } from './http/rate-limit';
import { declareCommonAnswers } from './http/schemas';
import { refuseUnstorableText } from './http/storable-text';
import { WEB_ASSETS_PREFIX, inlineScriptSources, serveWebApp } from './http/web-app';
import { timersPlugin } from './plugins/timers';
import { CodeService } from './modules/auth/codes';
import { OwnSessionService } from './modules/auth/own-sessions';
import { AuthService } from './modules/auth/service';
import { ConsentService } from './modules/consents/service';
import { AccountDeletionService } from './modules/account-deletion/service';
import { caseFileReferences } from './modules/cases/file-references';
import { ClarificationService } from './modules/clarifications/service';
import { TrailService } from './modules/trail/service';
import { CaseService } from './modules/cases/service';
import type { FileReference } from './modules/files/references';
import { FileService } from './modules/files/service';
import type { GeoProvider } from './modules/geo/providers';
import { GeoService } from './modules/geo/service';
import { AccountService } from './modules/profile/account-service';
import { profileCompanyReferences } from './modules/profile/company-references';
import { profileFileReferences } from './modules/profile/file-references';
import { ProfileService } from './modules/profile/service';
import { projectFileReferences } from './modules/projects/file-references';
import { ProjectService } from './modules/projects/service';
import { BuyerService } from './modules/buyer/service';
import { SroService } from './modules/sro/service';
import { InvitationScopeService } from './modules/invitation-scope/service';
import { ContractorService } from './modules/contractors/service';
import { documentRoutes, imageRoutes } from './modules/files/routes';
import { NoticeDelivery } from './modules/notifications/delivery';
import { NoticeSettingsService } from './modules/notifications/settings';
import { type PushSender, WebPushSender } from './delivery/push';
import { LiveNotices } from './modules/notifications/live';
import { NotificationService } from './modules/notifications/service';
import { requestFileReferences } from './modules/requests/file-references';
import { dealFileReferences } from './modules/deals/file-references';
import { DealService } from './modules/deals/service';
import { ReviewService } from './modules/reviews/service';
import { RequestService } from './modules/requests/service';
import { tenderFileReferences } from './modules/tenders/file-references';
import { ComparisonService } from './modules/requests/comparison';
import { TenderService } from './modules/tenders/service';
import { DadataProvider } from './modules/registry/dadata';
import type { RegistryProvider } from './modules/registry/provider';
import type { CompanyReference } from './modules/registry/queue';
import { CompanyChecks } from './modules/registry/worker';
import { DataExportService } from './modules/data-export/service';
import { DataExportWorker } from './modules/data-export/worker';

z.config(z.locales.ru());

/** Every module's rows that may refer to an upload: the file store keeps what any of them uses. */
export const FILE_REFERENCES: readonly FileReference[] = [
  ...profileFileReferences,
  ...projectFileReferences,
  ...tenderFileReferences,
  ...requestFileReferences,
  ...dealFileReferences,
  ...caseFileReferences,
];

/** Every module's rows that name a company by INN: the register's checks are kept for them. */
export const COMPANY_REFERENCES: readonly CompanyReference[] = [...profileCompanyReferences];

/** How long a server holds the register checks it claimed: longer than a batch of slow calls. */
const COMPANY_CHECK_LEASE_MS = 120_000;

export type AppDeps = {
  config: Config;
  database: Database;
  /** Tests pass their own senders; otherwise chosen by configuration. */
  mail?: MailSender;
  sms?: SmsSender;
  push?: PushSender;
  /**
   * Whether this server sends the outbox's letters and pushes on a timer (on by default); tests
   * turn it off and call `noticeDelivery.drain()` themselves.
   */
  deliverNotices?: boolean;
  /**
   * Whether this server checks companies in the register on a timer (on by default); tests turn
   * it off and call `companyChecks.drain()` themselves.
   */
  checkCompanies?: boolean;
  /**
   * Whether this server builds the data archives on a timer (on by default); tests turn it off and
   * call `dataExports.drain()` themselves.
   */
  buildExports?: boolean;
  /** Tests pass a register provider of their own (null: none); otherwise DaData when keyed. */
  registryProvider?: RegistryProvider | null;
  /** Tests pass a geocoder of their own (e.g. one that fails); otherwise chosen by configuration. */
  geoProvider?: GeoProvider;
  logger?: FastifyServerOptions['logger'];
  /** Where the configured logger writes (tests read it); standard output otherwise. */
  logStream?: { write(line: string): void };
  now?: () => Date;
  /** Sees every route as it is registered (the authorization test walks the real list). */
  onRoute?: (route: RouteOptions) => void;
  /** How often open notice streams get a keep-alive comment (tests shorten it). */
  liveHeartbeatMs?: number;
};

/** Never log secrets: tokens, passwords, codes. */
const redact = ['req.headers.authorization', 'mail.text', 'sms.text', '*.password', '*.code'];

/** The whole application without listen(): tests drive it with inject(). */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: config.showCodes ? ['req.headers.authorization'] : redact,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A request that reaches a stopping server on a connection it had already taken is served like
    // any other (the database is closed only after the last one), never refused with a bare 503.
    return503OnClosing: false,
    // A URL the router cannot read (a malformed escape, a path parameter over 100 characters) is
    // bad input like any other: 400 in our envelope, not Fastify's own answer (414 for the length).
    frameworkErrors: (error, _request, reply: FastifyReply) =>
      error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? reply.status(400).send(errorBody([MSG.badRequest]))
        : reply.send(error),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorate('readiness', { stopping: false });
  app.addHook('preClose', async () => {
    app.readiness.stopping = true;
  });
  app.decorate('sessionLimits', { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs });
  registerErrorHandler(app);
  refuseUnstorableText(app);
  app.addHook('onRoute', declareCommonAnswers);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  const mail =
    deps.mail ??
    (config.smtpUrl
      ? new SmtpMailSender(config.smtpUrl, config.mailFrom)
      : new LogMailSender(app.log));
  const sms =
    deps.sms ??
    (config.smsGatewayUrl
      ? new HttpSmsSender(config.smsGatewayUrl, config.smsGatewayKey, config.smsSender)
      : new LogSmsSender(app.log));
  const db = database.db;
  const codes = new CodeService(db, mail, sms, app.log, config.smsDailyBudget, deps.now);
  const storage = await createStorage(config);
  await storage.init();
  app.decorate('storage', storage);
  const files = new FileService(db, storage, config, FILE_REFERENCES);
  const notifications = new NotificationService(db, database.run);
  const live = new LiveNotices({
    database,
    heartbeatMs: deps.liveHeartbeatMs,
    log: (err) => app.log.error(err),
  });
  await live.start();
  // Before the server waits for its connections to end: an open stream never would.
  app.addHook('preClose', async () => live.stop());
  const push = deps.push ?? (config.vapid ? new WebPushSender(config.vapid) : null);
  const noticeDelivery = new NoticeDelivery({
    db,
    mail,
    push,
    publicUrl: config.publicUrl,
    linkSecret: config.linkSecret,
    leaseMs: config.noticeLeaseMs,
    log: app.log,
  });
  app.decorate('noticeDelivery', noticeDelivery);
  if (deps.deliverNotices !== false) app.addHook('onReady', async () => noticeDelivery.start());
  app.addHook('preClose', async () => noticeDelivery.stop());
  const { registry } = config;
  const companyChecks = new CompanyChecks({
    db,
    provider:
      deps.registryProvider !== undefined
        ? deps.registryProvider
        : registry.apiKey
          ? new DadataProvider(registry.url, registry.apiKey, registry.timeoutMs)
          : null,
    limits: { perDay: registry.perDay, perWindow: registry.perSecond, windowMs: 1000 },
    leaseMs: COMPANY_CHECK_LEASE_MS,
    log: app.log,
    now: deps.now,
  });
  app.decorate('companyChecks', companyChecks);
  const dataExports = new DataExportWorker({
    db,
    run: database.run,
    storage,
    log: app.log,
    now: deps.now,
  });
  app.decorate('dataExports', dataExports);
  const context: AppContext = {
    config,
    db,
    services: {
      codes,
      auth: new AuthService(db, codes, deps.now),
      consents: new ConsentService(db, deps.now),
      profile: new ProfileService(db),
      account: new AccountService(db, codes, files, deps.now),
      accountDeletion: new AccountDeletionService(db, codes, deps.now),
      files,
      projects: new ProjectService(db, files),
      geo: new GeoService(config, app.log, deps.geoProvider, deps.now),
      tenders: new TenderService(db, database.run, files, config.rebidMinMinutes),
      comparison: new ComparisonService(database.run),
      requests: new RequestService(db, database.run, files),
      deals: new DealService(db, database.run, files),
      reviews: new ReviewService(db, database.run),
      notifications,
      live,
      noticeSettings: new NoticeSettingsService(
        db,
        config.vapid?.publicKey ?? null,
        config.linkSecret,
      ),
      contractors: new ContractorService(db, database.run),
      cases: new CaseService(db, files),
      clarifications: new ClarificationService(db, database.run),
      trail: new TrailService(db, database.run),
      sro: new SroService(db),
      buyer: new BuyerService(db),
      invitationScope: new InvitationScopeService(db),
      ownSessions: new OwnSessionService(db, {
        idleMs: config.sessionIdleMs,
        maxMs: config.sessionMaxMs,
      }),
      dataExport: new DataExportService(db, storage, config.linkSecret, deps.now),
    },
  };

  await app.register(helmet, {
    // The SPA loads only its own scripts (and the inline ones of its index.html, by their hash);
    // map tiles and images may come from other hosts. The app is often reached over plain HTTP
    // (localhost, a LAN address), so requests are not upgraded.
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // Pictures chosen in the page live as blob: URLs the page may read back (the avatar modal).
        'connect-src': ["'self'", 'blob:'],
        'script-src': ["'self'", ...inlineScriptSources(config.webDist)],
        // The installable app: its service worker (/sw.js) and web app manifest, from this origin.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    // Browsers keep HTTPS-only for a year once production told them so; elsewhere (plain HTTP on
    // localhost or a LAN address) the header would only confuse.
    hsts: config.production ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
  });
  // Same-origin unless other sites are named: the web app is served from the API's own origin.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, maxAge: 600 });
  }
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      ...errorBody([MSG.tooManyRequests]),
    }),
  });
  await app.register(multipart, {
    // One file per upload call; its size is checked while it streams in.
    limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 1, fields: 10, parts: 12 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Подряд API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await compressApiJson(api);
      await registerApiRoutes(api, context);
    },
    { prefix: '/api' },
  );

  // Uploaded images: public by their unguessable names, never changed once written. On this disk
  // a static file server sends them; from a bucket they stream through the app.
  if (storage instanceof LocalStorage) {
    await app.register(fastifyStatic, {
      root: storage.imagesDir,
      prefix: IMAGES_URL_PREFIX,
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  } else {
    await app.register(imageRoutes, context);
  }

  await app.register(documentRoutes, context);

  await app.register(timersPlugin, {
    db,
    run: database.run,
    files,
    storage,
    companies: COMPANY_REFERENCES,
    companyChecks: deps.checkCompanies === false ? undefined : companyChecks,
    dataExports,
    buildExports: deps.buildExports !== false,
    now: deps.now,
  });
  app.addHook('onClose', async () => storage.close());

  const spa = await serveWebApp(app, config.webDist);
  // The SPA owns every other GET path; unknown /api paths stay JSON 404s, and so do assets of an
  // older build (a page opened before a release gets a failed import, not index.html as a script).
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (
      spa &&
      request.method === 'GET' &&
      !url.startsWith('/api') &&
      !url.startsWith(WEB_ASSETS_PREFIX)
    ) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(errorBody([MSG.notFound]));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
