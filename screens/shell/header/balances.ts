import type { UserBalance } from '../../../contracts';

/** EOD ticker requests left this month; -1 (unknown) when the allowance is unknown. */
export function remainingTickers(b: UserBalance): number {
  if (b.tickersPerMonth < 0) return -1;
  return Math.max(0, b.tickersPerMonth - Math.max(0, b.tickersInLastMonth));
}
