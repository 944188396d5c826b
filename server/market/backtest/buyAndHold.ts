/**
 * Equal-weight buy and hold: the cash is split equally over the tickers that have a close on the first
 * date and bought at that close (paying `costBps`), then held. With no costs, the equity at date j over
 * the initial cash is the mean of the tickers' close ratios close_j / close_0.
 */
export function buyAndHoldEquity(prices: readonly Float64Array[], days: number, initialCash: number, costBps: number): number[] {
  const live = prices.filter((p) => p[0]! > 0);
  if (days === 0) return [];
  if (live.length === 0) return new Array<number>(days).fill(initialCash);
  const invest = initialCash / live.length / (1 + costBps / 10_000);
  const shares = live.map((p) => invest / p[0]!);
  const out: number[] = [];
  for (let day = 0; day < days; day++) {
    let value = 0;
    live.forEach((p, t) => (value += shares[t]! * p[day]!));
    out.push(value);
  }
  return out;
}
