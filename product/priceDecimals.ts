/**
 * How many decimals a price has (document 2 section 5, "Display"): 3 for crypto and FX, and for
 * tickers that start or end with one of the 33 currency codes; 2 for everything else. Read by
 * every table, the detail page and the exports, so that one ticker looks the same everywhere.
 */

/**
 * The 33 currency codes: the euro and the 32 currencies of the ECB's euro foreign exchange
 * reference rates (the list as it stood with the Croatian kuna and the Russian rouble).
 */
export const CURRENCY_CODES = [
  'EUR', 'USD', 'JPY', 'BGN', 'CZK', 'DKK', 'GBP', 'HUF', 'PLN', 'RON', 'SEK', 'CHF', 'ISK', 'NOK', 'HRK', 'RUB', 'TRY',
  'AUD', 'BRL', 'CAD', 'CNY', 'HKD', 'IDR', 'ILS', 'INR', 'KRW', 'MXN', 'MYR', 'NZD', 'PHP', 'SGD', 'THB', 'ZAR',
] as const;

export const PRICE_DECIMALS = 2;
export const FINE_PRICE_DECIMALS = 3;

/** The prefix of crypto tickers (document 1 section 3). */
export const CRYPTO_PREFIX = 'CRYPTO.';

export interface PricedInstrument {
  ticker: string;
  /** The instrument type when known (`crypto`, `fx`, `stock` ...). */
  type?: string | null;
}

/** Whether a ticker is a crypto symbol or pair (CRYPTO.BTC, CRYPTO.ETH:CRYPTO.BTC). */
export function isCryptoTicker(ticker: string): boolean {
  return ticker.trim().toUpperCase().startsWith(CRYPTO_PREFIX);
}

/** Whether the ticker starts or ends with one of the 33 currency codes (EURUSD, USDJPY=X, 6E_F is not). */
export function hasCurrencyCode(ticker: string): boolean {
  const symbol = ticker.trim().toUpperCase().replace(/=X$/, '');
  return CURRENCY_CODES.some((code) => symbol.startsWith(code) || symbol.endsWith(code));
}

/**
 * The decimals of an instrument's prices and price levels.
 *
 * @example priceDecimals({ ticker: 'EURUSD', type: 'fx' }) === 3; priceDecimals({ ticker: 'AAPL' }) === 2
 */
export function priceDecimals(instrument: PricedInstrument): number {
  const type = instrument.type?.toLowerCase();
  if (type === 'crypto' || type === 'fx' || type === 'currency') return FINE_PRICE_DECIMALS;
  if (isCryptoTicker(instrument.ticker) || hasCurrencyCode(instrument.ticker)) return FINE_PRICE_DECIMALS;
  return PRICE_DECIMALS;
}

/**
 * A crypto ticker as stored: `BTC`, `btc/usd`, `CRYPTO.BTC` → `CRYPTO.BTC`; a pair `ETH/BTC` →
 * `CRYPTO.ETH:CRYPTO.BTC`. Crypto watchlists keep their tickers in this form (document 1 section 3).
 */
export function toCryptoTicker(input: string): string {
  const text = input.trim().toUpperCase();
  if (!text) return '';
  if (text.startsWith(CRYPTO_PREFIX)) return text;
  const [base = '', quote] = text.split('/');
  if (!quote || quote === 'USD') return `${CRYPTO_PREFIX}${base}`;
  return `${CRYPTO_PREFIX}${base}:${CRYPTO_PREFIX}${quote}`;
}

/**
 * How a crypto ticker is shown: `CRYPTO.BTC` → `BTC/USD`, `CRYPTO.ETH:CRYPTO.BTC` → `ETH/BTC`;
 * any other ticker stays as it is.
 */
export function cryptoDisplay(ticker: string): string {
  if (!isCryptoTicker(ticker)) return ticker;
  const [base = '', quote] = ticker.toUpperCase().split(':');
  const strip = (t: string): string => t.slice(CRYPTO_PREFIX.length);
  return quote && isCryptoTicker(quote) ? `${strip(base)}/${strip(quote)}` : `${strip(base)}/USD`;
}
