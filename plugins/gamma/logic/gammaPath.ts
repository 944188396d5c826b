/** The gamma page's address, optionally opening a ticker (`?ticker=`). */
export const GAMMA_PAGE = '/dashboard/gamma';
export const GAMMA_TICKER_PARAM = 'ticker';

export function gammaPath(ticker?: string): string {
  return ticker ? `${GAMMA_PAGE}?${GAMMA_TICKER_PARAM}=${encodeURIComponent(ticker)}` : GAMMA_PAGE;
}
