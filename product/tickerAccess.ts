/**
 * Which tickers a user sees in full and what activating one costs (documents 1–3): read by the
 * server, which enforces it, and by the client, which shows it.
 */
import { DEFAULT_TICKERS } from './accountRules';
import { hasPermission } from './permissionModules';

export const TICKER_RULES = {
  /** A revealed or activated ticker stays active this long (document 3 section 9). */
  activeDays: 30,
  /** EOD requests one activation uses. */
  activationCost: 1,
  /** Tokens one real-time range costs (document 2 section 9). */
  realtimeTokenCost: 1,
  /** Tokens a scanner run costs. */
  scannerTokenCost: 10,
  /** Tokens one real-time gamma report costs (document 4 section 9). */
  gammaRealtimeTokenCost: 5,
  /** The portfolio ('Market overview') holds at most this many tickers. */
  portfolioMax: 2000,
  /** Regular or crypto watchlists a user may keep (each holds at most portfolioMax tickers). */
  watchlistsPerKindMax: 500,
  /** Most tickers one asset, quote, activation or real-time call accepts (the client sends 15 and 3). */
  requestMaxTickers: 200,
  /** Tickers never refreshed in real time whatever their quote source (document 2 section 6: a Korean index). */
  noRealtimeTickers: ['^KS11'],
  /** Autocomplete: default and largest `limit`. */
  searchDefaultLimit: 50,
  searchMaxLimit: 200,
  /** Chunks the client loads assets and real-time ranges in. */
  assetChunk: 15,
  /** Chunks of a list's loading queue in flight at once (of the browser's six connections). */
  assetChunksInFlight: 3,
  realtimeChunk: 3,
} as const;

const FREE = new Set<string>(DEFAULT_TICKERS);

/**
 * Tickers a user sees in full without spending an EOD request: the seven free tickers; for holders
 * of the CRYPTO module every crypto ticker (their subscription pays for the crypto market table);
 * for holders of FuturesAccess every future (the read-only futures table).
 */
export function isNonBillableTicker(ticker: string, modules: readonly string[]): boolean {
  const t = ticker.toUpperCase();
  if (FREE.has(t)) return true;
  if (t.startsWith('CRYPTO.')) return hasPermission(modules, 'CRYPTO');
  return t.endsWith('_F') && hasPermission(modules, 'FUTURES_ACCESS');
}

/** Crypto tickers can be revealed only with the CRYPTO module. */
export function canActivateTicker(ticker: string, modules: readonly string[]): boolean {
  return !ticker.toUpperCase().startsWith('CRYPTO.') || hasPermission(modules, 'CRYPTO');
}
