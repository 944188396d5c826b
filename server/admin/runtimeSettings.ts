/**
 * POST /api/reloadConfig (issue 28 scope 3): reads the environment the server started with and
 * the settings file over it again (server/config.ts, SETTINGS_FILE), applies the settings that can
 * change while the server runs, and says which changed. The rest (port, database, mail, payments,
 * market, keys) differ only after a restart: they are reported, not applied.
 *
 * Every reloadable setting is read from `deps.config` at request time, so changing the running
 * configuration object in place is the whole reload.
 */
import { existsSync } from 'node:fs';
import { baseEnvironmentOf, loadConfig, type AppConfig } from '../config';
import type { ReloadConfigAnswer, RuntimeSettingChange } from '../../contracts';

interface Setting {
  setting: string;
  /** The value as shown (secrets: 'set' or 'unset'). */
  show(config: AppConfig): string;
  /** Copies the value from `next` into the running configuration; absent: only after a restart. */
  apply?(running: AppConfig, next: AppConfig): void;
}

const secret = (value: string | undefined): string => (value ? 'set' : 'unset');
const days = (ms: number): string => String(Math.round(ms / 86_400_000));
type RateLimitName = keyof AppConfig['rateLimits'];
const rateLimit = (setting: string, name: RateLimitName): Setting => ({
  setting,
  show: (c) => String(c.rateLimits[name].max),
  apply: (r, n) => { r.rateLimits = { ...r.rateLimits, [name]: n.rateLimits[name] }; },
});

/** The settings a reload applies, in the README's order: maintenance, rate limits, sessions, logging and the switches. */
const RELOADABLE: readonly Setting[] = [
  { setting: 'MAINTENANCE_MODE', show: (c) => (c.maintenance ? 'on' : 'off'), apply: (r, n) => { r.maintenance = n.maintenance; } },
  rateLimit('RATE_LIMIT_LOGIN', 'login'),
  rateLimit('RATE_LIMIT_LOGIN_ACCOUNT', 'loginAccount'),
  rateLimit('RATE_LIMIT_REGISTER', 'register'),
  rateLimit('RATE_LIMIT_RESET', 'reset'),
  { setting: 'SESSION_IDLE_DAYS', show: (c) => days(c.sessions.idleTimeoutMs), apply: (r, n) => { r.sessions = { ...r.sessions, idleTimeoutMs: n.sessions.idleTimeoutMs }; } },
  { setting: 'SESSION_LIFETIME_DAYS', show: (c) => days(c.sessions.lifetimeMs), apply: (r, n) => { r.sessions = { ...r.sessions, lifetimeMs: n.sessions.lifetimeMs }; } },
  { setting: 'LOG_LEVEL', show: (c) => c.logLevel, apply: (r, n) => { r.logLevel = n.logLevel; } },
  // The feature switches: models served encrypted (from the next sign-in on) and the user export by tier (on while a token is set).
  { setting: 'ENCRYPT_MODELS', show: (c) => (c.encryptModels ? 'on' : 'off'), apply: (r, n) => { r.encryptModels = n.encryptModels; } },
  { setting: 'ADMIN_EXPORT_TOKEN', show: (c) => secret(c.adminExportToken), apply: (r, n) => { r.adminExportToken = n.adminExportToken; } },
];

/** Settings that apply only at start. */
const RESTART_ONLY: readonly Setting[] = [
  { setting: 'PORT', show: (c) => String(c.port) },
  { setting: 'HOST', show: (c) => c.host },
  { setting: 'DATA_DIR', show: (c) => c.dataDir },
  { setting: 'DATABASE_URL', show: (c) => secret(c.databaseUrl) },
  { setting: 'REDIS_URL', show: (c) => secret(c.redisUrl) },
  { setting: 'SMTP_URL', show: (c) => secret(c.smtpUrl) },
  { setting: 'MAIL_FROM', show: (c) => c.mailFrom },
  { setting: 'APP_URL', show: (c) => c.appUrl },
  { setting: 'PRODUCT_ID', show: (c) => c.productId },
  { setting: 'CLIENT_DIR', show: (c) => c.clientDir },
  { setting: 'TRUST_PROXY', show: (c) => String(c.trustProxy) },
  { setting: 'MARKET_SEED', show: (c) => c.market.seed },
  { setting: 'MARKET_SIZE', show: (c) => String(c.market.size) },
  { setting: 'MARKET_WORKERS', show: (c) => String(c.market.workers ?? 'default') },
  { setting: 'ALERT_SECRET_KEY', show: (c) => secret(c.alertSecretKey) },
  // The providers, their keys and the billing check time, as one: never their values.
  { setting: 'PAYMENT_PROVIDER', show: (c) => JSON.stringify(c.payments) },
];

/** The names of the settings a reload applies. */
export const RELOADABLE_SETTINGS = RELOADABLE.map((s) => s.setting);

/** Thrown when the environment and settings file make a configuration the server would not start with (a 400). */
export class InvalidSettingsError extends Error {}

/**
 * Reloads the running configuration in place; `onLogLevel` is told the new log level. Nothing
 * changes when the new values are invalid (InvalidSettingsError with loadConfig's message).
 */
export function reloadRuntimeSettings(running: AppConfig, onLogLevel: (level: string) => void): Omit<ReloadConfigAnswer, 'msg'> {
  const settingsFileFound = existsSync(running.settingsFile);
  let next: AppConfig;
  try {
    next = loadConfig(baseEnvironmentOf(running));
  } catch (err) {
    throw new InvalidSettingsError(err instanceof Error ? err.message : String(err));
  }
  const diff = (s: Setting): RuntimeSettingChange | null => {
    const before = s.show(running);
    const after = s.show(next);
    return before === after ? null : { setting: s.setting, before, after };
  };
  const changed = RELOADABLE.map(diff).filter((c): c is RuntimeSettingChange => c !== null);
  const restartNeeded = RESTART_ONLY.map(diff).filter((c): c is RuntimeSettingChange => c !== null);
  for (const s of RELOADABLE) s.apply?.(running, next);
  if (changed.some((c) => c.setting === 'LOG_LEVEL')) onLogLevel(running.logLevel);
  return { settingsFile: running.settingsFile, settingsFileFound, changed, reloadable: RELOADABLE_SETTINGS, restartNeeded };
}
