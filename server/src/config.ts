import path from 'node:path';
import { z } from 'zod';
import { type S3Settings, s3Env, s3Problems, s3Settings } from './lib/s3-settings';
import { type TrustProxy, trustProxySetting } from './lib/trust-proxy';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  /** Behind a load balancer: which hops of X-Forwarded-For to believe (rate limits are per client). */
  TRUST_PROXY: trustProxySetting.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The Web Push key pair (base64url, as web-push makes it): needed only when several machines serve. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
    .optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Public writes (order submissions, checkouts) per client a minute; form checks get twice this. */
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  DEMO: flag,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Petal <no-reply@petal.local>'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another address for the card provider's API (a local stand-in in tests and demos). */
  STRIPE_API_URL: z.url().optional(),
  /** Texts (SMS) through a provider with Twilio's Messages API (docs/decisions/066); all four or none. */
  SMS_API_URL: z.url().default('https://api.twilio.com/2010-04-01'),
  SMS_ACCOUNT_SID: z.string().min(1).max(100).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).max(200).optional(),
  /** The number (E.164) or sender name texts come from. */
  SMS_FROM: z.string().min(1).max(20).optional(),
  /** A Photon-compatible geocoder (…/api?q=) for address suggestions; without it, served zip codes are suggested. */
  GEOCODER_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The OpenID provider for Google sign-in; another one (a local stand-in) in tests. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Tests only (NODE_ENV=test): every app also appends its log lines, debug and up, to this file. */
  PETAL_TEST_LOG: z.string().min(1).optional(),
  ...s3Env,
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  trustProxy: TrustProxy;
  /** Given by JWT_SECRET, or generated once and kept under DATA_DIR (see lib/secrets.ts). */
  jwtSecret: string | undefined;
  /** Given by VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or generated once like jwtSecret. */
  vapid: { publicKey: string; privateKey: string; toJSON(): unknown } | undefined;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  /** Sign-in, sign-up and reset attempts per IP per minute. */
  authRateLimit: number;
  /** Public writes per client a minute (lib/public-limits.ts). */
  publicRateLimit: number;
  demo: boolean;
  mail: { smtpUrl: string | undefined; from: string };
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiUrl?: string };
  google: { clientId?: string; clientSecret?: string; issuer: string };
  geocoderUrl: string | undefined;
  /** Texts to customers and recipients; undefined: no texts are sent (docs/decisions/066). */
  sms: SmsSettings | undefined;
  /** Uploaded photos in an S3-compatible bucket (S3_BUCKET …); undefined keeps them in DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** Where the built SPA lives; absent in tests and development. */
  webDir: string | undefined;
  /** A test run's log file (PETAL_TEST_LOG), scanned for personal data afterwards; never set outside tests. */
  testLogFile?: string;
};

export type SmsSettings = {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  toJSON(): unknown;
};

export class ConfigError extends Error {}

/** Parses the environment once at start; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDir?: string): Config {
  // Empty strings are treated as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Settings that only work together: a half-configured bucket stops the start, not the first upload.
  const incomplete = s3Problems(e).map(([name, message]) => `  ${name}: ${message}`);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    incomplete.push('  VAPID_PRIVATE_KEY: give both VAPID keys or neither');
  }
  const sms = [e.SMS_ACCOUNT_SID, e.SMS_AUTH_TOKEN, e.SMS_FROM];
  if (sms.some(Boolean) && !sms.every(Boolean)) {
    incomplete.push('  SMS_ACCOUNT_SID: give SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM together, or none');
  }
  if (incomplete.length > 0) throw new ConfigError(`Invalid configuration:\n${incomplete.join('\n')}`);
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    jwtSecret: e.JWT_SECRET,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            toJSON: () => ({ publicKey: e.VAPID_PUBLIC_KEY, privateKey: '[hidden]' }),
          }
        : undefined,
    accessTokenSeconds: e.ACCESS_TOKEN_MINUTES * 60,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    publicRateLimit: e.PUBLIC_RATE_LIMIT,
    // The demo shop is for a first look on the embedded database; a server database opts in.
    demo: e.DEMO ?? !e.DATABASE_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuer: e.GOOGLE_ISSUER.replace(/\/+$/, ''),
    },
    geocoderUrl: e.GEOCODER_URL?.replace(/\/+$/, ''),
    sms: smsSettings(e),
    s3: s3Settings(e),
    webDir,
    ...(e.NODE_ENV === 'test' && e.PETAL_TEST_LOG && { testLogFile: path.resolve(e.PETAL_TEST_LOG) }),
  };
}

function smsSettings(e: z.infer<typeof envSchema>): SmsSettings | undefined {
  if (!e.SMS_ACCOUNT_SID || !e.SMS_AUTH_TOKEN || !e.SMS_FROM) return undefined;
  const settings = {
    apiUrl: e.SMS_API_URL.replace(/\/+$/, ''),
    accountSid: e.SMS_ACCOUNT_SID,
    authToken: e.SMS_AUTH_TOKEN,
    from: e.SMS_FROM,
  };
  // The token signs and the number is the shop's sender: neither is printed with the settings.
  return {
    ...settings,
    toJSON: () => ({ apiUrl: settings.apiUrl, authToken: '[hidden]', from: '[hidden]' }),
  };
}
