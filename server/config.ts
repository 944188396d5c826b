import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { projectPath } from './projectRoot';
import { loadPaymentConfig, type PaymentConfig } from './billing/paymentConfig';
import { BLOG_COMMENT_RULES } from '../product/blogCommentRules';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * REDIS_URL: the routes' rate limits are counted in this Redis (shared by every instance);
   * unset, in the database on PostgreSQL, in memory on the embedded database (server/http/rateLimitStore.ts).
   */
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  encryptModels: boolean;
  /** The product address this deployment serves; accounts of another answer 409. */
  productId: string;
  serverVersion: string;
  logLevel: string;
  seedDemo: boolean;
  demoPassword: string;
  clientDir: string;
  maintenance: boolean;
  /**
   * Whether X-Forwarded-For names the client (Fastify's trustProxy): false by default, so that
   * a client cannot pick its own address for the rate limits; true, or a list of proxy addresses,
   * behind a reverse proxy.
   */
  trustProxy: boolean | string;
  /**
   * Password checks per minute (sign-in, GET /signIn, /checkPW, /changePW): `login` per client
   * address across all of them, `loginAccount` per account. `register` and `reset` are per address
   * and call.
   */
  rateLimits: { login: RateLimitRule; loginAccount: RateLimitRule; register: RateLimitRule; reset: RateLimitRule; comments: RateLimitRule };
  /** A session ends after this long without a call, and this long after sign-in at the latest. */
  sessions: { idleTimeoutMs: number; lifetimeMs: number };
  /** Payment providers and the billing check (server/billing/paymentConfig.ts). */
  payments: PaymentConfig;
  /**
   * The scheduled jobs' queue on PostgreSQL (pg-boss; server/jobs/scheduledJobs.ts): retries after a
   * failed attempt (JOB_RETRY_LIMIT), the first after JOB_RETRY_DELAY_SECONDS, doubling; an idle
   * instance asks for work every JOB_POLL_SECONDS.
   */
  jobs: { retryLimit: number; retryDelaySeconds: number; pollingSeconds: number };
  /** The simulated market: its seed and universe size (named tickers plus generated stocks). */
  market: { seed: string; size: number; workers: number | undefined };
  /** ALERT_SECRET_KEY: encrypts the users' webhook secrets (server/alerts/webhookSecret.ts); unset, an installation key kept in the database. */
  alertSecretKey: string | undefined;
  /** WEBHOOK_PRIVATE_TARGETS=1: webhooks may go to loopback and private networks (server/alerts/webhookTarget.ts); off by default. */
  webhookPrivateTargets: boolean;
  /**
   * SETTINGS_FILE (default DATA_DIR/settings.env): variables in .env format that override the
   * environment, read at start and again by POST /api/reloadConfig (server/admin/runtimeSettings.ts).
   */
  settingsFile: string;
  /** ADMIN_EXPORT_TOKEN: the secret token the user export by tier asks for (server/admin/exportUsersRoutes.ts); unset, the export is off. */
  adminExportToken: string | undefined;
  /** ACCOUNTING_MASTER_KEY: the master key the accounting sheet's download asks for (server/admin/accountingRoutes.ts); unset, the download is off. */
  accountingMasterKey: string | undefined;
  /** WORDPRESS_URL: the blog's readers read this WordPress site's REST API (server/blog/articlesSource.ts); unset, the built-in article store. */
  wordpressUrl: string | undefined;
  /** WORDPRESS_ELITE_CATEGORY: the WordPress category id of the Elite trading plan's posts (the other posts are the general blog's). */
  wordpressEliteCategory: number | undefined;
}

const pkg = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string };

export const SERVER_VERSION = pkg.version;

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function proxySetting(value: string | undefined): boolean | string {
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  return flag(value) ? true : value;
}

function redisUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^rediss?:\/\/[^\s]+$/.test(url)) throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got "${url}"`);
  return url;
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** SESSION_IDLE_DAYS and SESSION_LIFETIME_DAYS: whole days from 1 to 3650, the idle time no longer than the lifetime. */
function sessionSettings(env: NodeJS.ProcessEnv): AppConfig['sessions'] {
  const days = (name: string, fallback: number): number => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!/^[0-9]+$/.test(value) || n < 1 || n > 3650) throw new Error(`${name} must be a whole number of days from 1 to 3650, got "${value}"`);
    return n;
  };
  const idle = days('SESSION_IDLE_DAYS', 30);
  const lifetime = days('SESSION_LIFETIME_DAYS', 180);
  if (idle > lifetime) throw new Error(`SESSION_IDLE_DAYS (${idle}) must not exceed SESSION_LIFETIME_DAYS (${lifetime})`);
  return { idleTimeoutMs: idle * DAY_MS, lifetimeMs: lifetime * DAY_MS };
}

function marketSize(value: string | undefined): number {
  const size = int('MARKET_SIZE', value, 3000);
  if (size > 100_000) throw new Error(`MARKET_SIZE must be at most 100000, got "${value}"`);
  return size;
}

function adminExportToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new Error('ADMIN_EXPORT_TOKEN must be at least 16 characters long');
  return value;
}

function accountingMasterKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new Error('ACCOUNTING_MASTER_KEY must be at least 16 characters long');
  return value;
}

function alertSecretKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('ALERT_SECRET_KEY must be at least 32 characters long (for example 32 random bytes in hex)');
  return value;
}

/** The settings file a configuration reads: SETTINGS_FILE, else settings.env in DATA_DIR. */
export function settingsFileOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.SETTINGS_FILE || path.join(env.DATA_DIR ?? './data', 'settings.env'));
}

/** The variables of the settings file (none when it is missing); a file that cannot be read throws. */
export function readSettingsFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  return parseEnv(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The environment each configuration was loaded from (before its settings file), for a reload. */
const baseEnvOf = new WeakMap<AppConfig, NodeJS.ProcessEnv>();

/** The environment `config` was loaded from, without its settings file (process.env for an unknown configuration). */
export function baseEnvironmentOf(config: AppConfig): NodeJS.ProcessEnv {
  return baseEnvOf.get(config) ?? process.env;
}

/**
 * Reads the configuration from the environment with the settings file's variables over it; every
 * variable is documented in README.md.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const settingsFile = settingsFileOf(env);
  const config = configFrom({ ...env, ...readSettingsFile(settingsFile) }, settingsFile);
  baseEnvOf.set(config, env);
  return config;
}

function configFrom(env: NodeJS.ProcessEnv, settingsFile: string): AppConfig {
  const port = int('PORT', env.PORT, 8080);
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(appUrl);
  } catch {
    throw new Error(`APP_URL must be an absolute URL, got "${appUrl}"`);
  }
  const minute = 60_000;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: redisUrl(env.REDIS_URL),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'RangeScope <no-reply@rangescope.local>',
    appUrl,
    encryptModels: flag(env.ENCRYPT_MODELS),
    productId: env.PRODUCT_ID ?? 'rangescope',
    serverVersion: SERVER_VERSION,
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: flag(env.SEED_DEMO),
    demoPassword: env.DEMO_PASSWORD ?? 'Demo1234',
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
    maintenance: flag(env.MAINTENANCE_MODE),
    trustProxy: proxySetting(env.TRUST_PROXY),
    rateLimits: {
      login: { max: int('RATE_LIMIT_LOGIN', env.RATE_LIMIT_LOGIN, 20), timeWindowMs: minute },
      loginAccount: { max: int('RATE_LIMIT_LOGIN_ACCOUNT', env.RATE_LIMIT_LOGIN_ACCOUNT, 10), timeWindowMs: minute },
      register: { max: int('RATE_LIMIT_REGISTER', env.RATE_LIMIT_REGISTER, 10), timeWindowMs: minute },
      reset: { max: int('RATE_LIMIT_RESET', env.RATE_LIMIT_RESET, 10), timeWindowMs: minute },
      comments: { max: int('RATE_LIMIT_COMMENTS', env.RATE_LIMIT_COMMENTS, BLOG_COMMENT_RULES.postsPerMinute), timeWindowMs: minute },
    },
    sessions: sessionSettings(env),
    payments: loadPaymentConfig(env),
    jobs: {
      retryLimit: int('JOB_RETRY_LIMIT', env.JOB_RETRY_LIMIT, 5),
      retryDelaySeconds: Math.max(1, int('JOB_RETRY_DELAY_SECONDS', env.JOB_RETRY_DELAY_SECONDS, 30)),
      pollingSeconds: Math.max(1, int('JOB_POLL_SECONDS', env.JOB_POLL_SECONDS, 2)),
    },
    market: {
      seed: env.MARKET_SEED || 'rangescope',
      size: marketSize(env.MARKET_SIZE),
      workers: env.MARKET_WORKERS ? int('MARKET_WORKERS', env.MARKET_WORKERS, 0) : undefined,
    },
    alertSecretKey: alertSecretKey(env.ALERT_SECRET_KEY),
    webhookPrivateTargets: env.WEBHOOK_PRIVATE_TARGETS === '1',
    settingsFile,
    adminExportToken: adminExportToken(env.ADMIN_EXPORT_TOKEN),
    accountingMasterKey: accountingMasterKey(env.ACCOUNTING_MASTER_KEY),
    wordpressUrl: env.WORDPRESS_URL?.trim() ? env.WORDPRESS_URL.trim().replace(/\/+$/, '') : undefined,
    wordpressEliteCategory: /^\d{1,9}$/.test(env.WORDPRESS_ELITE_CATEGORY ?? '') ? Number(env.WORDPRESS_ELITE_CATEGORY) : undefined,
  };
}
