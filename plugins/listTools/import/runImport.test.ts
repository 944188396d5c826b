import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../engine/data';
import type { ImportTarget } from './importRules';
import { ImportError, runImport, type ActivationAnswer, type ImportDeps } from './runImport';

const FREE = new Set(['SPY', 'QQQ']);
const KNOWN = new Set(['SPY', 'QQQ', 'AAPL', 'MSFT', 'NVDA', 'CRYPTO.BTC', ...Array.from({ length: 300 }, (_, i) => `T${i}`)]);

function deps(current: string[] = [], allowance = 50) {
  const activated: string[][] = [];
  const written: { target: ImportTarget; tickers: readonly string[] }[] = [];
  let used = 0;
  const d: ImportDeps = {
    currentTickers: () => current,
    resolveIsin: async (isin) => (isin === 'US0378331005' ? 'aapl' : null),
    activate: async (tickers): Promise<ActivationAnswer> => {
      const billable = tickers.filter((t) => KNOWN.has(t) && !FREE.has(t));
      if (used + billable.length > allowance) throw new ApiCallError(429, 'limit', 'TICKER_LIMIT');
      used += billable.length;
      activated.push([...tickers]);
      return { activatedTickers: billable, nonBillableTickers: tickers.filter((t) => FREE.has(t)), unknownTickers: tickers.filter((t) => !KNOWN.has(t)),
        alreadyActiveTickers: [], tickersInLastMonth: used, tickersPerMonth: allowance, tokenBalance: 0 };
    },
    write: async (target, tickers) => {
      written.push({ target, tickers });
    },
  };
  return { d, activated, written };
}

describe('runImport', () => {
  it('activates the new tickers and adds the known ones, reporting the rest', async () => {
    const { d, activated, written } = deps(['MSFT']);
    const outcome = await runImport(['AAPL', 'MSFT', 'SPY', 'NOPE', 'BAD TICKER', 'US0378331005', 'XS0000000009'], { kind: 'portfolio' }, d);
    expect(activated).toEqual([['AAPL', 'SPY', 'NOPE']]);
    expect(written).toEqual([{ target: { kind: 'portfolio' }, tickers: ['AAPL', 'SPY'] }]);
    expect(outcome).toEqual({
      added: ['AAPL', 'SPY'], alreadyInList: ['MSFT'], notFound: ['NOPE'], invalid: ['BAD TICKER'], unresolvedIsins: ['XS0000000009'], eodRequestsUsed: 1, limitReached: [],
    });
  });

  it('changes nothing when the EOD requests do not cover the new tickers', async () => {
    const { d, written } = deps([], 3);
    const err = await runImport(['AAPL', 'MSFT', 'NVDA', 'T1'], { kind: 'portfolio' }, d).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).failure).toEqual({ reason: 'tickerLimit' });
    expect(written).toHaveLength(0);
  });

  it('activates in calls of 200 and keeps what was activated before the limit was hit', async () => {
    const { d, activated, written } = deps([], 250);
    const tickers = Array.from({ length: 300 }, (_, i) => `T${i}`);
    const outcome = await runImport(tickers, { kind: 'watchlist', name: 'BIG', wlType: 'GENERAL' }, d);
    expect(activated.map((a) => a.length)).toEqual([200]);
    expect(outcome.added).toHaveLength(200);
    expect(outcome.limitReached).toEqual(tickers.slice(200));
    expect(written[0]!.tickers).toHaveLength(200);
  });

  it('refuses more tickers than the list has room for (2000)', async () => {
    const { d, activated } = deps(Array.from({ length: 1999 }, (_, i) => `X${i}`));
    const err = await runImport(['AAPL', 'MSFT'], { kind: 'portfolio' }, d).catch((e: unknown) => e);
    expect((err as ImportError).failure).toEqual({ reason: 'listFull', free: 1, portfolio: true });
    expect(activated).toHaveLength(0);
  });

  it('prefixes crypto tickers for a crypto watchlist', async () => {
    const { d, written } = deps();
    const outcome = await runImport(['BTC/USD', 'CRYPTO.BTC'], { kind: 'watchlist', name: 'COINS', wlType: 'CRYPTO' }, d);
    expect(outcome.added).toEqual(['CRYPTO.BTC']);
    expect(written[0]!.tickers).toEqual(['CRYPTO.BTC']);
  });

  it('creates a new watchlist even when none of its tickers is known', async () => {
    const { d, written } = deps();
    const outcome = await runImport(['NOPE'], { kind: 'newWatchlist', name: 'NEW' }, d);
    expect(outcome.added).toEqual([]);
    expect(written).toEqual([{ target: { kind: 'newWatchlist', name: 'NEW' }, tickers: [] }]);
  });

  it('adds nothing and calls nothing when every ticker is in the list already', async () => {
    const { d, activated, written } = deps(['AAPL']);
    const outcome = await runImport(['aapl'.toUpperCase()], { kind: 'portfolio' }, d);
    expect(outcome.alreadyInList).toEqual(['AAPL']);
    expect(activated).toHaveLength(0);
    expect(written).toHaveLength(0);
  });

  it('names other failures', async () => {
    const { d } = deps();
    d.activate = () => Promise.reject(new ApiCallError(400, 'crypto', 'CRYPTO_MODULE_REQUIRED'));
    expect(((await runImport(['AAPL'], { kind: 'portfolio' }, d).catch((e: unknown) => e)) as ImportError).failure).toEqual({ reason: 'cryptoModule' });
    d.activate = () => Promise.reject(new ApiCallError(503, 'loading', 'MARKET_LOADING'));
    expect(((await runImport(['AAPL'], { kind: 'portfolio' }, d).catch((e: unknown) => e)) as ImportError).failure).toEqual({ reason: 'failed', message: 'loading' });
  });
});
