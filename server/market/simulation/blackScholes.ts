/** Black–Scholes–Merton prices with a continuous dividend yield (for option bids and asks). */

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26 for erf; absolute error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

export function blackScholesPrice(type: 'call' | 'put', spot: number, strike: number, years: number, rate: number, dividendYield: number, vol: number): number {
  const dfR = Math.exp(-rate * years);
  const dfQ = Math.exp(-dividendYield * years);
  if (years <= 0 || vol <= 0) {
    const forward = spot * dfQ - strike * dfR;
    return Math.max(0, type === 'call' ? forward : -forward);
  }
  const sd = vol * Math.sqrt(years);
  const d1 = (Math.log(spot / strike) + (rate - dividendYield + (vol * vol) / 2) * years) / sd;
  const d2 = d1 - sd;
  return type === 'call'
    ? spot * dfQ * normalCdf(d1) - strike * dfR * normalCdf(d2)
    : strike * dfR * normalCdf(-d2) - spot * dfQ * normalCdf(-d1);
}
