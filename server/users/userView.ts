import countries from 'i18n-iso-countries';
import type { AppDeps, UserRow } from '../appDeps';
import { modulesOf } from './userModules';
import { balanceOf } from './balances';
import { tickerAllowanceOf } from '../assets/tickerAllowance';
import { listWatchlists } from './watchlistStore';
import { storedCorrelations } from './customCorrelations';
import { PLANS, isPlanTier } from '../../product/plans';
import { ACCOUNT_RULES, DEFAULT_SETTINGS } from '../../product/accountRules';
import { billingUserFields, extraTickersOf, type BillingUserFields } from '../billing/userBilling';
import type { CachedUserData, SessionCache } from '../auth/sessionCache';
import type { SessionUser, StoredList, UserDataBalances, UserSettings } from '../../contracts';

/**
 * The balances of the user object (contracts/balances.ts). Reads that only show them (heartbeat,
 * GET /userData, the balance calls) pass the session cache and are served from memory while
 * nothing changed; a call that spends or books reads them from the ledger.
 */
export async function balancesOf(deps: AppDeps, user: UserRow, cache?: SessionCache | null): Promise<UserDataBalances> {
  // What of the user row the balances depend on: the plan's allowance and the period's start.
  const userVersion = `${user.plan}|${user.activationDate.getTime()}`;
  return cache ? cache.balancesOf(user.id, deps.now().getTime(), userVersion, () => readBalances(deps, user)) : (await readBalances(deps, user)).value;
}

/** The balances from the ledger, valid until the end of the allowance's period (when the month's ticker usage starts again). */
async function readBalances(deps: AppDeps, user: UserRow): Promise<{ value: UserDataBalances; untilMs: number }> {
  const [tokenBalance, resetBalance, extraTickers] = await Promise.all([
    balanceOf(deps.db, user.id, 'token'),
    balanceOf(deps.db, user.id, 'reset'),
    extraTickersOf(deps.db, user),
  ]);
  const allowance = await tickerAllowanceOf(deps.db, user, deps.now(), extraTickers);
  const { tickersPerMonth, tickersInLastMonth } = allowance;
  return { value: { tokenBalance, resetBalance, tickersPerMonth, tickersInLastMonth, usedTickers: tickersInLastMonth }, untilMs: allowance.rolloverDate.getTime() };
}

/** The stored settings over the defaults (the route schema of POST /userData admits only UserSettings' fields). */
export function settingsOf(user: UserRow): UserSettings {
  return { ...DEFAULT_SETTINGS, ...user.settings } as UserSettings;
}

/**
 * The user object of the login response, of the writes that answer it and of GET /api/userData
 * (document 1 section 3; contracts/users.ts; the GET keeps its JSON: userDataJson); with the
 * session's token for the login response.
 */
export async function userDataOf(deps: AppDeps, user: UserRow, options: { sessionToken: string }): Promise<SessionUser & { sessionId: string }>;
export async function userDataOf(deps: AppDeps, user: UserRow): Promise<SessionUser>;
export async function userDataOf(deps: AppDeps, user: UserRow, options: { sessionToken?: string } = {}): Promise<SessionUser> {
  const { sessionToken } = options;
  const [balances, lists, billing] = await Promise.all([balancesOf(deps, user), listWatchlists(deps.db, user.id, user.username), billingUserFields(deps.db, user)]);
  return userObject(user, balances, lists, billing, sessionToken);
}

/**
 * GET /api/userData's answer as JSON: kept with the session (SessionCache.userDataOf) while the
 * user, their balances, lists and orders stay as they were; built afresh without a cache.
 */
export async function userDataJson(deps: AppDeps, user: UserRow, cache: SessionCache | null): Promise<string> {
  const build = async (): Promise<{ value: CachedUserData; untilMs: number }> => {
    const [balances, lists, billing] = await Promise.all([readBalances(deps, user), listWatchlists(deps.db, user.id, user.username), billingUserFields(deps.db, user)]);
    const value = userObject(user, balances.value, lists, billing);
    return { value: { value, json: JSON.stringify(value) }, untilMs: balances.untilMs };
  };
  return cache ? (await cache.userDataOf(user.id, deps.now().getTime(), user, build)).json : (await build()).value.json;
}

function userObject(user: UserRow, balances: UserDataBalances, lists: StoredList[], billing: BillingUserFields, sessionToken?: string): SessionUser {
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
    modules: [...modulesOf(user)],
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
