import { isIsoDate, isMethodologyMetric, type MethodologyMetric } from '../../../product/methodologyRules';

/** What a methodology page shows about the number the user came from. */
export interface MethodologyPageParams {
  metric: MethodologyMetric | null;
  /** The metric as written in the address, for the "no such page" text. */
  requested: string;
  asOf: string | null;
  ticker: string | null;
  value: string | null;
}

const TICKER = /^[A-Z0-9.^=_-]{1,20}$/i;
const MAX_VALUE_LENGTH = 40;

/**
 * Reads a page's address: an unknown metric gives null; a malformed as-of date, ticker or value is
 * dropped (the page then says the date was not given) rather than shown as it was typed.
 *
 * @example pageParams('iv-rank', new URLSearchParams('asOf=2026-11-26&ticker=SPY&value=42')) // { metric: 'iv-rank', asOf: '2026-11-26', … }
 */
export function pageParams(metric: string | undefined, search: URLSearchParams): MethodologyPageParams {
  const requested = metric ?? '';
  const asOf = search.get('asOf');
  const ticker = search.get('ticker');
  const value = search.get('value');
  return {
    metric: isMethodologyMetric(requested) ? requested : null,
    requested,
    asOf: asOf && isIsoDate(asOf) ? asOf : null,
    ticker: ticker && TICKER.test(ticker) ? ticker.toUpperCase() : null,
    value: value && value.length <= MAX_VALUE_LENGTH ? value : null,
  };
}
