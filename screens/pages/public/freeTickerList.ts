import { DEFAULT_TICKERS } from '../../../product/accountRules';

/** The free tickers as visitors read them, without the index carets: "SPY, QQQ, GLD, USO, TLT, VIX, VVIX:VIX". */
export function freeTickerList(): string {
  return DEFAULT_TICKERS.map((t) => t.replace(/\^/g, '')).join(', ');
}
