/** Account limits from documents 1 and 3, in one place for the server and the client. */
export const ACCOUNT_RULES = {
  passwordMinLength: 6,
  derivedUsernameMaxLength: 20,
  usernameMaxLength: 40,
  nameMaxLength: 100,
  emailMaxLength: 254,
  referralCodeMaxLength: 40,
  minimumAge: 18,
  resetLinkValidHours: 72,
  verificationLinkValidHours: 24 * 14,
  failedLoginsBeforeLock: 5,
  lockMinutes: 15,
  /** The server version dialog may come back after this long (document 1 section 4). */
  versionDialogSnoozeMs: 10 * 60 * 1000,
  clientLogMaxBytes: 512 * 1024,
  /** The client keeps this many log lines and sends them with a log dump (document 1 section 9), each at most clientLogLineMax characters. */
  clientLogLines: 500,
  clientLogLineMax: 4000,
  /** Names of the kept lists (document 1 section 3). */
  defaultDashboardListName: 'Market overview',
  alertsListName: 'Server-Side Alerts',
  cryptoListName: 'Crypto Market',
  futuresListName: 'Futures Market',
} as const;

/** What a watchlist name may hold: at most 100 characters, none of < > { } or control characters. */
export const WATCHLIST_NAME_RULES = {
  maxLength: 100,
  /** The allowed names as a JSON-schema pattern (the server's body schema). */
  pattern: '^[^<>{}\\u0000-\\u001f]*$',
} as const;

export function isWellFormedListName(name: string): boolean {
  return name.length <= WATCHLIST_NAME_RULES.maxLength && new RegExp(WATCHLIST_NAME_RULES.pattern).test(name);
}

/** The lists the product keeps itself (document 1 section 3): no watchlist may take their names. */
export const KEPT_LIST_NAMES: readonly string[] = [ACCOUNT_RULES.defaultDashboardListName, ACCOUNT_RULES.alertsListName, ACCOUNT_RULES.cryptoListName, ACCOUNT_RULES.futuresListName];

/** Whether two list names are the same name: case and accents aside. */
export function sameListName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;
}

/** Whether a name is one of the kept lists'. */
export function isKeptListName(name: string): boolean {
  return KEPT_LIST_NAMES.some((k) => sameListName(k, name));
}

/** Free tickers every account sees (document 1 section 9 spelling, with the index carets). */
export const DEFAULT_TICKERS = ['SPY', 'QQQ', 'GLD', 'USO', 'TLT', '^VIX', '^VVIX:^VIX'] as const;

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Default user settings (document 1 section 3, document 3 section 3). */
export const DEFAULT_SETTINGS = {
  darkMode: false,
  compactModeStatus: false,
  colorblindModeStatus: false,
  csvSeparator: ';',
  exportFormat: 'Excel',
  excelExportFormat: 'XLS',
  fullLengthTables: false,
  language: 'en',
  rangePosAsPercent: true,
  activeColumns: null as string[] | null,
  /** The gamma page's quick list (product/gammaRules.ts: upper case, at most 20). */
  gammaQuickList: [] as string[],
} as const;

export type UserSettings = {
  darkMode: boolean;
  compactModeStatus: boolean;
  colorblindModeStatus: boolean;
  csvSeparator: string;
  exportFormat: 'Excel' | 'PDF';
  excelExportFormat: 'CSV' | 'XLS';
  fullLengthTables: boolean;
  language: Language;
  rangePosAsPercent: boolean;
  activeColumns: string[] | null;
  gammaQuickList: string[];
};

/** The username derived from an email: the local part, letters and digits only, lower case, 20 at most. */
export function deriveUsername(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.replace(/[^a-zA-Z0-9]/g, '').toLowerCase().slice(0, ACCOUNT_RULES.derivedUsernameMaxLength);
}
