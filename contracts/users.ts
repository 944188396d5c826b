/**
 * The user object (docs/api.md, "The user object"): the login answer's `user`, GET and POST
 * /api/userData, POST /api/verifyIntro and POST /api/resetTickers; the body of POST /api/userData
 * and the email opt-in calls. server/users/userView.ts `userDataOf` builds it.
 *
 * The engine keeps the user object in the session without knowing these fields (its own view is
 * engine/state `EngineUser`); plugins and screens read it as this `SessionUser`.
 */
import type { UserSettings } from '../product/accountRules';
import type { PermissionModule } from '../product/permissionModules';
import type { AddressDetails, PurchaseEntry, SubscriptionType } from './billing';
import type { StoredList } from './lists';
import type { CustomCorrelation } from './correlations';

/** The settings as stored over the defaults (product/accountRules.ts DEFAULT_SETTINGS). */
export type { UserSettings };

/** `ui_flags`: the stored flags (any name) and the two the server sets on every answer. */
export interface UiFlags {
  /** Asks for the email opt-in dialog; false once answered. */
  show_mail_opt_in_dialog: boolean;
  /** Add-on packs without a Premium or Elite base: the client asks for a primary plan. */
  show_missing_primary_dialog: boolean;
  missing_primary_dialog_payload: { suppressedAddons: string[] };
  [flag: string]: unknown;
}

/** A running subscription as `subsActiveOnLogin` lists it. */
export interface SubscriptionOnLogin {
  type: SubscriptionType;
  id: string;
  cancelled: boolean;
  sku: string;
}

/** The portfolio ('Market overview') and the crypto list as the user object carries them. */
export interface UserObjectList {
  name: string;
  includedTicker: string[];
}

export interface SessionUser {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  /** The registration country; `name` in English. */
  country: { code: string; name: string };
  /** EOD-ACCESS or FULL-ACCESS; empty: the account may not sign in. */
  userPackage: string;
  /** The plan tier (product/plans.ts). */
  plan: string;
  planLabel: string;
  modules: PermissionModule[];
  primaryPlanSKU: string | null;
  /** The session's token: the login answer's user only. */
  sessionId?: string;
  settings: UserSettings;
  ui_flags: UiFlags;
  addressDetails: AddressDetails;
  baseCurrency: string;
  portfolioSize: number;
  chartingAppUsername: string | null;
  /** The platform of the last charting access request (issue 27). */
  chartingAppName?: 'TradingView' | 'Sierra' | null;
  chartingAppAccessGranted: boolean;
  resetBalance: number;
  tokenBalance: number;
  emailOptIn: boolean;
  /** Raised whenever the server changes the account: a session holding another one is logged out. */
  userStateVersion: number;
  dataVersion: number;
  customCorrelations: CustomCorrelation[];
  dashboardList: UserObjectList;
  cryptoList: UserObjectList;
  subsActiveOnLogin: SubscriptionOnLogin[];
  /** Newest first, at most 50. */
  billingHistory: PurchaseEntry[];
  perks: { ownsBiggestTickerAddon: boolean };
  /** The month's ticker allowance and the billable activations used of it. */
  rawUserData: { tickersPerMonth: number; tickersInLastMonth: number };
  referralCode: string;
  introAccepted: boolean;
  /** Each sorted by name. */
  watchlists: { regular: StoredList[]; crypto: StoredList[] };
}

/** POST /api/resetTickers: the user object after the reset; the server has ended every session. */
export type ResetTickersAnswer = SessionUser & { loggedOut: true };

/** A list change of POST /api/userData: the whole list, or tickers to add and remove (safe when two tabs edit at once). */
/**
 * A list write of POST /api/userData: the whole list (an array, or `includedTicker`, stored as
 * sent), the whole list with `base`, the list as the writer last saw it (only the writer's own
 * additions and removals are applied to what is stored: another tab's saved change is never
 * undone), or additions and removals.
 */
export type ListChange = string[] | { includedTicker: string[]; name?: string; base?: string[] } | { add?: string[]; remove?: string[] };

/** The body of POST /api/userData: the fields to change (at least one); answered with the user object. */
export interface UserDataPatch {
  settings?: Partial<UserSettings>;
  dashboardList?: ListChange;
  cryptoList?: ListChange;
  customCorrelations?: CustomCorrelation[];
  baseCurrency?: string;
  portfolioSize?: number;
  chartingAppUsername?: string;
  addressDetails?: AddressDetails;
}

/** The body of POST /api/verifyIntro (both must be true); answered with the user object. */
export interface VerifyIntroBody {
  noFinancialAdvise: boolean;
  willNotShare: boolean;
}

/** POST /api/acceptEmailOptIn and /api/declineEmailOptIn. */
export interface EmailOptInAnswer {
  success: true;
  emailOptIn: boolean;
}

/**
 * GET /api/foreignUserData?username=: another member's public profile, as the blog's comments and
 * likes show their authors (document 1 names the call without its use; docs/decisions.md). Only
 * what a member may see of another: no email, no lists, no plan. 404 for an unknown or deleted user.
 */
export interface ForeignUserData {
  username: string;
  /** First name and the initial of the last name ("Anna S."). */
  displayName: string;
  /** The day the account was created (YYYY-MM-DD). */
  memberSince: string;
}
