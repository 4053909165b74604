import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const minutes = (n: number) => n * 60;
const hours = (n: number) => n * 3600;
const days = (n: number) => n * 86400;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An empty value (`S3_ENDPOINT=` in an env file) counts as unset. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

const envSchema = z.object({
  // Unset means production: `npm start` runs the built site as it would be deployed.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  // One address or several, comma-separated; unset means every active admin (decision 022).
  OFFICE_EMAIL: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SESSION_STAFF_IDLE_SECONDS: z.coerce.number().int().positive().default(minutes(30)),
  SESSION_STAFF_MAX_SECONDS: z.coerce.number().int().positive().default(hours(12)),
  SESSION_CLIENT_IDLE_SECONDS: z.coerce.number().int().positive().default(days(7)),
  SESSION_CLIENT_MAX_SECONDS: z.coerce.number().int().positive().default(days(30)),
  RATE_LIMITS: bool.default(true),
  SERVE_WEB: bool.optional(),
  // Where stored files (photos, receipts) live. PHOTO_STORAGE is the older name, read only when FILE_STORAGE is unset.
  FILE_STORAGE: z.enum(['disk', 'database', 's3']).optional(),
  PHOTO_STORAGE: z.enum(['disk', 'database']).optional(),
  // The bucket of FILE_STORAGE=s3 (and of `npm run files:to-s3`). Unset S3_ENDPOINT means AWS itself.
  S3_BUCKET: unsetIfEmpty(z.string().optional()),
  S3_ENDPOINT: unsetIfEmpty(z.url().optional()),
  S3_REGION: unsetIfEmpty(z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: unsetIfEmpty(z.string().optional()),
  S3_SECRET_ACCESS_KEY: unsetIfEmpty(z.string().optional()),
  S3_FORCE_PATH_STYLE: unsetIfEmpty(bool.optional()),
  S3_PREFIX: unsetIfEmpty(
    z
      .string()
      .regex(/^[A-Za-z0-9._\-/]*$/, 'letters, digits and . _ - / only')
      .optional(),
  ),
  JOBS: bool.optional(),
  JOBS_INTERVAL_SECONDS: z.coerce.number().positive().max(86400).default(300),
  LISTEN: bool.default(true),
  WORKER: bool.default(true),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().default('ta-rate-limit:'),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(0),
  // 32 bytes in base64 or hex; unset, the key is read from SECRETS_KEY_FILE, made there on the first
  // start (plugins/app/secret-box.ts). Its default is outside DATA_DIR: a copy of the data is not the key.
  SECRETS_KEY: z.string().optional(),
  SECRETS_KEY_FILE: z.string().optional(),
  DATABASE_QUERY_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(15),
  // Card payments with the business's own Stripe account (docs/payments.md); unset, no Pay button anywhere.
  STRIPE_SECRET_KEY: unsetIfEmpty(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'a secret key, sk_live_… or sk_test_…')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: unsetIfEmpty(
    z
      .string()
      .regex(/^whsec_\w+$/, 'a signing secret, whsec_…')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: unsetIfEmpty(
    z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'a publishable key, pk_…')
      .optional(),
  ),
  // Another address for Stripe's API: only the tests' local server, which answers as Stripe does.
  STRIPE_API_URL: unsetIfEmpty(z.url().optional()),
  // Text messages with the business's own Twilio account (docs/sms.md); unset, nothing is texted.
  TWILIO_ACCOUNT_SID: unsetIfEmpty(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'an Account SID, AC followed by 32 letters and digits')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: unsetIfEmpty(
    z
      .string()
      .regex(/^[0-9a-fA-F]{32}$/, 'an Auth Token, 32 letters and digits')
      .optional(),
  ),
  // The sender: a number of the account (+1 and ten digits) or a Messaging Service (MG…), which wins.
  TWILIO_FROM_NUMBER: unsetIfEmpty(
    z
      .string()
      .regex(/^\+1\d{10}$/, 'a US number as +1 and ten digits, e.g. +12395550100')
      .optional(),
  ),
  TWILIO_MESSAGING_SERVICE_SID: unsetIfEmpty(
    z
      .string()
      .regex(/^MG[0-9a-fA-F]{32}$/, 'a Messaging Service SID, MG followed by 32 letters and digits')
      .optional(),
  ),
  // Another address for Twilio's API: only the tests' local server, which answers as Twilio does.
  TWILIO_API_URL: unsetIfEmpty(z.url().optional()),
  // When no text goes, on the client's clock: 9 pm to 8 am, or a longer night (docs/sms.md "Quiet hours").
  // `none` is for the browser tests only, which must see a text whatever the hour they run at.
  SMS_QUIET_HOURS: unsetIfEmpty(
    z
      .string()
      .regex(/^(none|([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)$/, 'two times as 21:00-08:00, or none')
      .refine(
        (value) =>
          value === 'none' ||
          (value.slice(0, 5) <= '21:00' && value.slice(6) >= '08:00' && value.slice(6) < value.slice(0, 5)),
        'a night from 9 pm or earlier to 8 am or later, such as 21:00-08:00',
      )
      .default('21:00-08:00'),
  ),
});

/**
 * What text messages lack when some of their settings are given: the account, its token and a sender
 * (a number or a Messaging Service) go together. None given is fine: nothing is texted.
 */
function missingTwilioSettings(e: {
  TWILIO_ACCOUNT_SID?: string | undefined;
  TWILIO_AUTH_TOKEN?: string | undefined;
  TWILIO_FROM_NUMBER?: string | undefined;
  TWILIO_MESSAGING_SERVICE_SID?: string | undefined;
}): string[] {
  const sender = e.TWILIO_FROM_NUMBER || e.TWILIO_MESSAGING_SERVICE_SID;
  if (!e.TWILIO_ACCOUNT_SID && !e.TWILIO_AUTH_TOKEN && !sender) return [];
  return [
    ...(e.TWILIO_ACCOUNT_SID ? [] : ['TWILIO_ACCOUNT_SID']),
    ...(e.TWILIO_AUTH_TOKEN ? [] : ['TWILIO_AUTH_TOKEN']),
    ...(sender ? [] : ['TWILIO_FROM_NUMBER (or TWILIO_MESSAGING_SERVICE_SID)']),
  ];
}

/** Config errors the server and the CLIs print as one line, without a stack. */
export class ConfigError extends Error {}

export type FileStorageKind = 'disk' | 'database' | 's3';

/** An S3-compatible bucket (AWS, Cloudflare R2, Backblaze B2, Garage, MinIO…). */
export interface S3Settings {
  bucket: string;
  /** The service's address; undefined for AWS itself, whose address the SDK derives from the region. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  /** Sent to nobody but the SDK's signer: never logged, never answered (decision 075). */
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what most services other than AWS want. */
  forcePathStyle: boolean;
  /** Put before every object's name: '' or a folder ending in '/'. */
  prefix: string;
}

/** The business's own Stripe account (docs/payments.md). */
export interface StripeSettings {
  /** Sent to nobody but the stripe library: never logged, never answered. */
  secretKey: string;
  /** Checks each webhook's signature. */
  webhookSecret: string;
  publishableKey: string | undefined;
  /** Stripe's API elsewhere (the tests' local server); undefined is Stripe itself. */
  apiUrl: string | undefined;
}

/** The business's own Twilio account (docs/sms.md). */
export interface TwilioSettings {
  accountSid: string;
  /** Sent to nobody but the twilio library, and checks each webhook's signature: never logged, never answered. */
  authToken: string;
  /** A Messaging Service sends when set; otherwise the number. */
  messagingServiceSid: string | undefined;
  fromNumber: string | undefined;
  /** Twilio's API elsewhere (the tests' local server); undefined is Twilio itself. */
  apiUrl: string | undefined;
  /** The night no text goes in, on the client's clock; null: none (the browser tests). */
  quietHours: QuietHours | null;
}

/** From `starts` in the evening to `ends` in the morning, 'HH:mm'. */
export interface QuietHours {
  starts: string;
  ends: string;
}

/** The default night, 9 pm to 8 am: the hours US rules for texting allow are 8 am to 9 pm. */
export const DEFAULT_QUIET_HOURS: QuietHours = { starts: '21:00', ends: '08:00' };

function quietHoursOf(value: string | undefined): QuietHours | null {
  if (value === 'none') return null;
  return value ? { starts: value.slice(0, 5), ends: value.slice(6) } : DEFAULT_QUIET_HOURS;
}

export interface SessionLimits {
  idleSeconds: number;
  maxSeconds: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** The SQLite file used when no DATABASE_URL is set. */
  sqliteFile: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the office hears about new work (OFFICE_EMAIL); empty means every active admin. */
  officeEmails: string[];
  /** false, true, or a list of proxy addresses/subnets, as Fastify's trustProxy takes it. */
  trustProxy: boolean | string;
  logLevel: string;
  sessions: { staff: SessionLimits; client: SessionLimits };
  rateLimits: boolean;
  /** Serve the web app (server-rendered pages). Off in route tests. */
  web: 'production' | 'development' | 'off';
  /** The apps/web folder: its dist/ in production, its sources through Vite in development. */
  webRoot: string;
  /**
   * Where stored files (photos, receipts) live: files under photosDir, the photo_blobs table, or an
   * S3-compatible bucket (the last two for several instances).
   */
  fileStorage: FileStorageKind;
  /** The bucket, when S3_BUCKET is set: where FILE_STORAGE=s3 keeps files, and where `files:to-s3` copies them. */
  s3: S3Settings | undefined;
  /** Add the scheduled jobs (reminders, late-visit sweeps) each period. Off in tests unless asked for. */
  jobs: boolean;
  /** Answer HTTP (LISTEN=false, `npm run worker`: a worker-only instance, docs/deployment.md). */
  listen: boolean;
  /** Run queued jobs on this instance (WORKER=false: a web-only instance). */
  worker: boolean;
  /** How often an idle worker looks for due jobs; a commit on the same instance wakes it at once. */
  jobsPollSeconds: number;
  /** How often a PostgreSQL worker finds jobs whose worker died (pg-boss's maintenance). */
  jobsMaintenanceSeconds: number;
  /** How often each instance runs the scheduled jobs (JOBS_INTERVAL_SECONDS, default 5 minutes). */
  jobsIntervalSeconds: number;
  /** DATA_DIR/photos: outside any web root; only the photo routes read it. */
  photosDir: string;
  /** Rate-limit counters in Redis, shared by every instance; in memory when unset. */
  redisUrl: string | undefined;
  /** Key prefix of those counters (instances of one site share it). */
  redisPrefix: string;
  /** On SIGTERM/SIGINT, how long requests in flight may take before the process exits anyway (code 1). */
  shutdownTimeoutSeconds: number;
  /** On SIGTERM/SIGINT, how long to keep serving with `/readyz` at 503 before closing (behind a balancer). */
  shutdownDrainSeconds: number;
  /**
   * PostgreSQL: the longest a request's query may take, so a database that stops answering gets 503s
   * instead of hung requests. Migrations at start are not bound by it.
   */
  databaseQueryTimeoutSeconds: number;
  /** The key that seals secrets at rest; unset, the key file is read or made. */
  secretsKey: string | undefined;
  /**
   * SECRETS_KEY_FILE, by default `secrets.key` in the user's config folder (never DATA_DIR): read when
   * SECRETS_KEY is unset, and made on the first start. Back it up apart from the data (decision 061).
   */
  secretsKeyFile: string;
  /** Whether SECRETS_KEY_FILE was set, rather than the default taken. */
  secretsKeyFileGiven: boolean;
  /** DATA_DIR/secrets.key, where servers before decision 061 made the key: still read if it is there. */
  legacySecretsKeyFile: string;
  /** Card payments, when both Stripe keys are set; undefined, no screen offers them. */
  stripe: StripeSettings | undefined;
  /** Text messages, when the Twilio account and a sender are set; undefined, nothing is texted. */
  twilio: TwilioSettings | undefined;
}

/** The default key file: `$XDG_CONFIG_HOME/trusted-assistance/secrets.key`, else under `~/.config`. */
export function defaultSecretsKeyFile(env: NodeJS.ProcessEnv): string {
  const configHome = env.XDG_CONFIG_HOME || path.join(env.HOME || os.homedir(), '.config');
  return path.join(path.resolve(configHome), 'trusted-assistance', 'secrets.key');
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  return value;
}

type Env = z.infer<typeof envSchema>;

/** The bucket's settings, or the names of the variables that are missing for it. */
function s3SettingsOf(e: Env, fileStorage: FileStorageKind): S3Settings | string[] | undefined {
  if (fileStorage !== 's3' && !e.S3_BUCKET) return undefined;
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const given = { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey };
    return Object.entries(given)
      .filter(([, value]) => !value)
      .map(([name]) => name);
  }
  const prefix = (e.S3_PREFIX ?? '').replace(/^\/+/, '');
  return {
    bucket,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId,
    secretAccessKey,
    // Services other than AWS (an S3_ENDPOINT) mostly serve buckets under the path only.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const fileStorage = e.FILE_STORAGE ?? e.PHOTO_STORAGE ?? 'disk';
  const s3 = s3SettingsOf(e, fileStorage);
  if (Array.isArray(s3)) {
    const why = fileStorage === 's3' ? 'FILE_STORAGE=s3 needs' : 'S3_BUCKET is set, so the bucket also needs';
    const missing = s3.length > 1 ? `${s3.slice(0, -1).join(', ')} and ${s3.at(-1)}` : s3.join('');
    throw new ConfigError(`Invalid configuration: ${why} ${missing} (docs/deployment.md, "Files in an S3 bucket").`);
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new ConfigError(`Invalid configuration: card payments need ${missing} too (docs/payments.md).`);
  }
  const twilioMissing = missingTwilioSettings(e);
  if (twilioMissing.length) {
    throw new ConfigError(
      `Invalid configuration: text messages need ${twilioMissing.join(' and ')} too (docs/sms.md).`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const defaultWeb = e.NODE_ENV === 'production' ? 'production' : e.NODE_ENV === 'test' ? 'off' : 'development';
  const web = e.SERVE_WEB === false ? 'off' : defaultWeb;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    sqliteFile: path.join(dataDir, 'trusted-assistance.sqlite'),
    databaseUrl: e.DATABASE_URL || undefined,
    publicUrl,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM ?? `Trusted Assistance <no-reply@${new URL(publicUrl).hostname}>`,
    officeEmails: e.OFFICE_EMAIL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    sessions: {
      staff: { idleSeconds: e.SESSION_STAFF_IDLE_SECONDS, maxSeconds: e.SESSION_STAFF_MAX_SECONDS },
      client: { idleSeconds: e.SESSION_CLIENT_IDLE_SECONDS, maxSeconds: e.SESSION_CLIENT_MAX_SECONDS },
    },
    rateLimits: e.RATE_LIMITS,
    web,
    webRoot: path.resolve(env.WEB_ROOT ?? 'apps/web'),
    fileStorage,
    s3,
    jobs: e.JOBS ?? e.NODE_ENV !== 'test',
    jobsIntervalSeconds: e.JOBS_INTERVAL_SECONDS,
    listen: e.LISTEN,
    worker: e.WORKER,
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    jobsMaintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS,
    photosDir: path.join(dataDir, 'photos'),
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    databaseQueryTimeoutSeconds: e.DATABASE_QUERY_TIMEOUT_SECONDS,
    secretsKey: e.SECRETS_KEY || undefined,
    secretsKeyFile: e.SECRETS_KEY_FILE ? path.resolve(e.SECRETS_KEY_FILE) : defaultSecretsKeyFile(env),
    secretsKeyFileGiven: Boolean(e.SECRETS_KEY_FILE),
    legacySecretsKeyFile: path.join(dataDir, 'secrets.key'),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
            fromNumber: e.TWILIO_FROM_NUMBER,
            apiUrl: e.TWILIO_API_URL,
            quietHours: quietHoursOf(e.SMS_QUIET_HOURS),
          }
        : undefined,
    ...overrides,
  };
}
