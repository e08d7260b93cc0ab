import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_PLATFORM_FEE_PERCENT,
  DEFAULT_TCS_PERCENT,
  DEFAULT_TCS_THRESHOLD_RUPEES,
  DEFAULT_TDS_PERCENT,
  DEFAULT_TDS_THRESHOLD_RUPEES,
  INDIAN_STATE_CODES,
  PAISE_PER_RUPEE,
  type WithholdingRule,
  type SocialLinks,
} from '@ssb/domain';
import { z } from 'zod';

/** The one place that reads the environment. Everything else receives an AppConfig. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SEED: z.enum(['demo', 'none', 'auto']).default('auto'),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // 'true' is one proxy; a number is that many proxies in a row (a CDN before a load balancer: 2).
  TRUST_PROXY: z
    .union([z.stringbool(), z.coerce.number().int().min(0).max(10)])
    .default(false)
    .transform((v) => (v === true ? 1 : v === false ? 0 : v)),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SSB Academy <no-reply@ssbacademy.in>'),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  MEETING_BASE_URL: z.url().default('https://meet.jit.si'),
  CONTACT_EMAIL: z.string().default('hello@ssbacademy.in'),
  CONTACT_PHONE: z.string().default('+91 20 4000 5000'),
  SOCIAL_X_URL: z.url({ protocol: /^https$/ }).optional(),
  SOCIAL_INSTAGRAM_URL: z.url({ protocol: /^https$/ }).optional(),
  SOCIAL_YOUTUBE_URL: z.url({ protocol: /^https$/ }).optional(),
  SOCIAL_LINKEDIN_URL: z.url({ protocol: /^https$/ }).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('auto'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  WEB_DIST: z.string().optional(),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).multipleOf(0.01).default(DEFAULT_PLATFORM_FEE_PERCENT),
  PLATFORM_LEGAL_NAME: z.string().trim().min(1).default('SSB Academy'),
  PLATFORM_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9]{2}[A-Z0-9]{13}$/, 'PLATFORM_GSTIN must be a 15-character GSTIN')
    .optional(),
  /** The platform's papers (docs/product/tax.md): its registered address and GST state code, and the SAC of its fee. */
  PLATFORM_ADDRESS: z.string().trim().min(1).default('Pune, Maharashtra 411001'),
  PLATFORM_STATE: z.enum(INDIAN_STATE_CODES).default('27'),
  PLATFORM_SAC: z
    .string()
    .trim()
    .regex(/^99[0-9]{4}$/, 'PLATFORM_SAC must be a six-digit SAC starting with 99')
    .default('998599'),
  TCS_ENABLED: z.stringbool().default(true),
  TCS_PERCENT: z.coerce.number().min(0).max(100).multipleOf(0.01).default(DEFAULT_TCS_PERCENT),
  TCS_THRESHOLD_RUPEES: z.coerce.number().int().min(0).default(DEFAULT_TCS_THRESHOLD_RUPEES),
  TDS_ENABLED: z.stringbool().default(true),
  TDS_PERCENT: z.coerce.number().min(0).max(100).multipleOf(0.01).default(DEFAULT_TDS_PERCENT),
  TDS_THRESHOLD_RUPEES: z.coerce.number().int().min(0).default(DEFAULT_TDS_THRESHOLD_RUPEES),
  RAZORPAY_KEY_ID: z.string().trim().optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().optional(),
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  PUSH_SERVICES: z.string().trim().optional(),
  /** How often the money sweep runs (hold expiry, reconciliation, refund retries, auto-completion). */
  MONEY_SWEEP_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  /**
   * Browser journeys only: a request may shorten the practice tests it starts with the header
   * `x-practice-time-scale` (0.05 makes WAT's 15 s 1 s), so a whole board day runs in minutes.
   * Refused in production.
   */
  PRACTICE_TIME_SCALE_HEADER: z.stringbool().default(false),
});

const RAZORPAY_VARIABLES = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** null selects the embedded PGlite database under dataDir */
  databaseUrl: string | null;
  seed: 'demo' | 'none' | 'auto';
  secret: string;
  logLevel: string;
  /**
   * How many proxies in front of the server may be believed. The client's address is taken from the
   * end of X-Forwarded-For that many hops back, never from the start, which the client writes itself.
   */
  trustProxy: number;
  mail: { smtpUrl: string | null; from: string };
  google: { issuer: string; clientId: string; clientSecret: string } | null;
  meetingBaseUrl: string;
  contact: { email: string; phone: string };
  /** The platform's own pages elsewhere, shown in the footer; a network without an address is not shown. */
  social: SocialLinks;
  s3: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; publicUrl: string } | null;
  /** folder of the built web client; null when the API runs alone */
  webDist: string | null;
  money: MoneyConfig;
  push: PushConfig;
  /** browser journeys only: practice tests started with `x-practice-time-scale` are shortened by it (PRACTICE_TIME_SCALE_HEADER) */
  practiceTimeScaleHeader: boolean;
};

export type PushConfig = {
  /** VAPID keys from the environment; null: kept in DATA_DIR/vapid.json, made on first start (platform/web-push.ts). */
  vapid: { publicKey: string; privateKey: string } | null;
  /**
   * The push services the server will post to (origins, or '.suffix' of https hosts): a browser's
   * subscription names an address the server then calls, so only known push services are accepted.
   */
  services: string[];
};

/** The browsers' push services: Chrome and Android (FCM), Firefox, Safari, Edge. */
export const KNOWN_PUSH_SERVICES = ['https://fcm.googleapis.com', 'https://updates.push.services.mozilla.com', 'https://web.push.apple.com', '.notify.windows.com'];

export type MoneyConfig = {
  feePercent: number;
  legalName: string;
  gstin: string | null;
  /** The platform's registered address and GST state code, printed on its papers (docs/product/tax.md). */
  address: string;
  stateCode: string;
  /** The SAC of the platform's fee on its tax invoices. */
  sac: string;
  /** GST TCS (s. 52) and income-tax TDS (s. 194-O) withheld from coaches' shares. */
  tcs: WithholdingRule;
  tds: WithholdingRule;
  /** Razorpay's keys; null runs the built-in test gateway (no money moves). */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string } | null;
  sweepIntervalMs: number;
};

export class ConfigError extends Error {}

/** `NODE_ENV=` (set but empty, as shells and service files often leave it) means unset, not invalid. */
const withoutEmptyValues = (env: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.PRACTICE_TIME_SCALE_HEADER) throw new ConfigError('PRACTICE_TIME_SCALE_HEADER is for browser journeys only: leave it out in production.');
  const dataDir = path.resolve(e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL || null;

  let secret = e.APP_SECRET;
  if (!secret) {
    // Processes sharing a PostgreSQL must share the secret, so it has to come from the environment.
    if (databaseUrl) {
      throw new ConfigError(
        'APP_SECRET is required with DATABASE_URL (32+ random characters, e.g. `openssl rand -hex 32`).',
      );
    }
    secret = readOrCreateLocalSecret(dataDir);
  }

  // Half a Razorpay set-up would take real payments it cannot verify (or run test mode by mistake).
  const razorpaySet = RAZORPAY_VARIABLES.filter((name) => e[name]);
  if (razorpaySet.length > 0 && razorpaySet.length < RAZORPAY_VARIABLES.length) {
    const missing = RAZORPAY_VARIABLES.filter((name) => !e[name]).join(', ');
    throw new ConfigError(`Razorpay is half configured: set ${missing} too, or none of the three to use the built-in test gateway.`);
  }
  const razorpay =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
      ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET }
      : null;

  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
      : null;
  const s3 =
    e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL ?? `${e.S3_ENDPOINT.replace(/\/$/, '')}/${e.S3_BUCKET}`,
        }
      : null;

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl,
    seed: e.SEED,
    secret,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    mail: { smtpUrl: e.SMTP_URL || null, from: e.MAIL_FROM },
    google,
    meetingBaseUrl: e.MEETING_BASE_URL.replace(/\/$/, ''),
    contact: { email: e.CONTACT_EMAIL, phone: e.CONTACT_PHONE },
    social: {
      ...(e.SOCIAL_X_URL ? { x: e.SOCIAL_X_URL } : {}),
      ...(e.SOCIAL_INSTAGRAM_URL ? { instagram: e.SOCIAL_INSTAGRAM_URL } : {}),
      ...(e.SOCIAL_YOUTUBE_URL ? { youtube: e.SOCIAL_YOUTUBE_URL } : {}),
      ...(e.SOCIAL_LINKEDIN_URL ? { linkedin: e.SOCIAL_LINKEDIN_URL } : {}),
    },
    s3,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : null,
    money: {
      feePercent: e.PLATFORM_FEE_PERCENT,
      legalName: e.PLATFORM_LEGAL_NAME,
      gstin: e.PLATFORM_GSTIN ?? null,
      address: e.PLATFORM_ADDRESS,
      stateCode: e.PLATFORM_STATE,
      sac: e.PLATFORM_SAC,
      tcs: {
        enabled: e.TCS_ENABLED,
        percent: e.TCS_PERCENT,
        thresholdPaise: e.TCS_THRESHOLD_RUPEES * PAISE_PER_RUPEE,
      },
      tds: {
        enabled: e.TDS_ENABLED,
        percent: e.TDS_PERCENT,
        thresholdPaise: e.TDS_THRESHOLD_RUPEES * PAISE_PER_RUPEE,
      },
      razorpay,
      sweepIntervalMs: e.MONEY_SWEEP_SECONDS * 1000,
    },
    push: {
      vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null,
      services: e.PUSH_SERVICES ? e.PUSH_SERVICES.split(',').map((s) => s.trim()).filter(Boolean) : KNOWN_PUSH_SERVICES,
    },
    practiceTimeScaleHeader: e.PRACTICE_TIME_SCALE_HEADER,
  };
}

/** The embedded default keeps one random secret in the data folder, made on first start. */
function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
