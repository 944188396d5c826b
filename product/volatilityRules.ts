/**
 * The volatility page's rules (issue 21 scope 3; document 4 section 2.4, document 2 section 9):
 * its six fixed groups of six tickers, who may open it, who sees the implied-volatility figures,
 * the realised-volatility windows and the cache ages. Read by the server and the client.
 */

export const VOLATILITY_GROUP_IDS = ['indices', 'sectors', 'rates', 'commodities', 'fx', 'crypto'] as const;
export type VolatilityGroupId = (typeof VOLATILITY_GROUP_IDS)[number];

/**
 * Document 4 section 2.4: "fixed ticker groups of six each". The members are ours: liquid
 * exchange-traded funds with listed options first (so implied volatility exists); the currency and
 * crypto groups add spot rates and coins, which have realised volatility only.
 */
export const VOLATILITY_PAGE_GROUPS: Readonly<Record<VolatilityGroupId, readonly string[]>> = {
  indices: ['SPY', 'QQQ', 'IWM', 'DIA', 'EFA', 'EEM'],
  sectors: ['XLK', 'XLF', 'XLV', 'XLE', 'XLI', 'XLU'],
  rates: ['SHY', 'IEI', 'IEF', 'TLT', 'LQD', 'HYG'],
  commodities: ['GLD', 'SLV', 'USO', 'UNG', 'DBA', 'CPER'],
  fx: ['UUP', 'FXE', 'FXY', 'EURUSD', 'USDJPY', 'GBPUSD'],
  crypto: ['BITO', 'IBIT', 'CRYPTO.BTC', 'CRYPTO.ETH', 'CRYPTO.SOL', 'CRYPTO.XRP'],
};

/** Document 4 section 6: the volatility page is for basic or premium members (the go-to button's rule). */
export const VOLATILITY_MODULE = 'BASIC_OR_PREMIUM';
/** Free members see the upgrade page in its place. */
export const VOLATILITY_PREVIEW_MODULE = 'BASIC_OR_PREMIUM_PREVIEW';
/** The implied-volatility figures (IV, premium, rank, percentile) are premium columns everywhere. */
export const IV_MODULE = 'PREMIUM';

/** Sessions of the two realised volatilities (close-to-close log returns, annualised). */
export const RV_WINDOWS = { short: 20, long: 60 } as const;

/** Document 2 section 9: "volatility preview 300 minutes local and 1500 server". */
export const VOLATILITY_CACHE = { clientMinutes: 300, serverSeconds: 1500 } as const;
