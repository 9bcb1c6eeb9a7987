import path from 'node:path';
import { z } from 'zod';
import { REBID_MIN_HOURS } from '@podryad/domain';

const DAY_MS = 24 * 3600 * 1000;

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Load the demo data into an empty database: only when asked for (`npm start` asks). */
  SEED_DEMO: bool.default(false),
  /**
   * Codes in the answers of the calls that send them, and in the log senders' lines: a development
   * aid, never allowed in production.
   */
  SHOW_CODES: bool.default(false),
  LOG_LEVEL: z.string().default('info'),
  /** Requests per minute from one address to each anonymous auth call. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /**
   * The reverse proxies whose X-Forwarded-For names the client: addresses or CIDR ranges,
   * comma-separated. Unset, the address is the connection's own: a header any caller writes must
   * not choose the address the limits count by.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, 'addresses or CIDR ranges, comma-separated')
    .refine((v) => !['true', 'false'].includes(v), 'name the proxies, not true or false')
    .optional(),
  /** Other sites' origins allowed to call the API from a browser, comma-separated; none by default. */
  CORS_ORIGINS: z.string().optional(),
  /** The API's documentation page (/api/docs): on outside production, off in it unless asked for. */
  API_DOCS: bool.optional(),
  /** A session unused this many days ends; and this many days after sign-in in any case. */
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(14),
  /**
   * How far ahead a переторжка round's deadline must be, in minutes: the rule's two hours unless a
   * test's server shortens it so that a journey can wait a round out; never in production.
   */
  REBID_MIN_MINUTES: z.coerce.number().int().positive().optional(),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(60),
  /** Built web app to serve; absent folder means API only. */
  WEB_DIST: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Подряд <no-reply@podryad.ru>'),
  /**
   * Where users reach the web app (https://podryad.ru): letters and pushes link to its screens.
   * Required in production; outside it, this server's own address.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /**
   * Signs the links that work without signing in (a letter's unsubscribe): at least 32
   * characters, the same on every server. Required in production.
   */
  LINK_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /**
   * The shared secret the mail provider's bounce webhook sends (POST /api/mail/bounces, as a
   * bearer token); unset, the webhook does not exist.
   */
  MAIL_BOUNCE_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** Web Push (VAPID): both keys or neither (`npx web-push generate-vapid-keys`); none: no push. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who the push services may contact about this sender: mailto: or https:. */
  VAPID_SUBJECT: z.string().default('mailto:support@podryad.ru'),
  /**
   * How long a server holds a letter or push it claimed: past it, another server sends it (the
   * first one died). Longer than the slowest send.
   */
  NOTICE_LEASE_SECONDS: z.coerce.number().positive().default(300),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_KEY: z.string().optional(),
  SMS_SENDER: z.string().default('Podryad'),
  /** SMS the whole service may send per day (codes), against toll fraud. */
  SMS_DAILY_BUDGET: z.coerce.number().int().positive().default(5000),
  /** Largest accepted upload, in megabytes. */
  UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(20),
  /** What one user's uploads may take in all, in megabytes. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(2048),
  /** Uploads one user may make per hour. */
  UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(300),
  /**
   * Tenders one contractor may open one by one (GET /tenders/{id}) per hour: a tender shows its
   * client's phone and e-mail, and no account may collect every client's by reading them all.
   */
  TENDER_READS_PER_HOUR: z.coerce.number().int().positive().default(600),
  /**
   * How long a stop (SIGTERM) waits for the requests under way before ending anyway: below the
   * 30 s an orchestrator usually gives before its SIGKILL.
   */
  SHUTDOWN_LIMIT_SECONDS: z.coerce.number().positive().max(600).default(20),
  /**
   * How long a stop keeps serving after it began answering its readiness check with 503, before it
   * closes its listener: behind a balancer, at least two of its readiness intervals, so that no new
   * request is sent to a listener that has closed. 0 (alone, in development and tests) closes at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** Geocoder: the offline gazetteer of the 49 cities, OpenStreetMap's Nominatim, or Yandex. */
  GEO_PROVIDER: z.enum(['gazetteer', 'nominatim', 'yandex']).default('gazetteer'),
  NOMINATIM_URL: z.string().url().default('https://nominatim.openstreetmap.org'),
  YANDEX_GEOCODER_KEY: z.string().optional(),
  /**
   * The state register (ЕГРЮЛ/ЕГРИП) through DaData's party lookup: its API key (dadata.ru, the
   * free plan will do). Unset, nothing is checked and every card says so.
   */
  DADATA_API_KEY: z.string().trim().min(1).optional(),
  /** DaData's address; a stand-in's in tests. HTTPS in production: the key goes with every call. */
  DADATA_URL: z.string().url().default('https://suggestions.dadata.ru'),
  /** How long one register call may take before it counts as failed. */
  DADATA_TIMEOUT_MS: z.coerce.number().int().positive().max(30_000).default(3000),
  /** The plan's calls a Moscow day (the free plan's 10,000), counted by all servers together. */
  DADATA_DAILY_LIMIT: z.coerce.number().int().positive().default(10_000),
  /** The plan's calls a second (the free plan's 30), counted by all servers together. */
  DADATA_PER_SECOND: z.coerce.number().int().positive().default(30),
  /** Uploaded files in an S3-compatible bucket instead of DATA_DIR/storage: set with the four below. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`: what self-hosted stores expect. */
  S3_FORCE_PATH_STYLE: bool.default(true),
});

/** Where the files go when they go to an S3-compatible bucket. */
export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type Config = {
  env: string;
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  showCodes: boolean;
  logLevel: string;
  authRateLimit: number;
  /** How far ahead a переторжка round's deadline must be. */
  rebidMinMinutes: number;
  corsOrigins: string[];
  /** Session lifetimes in milliseconds: unused, and since sign-in. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  apiDocs: boolean;
  /** Fastify's `trustProxy`: false, or the proxies' addresses. */
  trustProxy: false | string[];
  webDist: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The web app's address, no trailing slash: the links in letters and pushes. */
  publicUrl: string;
  linkSecret: string;
  /** Web Push keys; null: this server sends no push. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  noticeLeaseMs: number;
  mailBounceSecret: string | undefined;
  smsGatewayUrl: string | undefined;
  smsGatewayKey: string | undefined;
  smsSender: string;
  smsDailyBudget: number;
  uploadMaxMb: number;
  shutdownLimitMs: number;
  shutdownDrainMs: number;
  uploadQuotaMb: number;
  uploadsPerHour: number;
  tenderReadsPerHour: number;
  geoProvider: 'gazetteer' | 'nominatim' | 'yandex';
  nominatimUrl: string;
  yandexGeocoderKey: string | undefined;
  /** The bucket of the uploaded files; null: DATA_DIR/storage on this disk. */
  s3: S3Config | null;
  /** The register's provider and its plan's limits; `apiKey` null: no checks. */
  registry: {
    apiKey: string | null;
    url: string;
    timeoutMs: number;
    perDay: number;
    perSecond: number;
  };
};

/**
 * The file store's bucket, all or nothing: a bucket without the means to reach it, or the means
 * without a bucket (files would quietly stay on one server's disk), refuses to start.
 */
function s3Of(e: z.infer<typeof envSchema>): S3Config | null {
  const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint } = e;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  const reach = {
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  };
  const missing = Object.entries(reach).flatMap(([name, value]) => (value ? [] : [name]));
  if (!bucket) {
    const set = Object.keys(reach).filter((name) => !missing.includes(name));
    if (set.length > 0) {
      throw new Error(
        `${set.join(', ')} set without S3_BUCKET: set the bucket too, or none of them`,
      );
    }
    return null;
  }
  if (!endpoint || !accessKeyId || !secretAccessKey) {
    throw new Error(`S3_BUCKET is set, so files go to S3: ${missing.join(', ')} required too`);
  }
  return {
    endpoint,
    bucket,
    region: e.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Environment -> typed config, closed by default: production refuses to start without real code
 * delivery or with codes shown; codes are shown and demo data loaded only when asked for.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Bad environment: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; relative paths mean the caller's folder.
  const base = env.INIT_CWD ?? process.cwd();
  const production = e.NODE_ENV === 'production';
  if (production && !e.SMTP_URL) {
    throw new Error('SMTP_URL is required in production: codes must reach real mailboxes');
  }
  if (production && !e.SMS_GATEWAY_URL) {
    throw new Error('SMS_GATEWAY_URL is required in production: codes must reach real phones');
  }
  if (production && e.SHOW_CODES) {
    throw new Error('SHOW_CODES cannot be on in production: codes must reach only their owners');
  }
  if (!e.SHOW_CODES && (!e.SMTP_URL || !e.SMS_GATEWAY_URL)) {
    throw new Error(
      'Without SMTP_URL and SMS_GATEWAY_URL codes would reach nobody: set both, or SHOW_CODES=true in development',
    );
  }
  if (production && !e.PUBLIC_URL) {
    throw new Error('PUBLIC_URL is required in production: letters must link to the real site');
  }
  if (production && !e.LINK_SECRET) {
    throw new Error('LINK_SECRET is required in production: unsubscribe links must not be forged');
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither');
  }
  if (production && e.REBID_MIN_MINUTES !== undefined) {
    throw new Error(
      'REBID_MIN_MINUTES cannot be set in production: a round gives bidders two hours',
    );
  }
  if (e.GEO_PROVIDER === 'yandex' && !e.YANDEX_GEOCODER_KEY) {
    throw new Error('YANDEX_GEOCODER_KEY is required when GEO_PROVIDER=yandex');
  }
  if (production && e.DADATA_API_KEY && !e.DADATA_URL.startsWith('https://')) {
    throw new Error('DADATA_URL must be https:// in production: the key goes with every call');
  }
  const s3 = s3Of(e);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO,
    showCodes: e.SHOW_CODES,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    rebidMinMinutes: e.REBID_MIN_MINUTES ?? REBID_MIN_HOURS * 60,
    sessionIdleMs: e.SESSION_IDLE_DAYS * DAY_MS,
    sessionMaxMs: e.SESSION_MAX_DAYS * DAY_MS,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    apiDocs: e.API_DOCS ?? !production,
    trustProxy: e.TRUST_PROXY ? e.TRUST_PROXY.split(',').map((a) => a.trim()) : false,
    webDist: e.WEB_DIST
      ? path.resolve(base, e.WEB_DIST)
      : path.join(import.meta.dirname, '../../web/dist'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    // Outside production a fixed secret is enough: nothing there is worth forging a link to.
    linkSecret: e.LINK_SECRET ?? 'development-only-link-secret-not-for-production',
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT,
          }
        : null,
    noticeLeaseMs: e.NOTICE_LEASE_SECONDS * 1000,
    mailBounceSecret: e.MAIL_BOUNCE_SECRET,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayKey: e.SMS_GATEWAY_KEY,
    smsSender: e.SMS_SENDER,
    smsDailyBudget: e.SMS_DAILY_BUDGET,
    uploadMaxMb: e.UPLOAD_MAX_MB,
    shutdownLimitMs: e.SHUTDOWN_LIMIT_SECONDS * 1000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    uploadQuotaMb: e.UPLOAD_QUOTA_MB,
    uploadsPerHour: e.UPLOADS_PER_HOUR,
    tenderReadsPerHour: e.TENDER_READS_PER_HOUR,
    geoProvider: e.GEO_PROVIDER,
    nominatimUrl: e.NOMINATIM_URL,
    yandexGeocoderKey: e.YANDEX_GEOCODER_KEY,
    s3,
    registry: {
      apiKey: e.DADATA_API_KEY ?? null,
      url: e.DADATA_URL,
      timeoutMs: e.DADATA_TIMEOUT_MS,
      perDay: e.DADATA_DAILY_LIMIT,
      perSecond: e.DADATA_PER_SECOND,
    },
  };
}
