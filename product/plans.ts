import type { PermissionModule } from './permissionModules';

/**
 * Plan tiers and what each grants. This is the one place for plan rules; the billing issue adds
 * prices, packs and SKUs next to it.
 */
export const PLAN_TIERS = ['demo', 'basic', 'premium', 'unlimited', 'professional', 'elite', 'elitePlus'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export type DataPackage = 'EOD-ACCESS' | 'FULL-ACCESS';

export interface PlanRules {
  /** Tier name code of document 1 section 9 (010 Basic ...); the free plan has none. */
  code: string | null;
  label: string;
  dataPackage: DataPackage;
  /** EOD ticker allowance per month (document 3 section 9). */
  tickersPerMonth: number;
  tokensPerMonth: number;
  resetsPerMonth: number;
  modules: readonly PermissionModule[];
}

const CUSTOMER_BASE: readonly PermissionModule[] = ['FREE'];
const TEASERS: readonly PermissionModule[] = [
  'BASIC_OR_PREMIUM_PREVIEW',
  'ELITE_PREVIEW',
  'FuturesAccessPreview',
  'ApiAccessPreview',
  'ChartingAppPreview',
];

export const PLANS: Readonly<Record<PlanTier, PlanRules>> = {
  demo: {
    code: null, label: 'Free', dataPackage: 'EOD-ACCESS', tickersPerMonth: 3, tokensPerMonth: 0, resetsPerMonth: 0,
    modules: [...CUSTOMER_BASE, ...TEASERS],
  },
  basic: {
    code: '010', label: 'Basic', dataPackage: 'EOD-ACCESS', tickersPerMonth: 3, tokensPerMonth: 0, resetsPerMonth: 0,
    modules: [...CUSTOMER_BASE, 'BASIC_OR_PREMIUM', 'ELITE_PREVIEW', 'FuturesAccessPreview', 'ApiAccessPreview', 'ChartingAppPreview'],
  },
  premium: {
    code: '020', label: 'Premium', dataPackage: 'FULL-ACCESS', tickersPerMonth: 50, tokensPerMonth: 50, resetsPerMonth: 2,
    modules: [...CUSTOMER_BASE, 'BASIC_OR_PREMIUM', 'PREMIUM', 'ELITE_PREVIEW', 'FuturesAccessPreview', 'ApiAccessPreview', 'ChartingAppPreview'],
  },
  unlimited: {
    code: '040', label: 'Unlimited', dataPackage: 'FULL-ACCESS', tickersPerMonth: 1000, tokensPerMonth: 50, resetsPerMonth: 2,
    modules: [...CUSTOMER_BASE, 'BASIC_OR_PREMIUM', 'PREMIUM', 'ELITE_PREVIEW', 'FuturesAccessPreview', 'ApiAccessPreview', 'ChartingAppPreview'],
  },
  professional: {
    code: '050', label: 'Professional', dataPackage: 'FULL-ACCESS', tickersPerMonth: 5000, tokensPerMonth: 50, resetsPerMonth: 2,
    modules: [...CUSTOMER_BASE, 'BASIC_OR_PREMIUM', 'PREMIUM', 'ELITE', 'ApiAccess', 'ChartingAppAccess', 'FuturesAccess', 'Crypto'],
  },
  elite: {
    code: '060', label: 'Elite', dataPackage: 'FULL-ACCESS', tickersPerMonth: 150, tokensPerMonth: 50, resetsPerMonth: 2,
    modules: [...CUSTOMER_BASE, 'BASIC_OR_PREMIUM', 'PREMIUM', 'ELITE', 'ApiAccess', 'ChartingAppAccess', 'FuturesAccess', 'Crypto', 'OrderElitePlus', 'OrderProfessional'],
  },
  elitePlus: {
    code: '070', label: 'Elite+', dataPackage: 'FULL-ACCESS', tickersPerMonth: 1000, tokensPerMonth: 50, resetsPerMonth: 2,
    modules: [...CUSTOMER_BASE, 'BASIC_OR_PREMIUM', 'PREMIUM', 'ELITE', 'ApiAccess', 'ChartingAppAccess', 'FuturesAccess', 'Crypto', 'OrderProfessional'],
  },
};

export function isPlanTier(value: string): value is PlanTier {
  return (PLAN_TIERS as readonly string[]).includes(value);
}

/** Staff roles grant modules on top of the plan. */
export const STAFF_ROLES = ['admin', 'cmsManager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_MODULES: Readonly<Record<StaffRole, readonly PermissionModule[]>> = {
  admin: ['ADMIN', 'DEV_ONLY', 'CMSManager', 'BetaAccess', 'NEXT_GEN'],
  cmsManager: ['CMSManager'],
};

export interface ModuleInputs {
  plan: PlanTier;
  roles: readonly StaffRole[];
  /** Until the user accepts the intro (both checkboxes), Intro is the first module. */
  introAccepted: boolean;
  /** Add-on modules from separate subscriptions (the crypto plan, for example). */
  extraModules?: readonly PermissionModule[];
}

/**
 * The user's permission modules, in a stable order. Intro comes first while the intro is not
 * accepted: the client sends such a user to /dashboard/intro after sign-in.
 *
 * @example deriveModules({ plan: 'demo', roles: [], introAccepted: false })[0] === 'Intro'
 */
export function deriveModules(input: ModuleInputs): PermissionModule[] {
  const out: PermissionModule[] = [];
  const add = (m: PermissionModule): void => {
    if (!out.includes(m)) out.push(m);
  };
  if (!input.introAccepted) add('Intro');
  PLANS[input.plan].modules.forEach(add);
  (input.extraModules ?? []).forEach(add);
  for (const role of input.roles) ROLE_MODULES[role].forEach(add);
  // A preview module is pointless once the full module is held.
  const previewOf: Partial<Record<PermissionModule, PermissionModule>> = {
    ELITE_PREVIEW: 'ELITE', BASIC_OR_PREMIUM_PREVIEW: 'BASIC_OR_PREMIUM', FuturesAccessPreview: 'FuturesAccess',
    ApiAccessPreview: 'ApiAccess', ChartingAppPreview: 'ChartingAppAccess',
  };
  return out.filter((m) => !(previewOf[m] && out.includes(previewOf[m])));
}
