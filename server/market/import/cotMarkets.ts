/**
 * Which CFTC contract market codes of the COT reports feed the rows of document 4's CFTC screen
 * (server/market/source/tickerGroups.ts CFTC_MARKETS). Where a market moved to another contract,
 * both codes are listed, the preferred first: for a report date that carries both, the first wins
 * (the Eurodollar became Three-Month SOFR in 2022–2023).
 */
export const COT_MARKET_CODES: Readonly<Record<string, readonly string[]>> = {
  es: ['13874A'], // E-MINI S&P 500 - CHICAGO MERCANTILE EXCHANGE
  rty: ['239742'], // RUSSELL E-MINI - CHICAGO MERCANTILE EXCHANGE
  dow: ['12460P', '124603'], // DJIA x $5 / DJIA Consolidated - CHICAGO BOARD OF TRADE
  nq: ['209742'], // NASDAQ MINI - CHICAGO MERCANTILE EXCHANGE
  nikkei: ['240741', '240743'], // NIKKEI STOCK AVERAGE (USD / YEN) - CHICAGO MERCANTILE EXCHANGE
  vix: ['1170E1'], // VIX FUTURES - CBOE FUTURES EXCHANGE
  us30y: ['020601'], // UST BOND - CHICAGO BOARD OF TRADE
  us10y: ['043602'], // UST 10Y NOTE - CHICAGO BOARD OF TRADE
  us5y: ['044601'], // UST 5Y NOTE - CHICAGO BOARD OF TRADE
  us2y: ['042601'], // UST 2Y NOTE - CHICAGO BOARD OF TRADE
  eurodollar: ['134741', '132741'], // SOFR-3M / EURODOLLARS-3M - CHICAGO MERCANTILE EXCHANGE
  usd: ['098662'], // USD INDEX - ICE FUTURES U.S.
  eur: ['099741'], // EURO FX - CHICAGO MERCANTILE EXCHANGE
  jpy: ['097741'], // JAPANESE YEN - CHICAGO MERCANTILE EXCHANGE
  gbp: ['096742'], // BRITISH POUND - CHICAGO MERCANTILE EXCHANGE
  aud: ['232741'], // AUSTRALIAN DOLLAR - CHICAGO MERCANTILE EXCHANGE
  cad: ['090741'], // CANADIAN DOLLAR - CHICAGO MERCANTILE EXCHANGE
  chf: ['092741'], // SWISS FRANC - CHICAGO MERCANTILE EXCHANGE
  wti: ['067651'], // CRUDE OIL, LIGHT SWEET / WTI - NEW YORK MERCANTILE EXCHANGE
  wheat: ['001602'], // WHEAT-SRW - CHICAGO BOARD OF TRADE
  corn: ['002602'], // CORN - CHICAGO BOARD OF TRADE
  silver: ['084691'], // SILVER - COMMODITY EXCHANGE INC.
  natgas: ['023651'], // NAT GAS NYME - NEW YORK MERCANTILE EXCHANGE
  copper: ['085692'], // COPPER- #1 - COMMODITY EXCHANGE INC.
  gold: ['088691'], // GOLD - COMMODITY EXCHANGE INC.
};

const BY_CODE = new Map<string, { market: string; rank: number }>(
  Object.entries(COT_MARKET_CODES).flatMap(([market, codes]) => codes.map((code, rank) => [code, { market, rank }] as const)),
);

/** The screen's market of a contract code (trimmed, upper case) and the code's preference (0 first); undefined for other markets. */
export function cotMarketOf(contractCode: string): { market: string; rank: number } | undefined {
  return BY_CODE.get(contractCode.trim().toUpperCase());
}
