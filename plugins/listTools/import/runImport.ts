/**
 * One batch import, free of React (the screen gives the calls): entries checked and ISINs
 * resolved, tickers already in the list left out, the list's capacity checked, the new tickers
 * activated (POST /api/activate-assets: one EOD request per new billable ticker; tickers the
 * market does not know are reported, not added), then added to the list in one call.
 *
 * Activation goes first and is all or nothing per call: when the month's EOD requests do not
 * cover the new tickers the server answers 429 and nothing changes (the error catalogue shows the
 * spec's ticker-limit alert). Imports above 200 new tickers activate in calls of 200; if a later
 * call hits the limit, the tickers activated before it are still added, and the outcome says so.
 */
import { ApiCallError } from '../../../engine/data';
import { TICKER_RULES } from '../../../product/tickerAccess';
import { toCryptoTicker } from '../../../product/priceDecimals';
import type { ImportTarget } from './importRules';
import { isIsin, isTickerSymbol } from './parseTickers';

import type { ActivationAnswer } from '../../../contracts';

export type { ActivationAnswer };

export interface ImportDeps {
  /** The tickers the target holds now (none for a new watchlist). */
  currentTickers(target: ImportTarget): readonly string[];
  /** The symbol of an ISIN, or null. */
  resolveIsin(isin: string): Promise<string | null>;
  activate(tickers: readonly string[]): Promise<ActivationAnswer>;
  write(target: ImportTarget, tickers: readonly string[]): Promise<void>;
}

export interface ImportOutcome {
  added: string[];
  alreadyInList: string[];
  notFound: string[];
  invalid: string[];
  unresolvedIsins: string[];
  /** EOD requests the import used. */
  eodRequestsUsed: number;
  /** A later activation call hit the month's limit; the tickers after it were not added. */
  limitReached: string[];
}

export type ImportFailure =
  | { reason: 'tickerLimit' }
  | { reason: 'listFull'; free: number; portfolio: boolean }
  | { reason: 'cryptoModule' }
  | { reason: 'duplicateName' }
  | { reason: 'failed'; message: string };

export class ImportError extends Error {
  constructor(readonly failure: ImportFailure) {
    super(failure.reason);
    this.name = 'ImportError';
  }
}

/** Activation calls take at most this many tickers (TICKER_RULES.requestMaxTickers). */
export const ACTIVATION_CHUNK = TICKER_RULES.requestMaxTickers;

const isCryptoTarget = (target: ImportTarget): boolean => target.kind === 'watchlist' && target.wlType === 'CRYPTO';

async function symbolsOf(entries: readonly string[], target: ImportTarget, deps: ImportDeps, outcome: ImportOutcome): Promise<string[]> {
  const symbols: string[] = [];
  for (const entry of entries) {
    let symbol: string | null = entry;
    if (isIsin(entry)) {
      symbol = (await deps.resolveIsin(entry))?.trim().toUpperCase() || null;
      if (!symbol) {
        outcome.unresolvedIsins.push(entry);
        continue;
      }
    }
    if (isCryptoTarget(target)) symbol = toCryptoTicker(symbol);
    if (!isTickerSymbol(symbol)) outcome.invalid.push(entry);
    else if (!symbols.includes(symbol)) symbols.push(symbol);
  }
  return symbols;
}

function failureOf(err: unknown): ImportError {
  if (err instanceof ImportError) return err;
  if (err instanceof ApiCallError) {
    if (err.status === 429) return new ImportError({ reason: 'tickerLimit' });
    if (err.code === 'CRYPTO_MODULE_REQUIRED') return new ImportError({ reason: 'cryptoModule' });
    // Another tab took the name meanwhile.
    if (err.code === 'WATCHLIST_NAME_DUPLICATE') return new ImportError({ reason: 'duplicateName' });
  }
  return new ImportError({ reason: 'failed', message: err instanceof Error ? err.message : String(err) });
}

export async function runImport(entries: readonly string[], target: ImportTarget, deps: ImportDeps): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { added: [], alreadyInList: [], notFound: [], invalid: [], unresolvedIsins: [], eodRequestsUsed: 0, limitReached: [] };
  try {
    const symbols = await symbolsOf(entries, target, deps, outcome);
    const current = new Set(deps.currentTickers(target).map((t) => t.toUpperCase()));
    const fresh = symbols.filter((s) => {
      if (!current.has(s)) return true;
      outcome.alreadyInList.push(s);
      return false;
    });
    const free = TICKER_RULES.portfolioMax - current.size;
    if (fresh.length > free) throw new ImportError({ reason: 'listFull', free: Math.max(free, 0), portfolio: target.kind === 'portfolio' });

    const known: string[] = [];
    for (let i = 0; i < fresh.length; i += ACTIVATION_CHUNK) {
      const chunk = fresh.slice(i, i + ACTIVATION_CHUNK);
      let answer: ActivationAnswer;
      try {
        answer = await deps.activate(chunk);
      } catch (err) {
        if (i > 0 && err instanceof ApiCallError && err.status === 429) {
          outcome.limitReached = fresh.slice(i);
          break;
        }
        throw err;
      }
      const unknown = new Set(answer.unknownTickers ?? []);
      outcome.eodRequestsUsed += answer.activatedTickers?.length ?? 0;
      for (const ticker of chunk) (unknown.has(ticker) ? outcome.notFound : known).push(ticker);
    }
    if (known.length || target.kind === 'newWatchlist') await deps.write(target, known);
    outcome.added = known;
    return outcome;
  } catch (err) {
    throw failureOf(err);
  }
}
