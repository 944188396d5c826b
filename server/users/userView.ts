import countries from 'i18n-iso-countries';
import type { AppDeps, UserRow } from '../appDeps';
import { modulesOf } from './userModules';
import { balanceOf } from './balances';
import { tickerAllowanceOf } from '../assets/tickerAllowance';
import { listWatchlists } from './watchlistStore';
import { storedCorrelations } from './customCorrelations';
import { PLANS, isPlanTier } from '../../product/plans';
import { ACCOUNT_RULES, DEFAULT_SETTINGS } from '../../product/accountRules';
import { billingUserFields, extraTickersOf } from '../billing/userBilling';
import type { SessionCache } from '../auth/sessionCache';
import type { SessionUser, StoredList, UserDataBalances, UserSettings } from '../../contracts';

/**
 * The balances of the user object (contracts/balances.ts). Reads that only show them (heartbeat,
 * GET /userData, the balance calls) pass the session cache and are served from memory while
 * nothing changed; a call that spends or books reads them from the ledger.
 */
export async function balancesOf(deps: AppDeps, user: UserRow, cache?: SessionCache | null): Promise<UserDataBalances> {
  const now = deps.now();
  // What of the user row the balances depend on: the plan's allowance and the period's start.
  const userVersion = `${user.plan}|${user.activationDate.getTime()}`;
  const read = async (): Promise<{ value: UserDataBalances; untilMs: number }> => {
    const [tokenBalance, resetBalance, extraTickers] = await Promise.all([
      balanceOf(deps.db, user.id, 'token'),
      balanceOf(deps.db, user.id, 'reset'),
      extraTickersOf(deps.db, user),
    ]);
    const allowance = await tickerAllowanceOf(deps.db, user, now, extraTickers);
    const { tickersPerMonth, tickersInLastMonth } = allowance;
    // The month's ticker usage starts again at the end of the allowance's period.
    return { value: { tokenBalance, resetBalance, tickersPerMonth, tickersInLastMonth, usedTickers: tickersInLastMonth }, untilMs: allowance.rolloverDate.getTime() };
  };
  return cache ? cache.balancesOf(user.id, now.getTime(), userVersion, read) : (await read()).value;
}

/** The stored settings over the defaults (the route schema of POST /userData admits only UserSettings' fields). */
export function settingsOf(user: UserRow): UserSettings {
  return { ...DEFAULT_SETTINGS, ...user.settings } as UserSettings;
}

/**
 * The user object of the login response and of GET /api/userData (document 1 section 3;
 * contracts/users.ts); with the session's token for the login response. `cache`: the balances
 * kept with the session (a read that only shows them).
 */
export async function userDataOf(deps: AppDeps, user: UserRow, options: { sessionToken: string }): Promise<SessionUser & { sessionId: string }>;
export async function userDataOf(deps: AppDeps, user: UserRow, options?: { cache?: SessionCache | null }): Promise<SessionUser>;
export async function userDataOf(deps: AppDeps, user: UserRow, options: { sessionToken?: string; cache?: SessionCache | null } = {}): Promise<SessionUser> {
  const { sessionToken, cache } = options;
  const [balances, lists, billing] = await Promise.all([balancesOf(deps, user, cache), listWatchlists(deps.db, user.id, user.username), billingUserFields(deps.db, user)]);
  const plan = PLANS[isPlanTier(user.plan) ? user.plan : 'demo'];
  const byType = (type: StoredList['wlType']): StoredList[] => lists.filter((l) => l.wlType === type);
  return {
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    country: { code: user.countryCode, name: countries.getName(user.countryCode, 'en') ?? user.countryCode },
    userPackage: user.userPackage,
    plan: user.plan,
    planLabel: plan.label,
    modules: modulesOf(user),
    primaryPlanSKU: user.primaryPlanSku,
    ...(sessionToken ? { sessionId: sessionToken } : {}),
    settings: settingsOf(user),
    ui_flags: {
      show_mail_opt_in_dialog: false,
      ...user.uiFlags,
      // Add-on packs without a Premium or Elite base: the client asks for a primary plan.
      show_missing_primary_dialog: billing.missingPrimary.show,
      missing_primary_dialog_payload: { suppressedAddons: billing.missingPrimary.suppressedAddons },
    },
    addressDetails: user.addressDetails,
    baseCurrency: user.baseCurrency,
    portfolioSize: user.portfolioSize,
    chartingAppUsername: user.chartingAppUsername,
    chartingAppName: user.chartingAppName === 'TradingView' || user.chartingAppName === 'Sierra' ? user.chartingAppName : null,
    chartingAppAccessGranted: user.chartingAppAccessGranted,
    resetBalance: balances.resetBalance,
    tokenBalance: balances.tokenBalance,
    emailOptIn: user.emailOptIn,
    userStateVersion: user.userStateVersion,
    dataVersion: user.dataVersion,
    customCorrelations: storedCorrelations(user.customCorrelations),
    dashboardList: { name: ACCOUNT_RULES.defaultDashboardListName, includedTicker: user.dashboardList },
    cryptoList: { name: ACCOUNT_RULES.cryptoListName, includedTicker: user.cryptoList },
    subsActiveOnLogin: billing.subsActiveOnLogin,
    billingHistory: billing.billingHistory,
    perks: billing.perks,
    rawUserData: { tickersPerMonth: balances.tickersPerMonth, tickersInLastMonth: balances.tickersInLastMonth },
    referralCode: user.referralCode,
    introAccepted: user.introAccepted,
    watchlists: { regular: byType('GENERAL'), crypto: byType('CRYPTO') },
  };
}
