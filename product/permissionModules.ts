import { PREMIUM_COLUMN_MODULES } from './columnAccess';

/**
 * The permission modules of document 1 section 6: one table, read by the server (which enforces
 * them) and the client (which gates routes and navigation with them).
 */
export const PERMISSION_MODULES = [
  'ADMIN',
  'DEV_ONLY',
  'NEXT_GEN',
  'BASIC_OR_PREMIUM',
  'PREMIUM',
  'ELITE',
  'ELITE_PREVIEW',
  'BASIC_OR_PREMIUM_PREVIEW',
  'FREE',
  'FuturesAccess',
  'FuturesAccessPreview',
  'ApiAccess',
  'ApiAccessPreview',
  'Crypto',
  'Intro',
  'BetaAccess',
  'ChartingAppPreview',
  'ChartingAppAccess',
  'OrderProfessional',
  'OrderElitePlus',
  'CMSManager',
  'NOT_EXISTING_SO_HIDDEN',
] as const;

export type PermissionModule = (typeof PERMISSION_MODULES)[number];

/** The permission that is never granted: an entry guarded by it is hidden from everyone. */
export const HIDDEN_PERMISSION: PermissionModule = 'NOT_EXISTING_SO_HIDDEN';

/** Upper-case underscore spellings used by the route table (document 1 section 6). */
export const PERMISSION_ALIASES: Readonly<Record<string, PermissionModule>> = {
  API_ACCESS: 'ApiAccess',
  API_ACCESS_PREVIEW: 'ApiAccessPreview',
  CHARTING_APP_ACCESS: 'ChartingAppAccess',
  CHARTING_APP_PREVIEW: 'ChartingAppPreview',
  FUTURES_ACCESS: 'FuturesAccess',
  FUTURES_ACCESS_PREVIEW: 'FuturesAccessPreview',
  CRYPTO: 'Crypto',
  CMS_MANAGER: 'CMSManager',
  ORDER_PROFESSIONAL: 'OrderProfessional',
  ORDER_ELITE_PLUS: 'OrderElitePlus',
};

/** Resolves an alias (CRYPTO, API_ACCESS ...) to the module name; unknown names stay as they are. */
export function canonicalModule(name: string): string {
  return PERMISSION_ALIASES[name] ?? name;
}

export function isPermissionModule(name: string): name is PermissionModule {
  return (PERMISSION_MODULES as readonly string[]).includes(canonicalModule(name));
}

/**
 * Whether a holder of `modules` passes `required`. No requirement passes; the hidden permission
 * never does, whatever the holder has.
 */
export function hasPermission(modules: readonly string[], required: string | undefined | null): boolean {
  if (!required) return true;
  const wanted = canonicalModule(required);
  if (wanted === HIDDEN_PERMISSION) return false;
  return modules.some((m) => canonicalModule(m) === wanted);
}

/**
 * The product's permission scheme, as the engine reads it (engine/core `PermissionScheme`): the
 * server installs it when it builds the app, the browser through createEngineServices.
 */
export const PERMISSION_SCHEME = {
  has: hasPermission,
  canonical: canonicalModule,
  hidden: HIDDEN_PERMISSION,
  /** Admins change every model and see every owner's records (document 4 section 6). */
  admin: 'ADMIN',
  premiumColumns: PREMIUM_COLUMN_MODULES,
} as const;
