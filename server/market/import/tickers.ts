/**
 * Tickers of imported files: from the file name (`AAPL.csv`, `^VIX.csv`, `BRK-B.csv`,
 * `CRYPTO.BTC.csv`) or from a Ticker / Symbol column, upper-cased.
 */
import path from 'node:path';
import { isCryptoTicker, isFuturesTicker, type InstrumentType, type TradingCalendar } from '../source/marketDataSource';

/** Letters, digits and `^ . _ - = &`, starting with a letter, a digit or `^`; at most 32 characters. Pairs (`A:B`) are derived, never imported. */
const TICKER = /^[A-Z0-9^][A-Z0-9^._\-=&]{0,31}$/;

export function normalizeTicker(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Null when the (normalized) ticker is acceptable, else the reason. */
export function tickerProblem(ticker: string): string | null {
  if (ticker === '') return 'the ticker is empty';
  if (ticker.includes(':')) return `"${ticker}" is a pair (A:B); pairs are computed from their legs, import the legs instead`;
  if (!TICKER.test(ticker)) return `"${ticker}" is not a valid ticker (letters, digits and ^ . _ - = &, at most 32 characters)`;
  if (!/[A-Z0-9]/.test(ticker)) return `"${ticker}" is not a valid ticker`;
  return null;
}

/** `data/^VIX.csv` → `^VIX`; `crypto.btc.CSV` → `CRYPTO.BTC`. */
export function tickerFromFileName(file: string): string {
  const base = path.basename(file);
  return normalizeTicker(base.replace(/\.csv$/i, ''));
}

/** The type of an imported instrument unknown to the base source, from the ticker conventions. */
export function inferInstrumentType(ticker: string): InstrumentType {
  if (isCryptoTicker(ticker)) return 'crypto';
  if (isFuturesTicker(ticker) || ticker.endsWith('=F')) return 'future';
  if (ticker.endsWith('=X')) return 'fx';
  if (/^\^(VIX|VVIX|VXN|RVX|VXD|OVX|GVZ|EVZ|MOVE|VIX\d+[DMY])/.test(ticker)) return 'volatility';
  if (ticker.startsWith('^')) return 'index';
  return 'stock';
}

export function inferCalendar(ticker: string): TradingCalendar {
  return isCryptoTicker(ticker) ? 'crypto' : 'nyse';
}
