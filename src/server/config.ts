import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { authLimits } from '../shared/auth/constants';

const optional = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless told: a development server (demo admin, mailbox) stays off the network. The
   *  Docker image sets 0.0.0.0. */
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_REGION: z.string().default('ap-south-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional,
  SMTP_URL: optional,
  /** Production without SMTP_URL: keep mail in the outbox table (nothing sends it) on purpose. */
  MAIL_OUTBOX: z.enum(['true', 'false']).default('false'),
  MAIL_FROM: z.string().default('TradeSetu <no-reply@tradesetu.in>'),
  AUTH_SECRET: optional,
  /** Window of the sign-in, sign-up and reset abuse limits (15 minutes). */
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Base of the progressive delay on an account under attack (authLimits; tests set it low). */
  AUTH_SLOWDOWN_BASE_MS: z.coerce.number().int().min(0).default(authLimits.slowdownBaseMs),
  PUBLIC_URL: optional,
  APP_NAME: z.string().default('TradeSetu'),
  LAUNCH_DATE: optional.pipe(z.iso.datetime({ offset: true }).or(z.iso.date()).optional()),
  LEGAL_EMAIL: z.string().default('legal@tradesetu.in'),
  PRIVACY_EMAIL: z.string().default('privacy@tradesetu.in'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  CLIENT_DIR: optional,
  TRUST_PROXY: optional,
  TRANSLATE_URL: optional,
  TRANSLATE_PROVIDER: z.enum(['apertium', 'libretranslate']).default('apertium'),
  TRANSLATE_API_KEY: optional,
  SERVE_CLIENT: z.enum(['true', 'false']).default('true'),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Web Push (VAPID) key pair, base64url; unset, one is generated and kept in the database. */
  VAPID_PUBLIC_KEY: optional.refine((v) => !v || /^[\w-]{87}$/.test(v), 'a 65-byte key in base64url'),
  VAPID_PRIVATE_KEY: optional.refine((v) => !v || /^[\w-]{43}$/.test(v), 'a 32-byte key in base64url'),
  VAPID_SUBJECT: optional.refine((v) => !v || /^(mailto:|https:\/\/)\S+$/.test(v), 'a mailto: or https: URL'),
});

export type Config = ReturnType<typeof loadConfig>;

/** Parses the environment once; every setting has a default so `npm start` needs none. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET)
    throw new Error('Invalid configuration: STORAGE_DRIVER=s3 needs S3_BUCKET');
  if (e.NODE_ENV === 'production' && !e.SMTP_URL && e.MAIL_OUTBOX !== 'true')
    throw new Error(
      'Invalid configuration: production sends mail (confirmations, password resets) through SMTP_URL, ' +
        'which is not set. Set SMTP_URL, or MAIL_OUTBOX=true to keep mail in the outbox table unsent.',
    );
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY)
    throw new Error('Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    storage: {
      driver: e.STORAGE_DRIVER,
      localDir: join(dataDir, 'media'),
      s3: {
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET ?? '',
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        publicUrl: e.S3_PUBLIC_URL,
      },
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    authSecret: e.AUTH_SECRET,
    authRateWindowSeconds: e.AUTH_RATE_WINDOW_SECONDS,
    authSlowdownBaseMs: e.AUTH_SLOWDOWN_BASE_MS,
    publicUrl,
    appName: e.APP_NAME,
    launchDate: e.LAUNCH_DATE,
    legalEmail: e.LEGAL_EMAIL,
    privacyEmail: e.PRIVACY_EMAIL,
    logLevel: e.LOG_LEVEL,
    vapid: {
      subject: e.VAPID_SUBJECT ?? `mailto:${e.LEGAL_EMAIL}`,
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
    },
    seedDemo: e.SEED_DEMO === 'true',
    translate: e.TRANSLATE_URL
      ? {
          url: e.TRANSLATE_URL.replace(/\/$/, ''),
          provider: e.TRANSLATE_PROVIDER,
          apiKey: e.TRANSLATE_API_KEY,
        }
      : undefined,
    /** The built client; not served under `npm run dev`, where Vite serves it. */
    /** Behind a load balancer: true, or the proxies' addresses (comma-separated); off by default so
     *  clients cannot choose their IP (rate limits) with X-Forwarded-For. */
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    clientDir: e.SERVE_CLIENT === 'true' ? resolve(e.CLIENT_DIR ?? 'dist/client') : undefined,
    shutdown: {
      /** After SIGTERM, how long /api/ready answers 503 while requests are still served, so the
       *  load balancer stops sending new ones before the port closes. */
      drainMs: e.SHUTDOWN_DRAIN_MS,
      /** The most a shutdown may take, drain included; then the process exits anyway. */
      graceMs: e.SHUTDOWN_GRACE_MS,
    },
  };
}

/** AUTH_SECRET when set; otherwise one generated on first start and kept in DATA_DIR. */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((v) => v.trim());
}
