import countries from 'i18n-iso-countries';
import type { AppDeps, UserRow } from '../appDeps';
import { modulesOf } from './userModules';
import { balanceOf } from './balances';
import { tickerAllowanceOf } from '../assets/tickerAllowance';
import { listWatchlists, type WatchlistView } from './watchlistStore';
import { PLANS, isPlanTier } from '../../product/plans';
import { ACCOUNT_RULES, DEFAULT_SETTINGS } from '../../product/accountRules';

export interface SessionBalances {
  tokenBalance: number;
  resetBalance: number;
  tickersPerMonth: number;
  tickersInLastMonth: number;
  usedTickers: number;
}

export async function balancesOf(deps: AppDeps, user: UserRow): Promise<SessionBalances> {
  const [tokenBalance, resetBalance, allowance] = await Promise.all([
    balanceOf(deps.db, user.id, 'token'),
    balanceOf(deps.db, user.id, 'reset'),
    tickerAllowanceOf(deps.db, user, deps.now()),
  ]);
  const { tickersPerMonth, tickersInLastMonth } = allowance;
  return { tokenBalance, resetBalance, tickersPerMonth, tickersInLastMonth, usedTickers: tickersInLastMonth };
}

export function settingsOf(user: UserRow): Record<string, unknown> {
  return { ...DEFAULT_SETTINGS, ...user.settings };
}

/** The user object of the login response and of GET /api/userData (document 1 section 3). */
export async function userDataOf(deps: AppDeps, user: UserRow, sessionToken?: string): Promise<Record<string, unknown>> {
  const [balances, lists] = await Promise.all([balancesOf(deps, user), listWatchlists(deps.db, user.id, user.username)]);
  const plan = PLANS[isPlanTier(user.plan) ? user.plan : 'demo'];
  const byType = (type: WatchlistView['wlType']): WatchlistView[] => lists.filter((l) => l.wlType === type);
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
      show_missing_primary_dialog: false,
      missing_primary_dialog_payload: { suppressedAddons: [] },
      ...user.uiFlags,
    },
    addressDetails: user.addressDetails,
    baseCurrency: user.baseCurrency,
    portfolioSize: user.portfolioSize,
    chartingAppUsername: user.chartingAppUsername,
    chartingAppAccessGranted: user.chartingAppAccessGranted,
    resetBalance: balances.resetBalance,
    tokenBalance: balances.tokenBalance,
    emailOptIn: user.emailOptIn,
    userStateVersion: user.userStateVersion,
    dataVersion: user.dataVersion,
    customCorrelations: user.customCorrelations,
    dashboardList: { name: ACCOUNT_RULES.defaultDashboardListName, includedTicker: user.dashboardList },
    cryptoList: { name: ACCOUNT_RULES.cryptoListName, includedTicker: user.cryptoList },
    subsActiveOnLogin: [],
    billingHistory: [],
    perks: { ownsBiggestTickerAddon: false },
    rawUserData: { tickersPerMonth: balances.tickersPerMonth, tickersInLastMonth: balances.tickersInLastMonth },
    referralCode: user.referralCode,
    introAccepted: user.introAccepted,
    watchlists: { regular: byType('GENERAL'), crypto: byType('CRYPTO') },
  };
}
