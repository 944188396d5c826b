/**
 * POST /deriveRangeData {rangeGroups: [{ticker, price, low, high}]}: where each price stands in its
 * range (analytics rangeMetrics): upside, downside, their ratio and the position on the range.
 * Pure arithmetic on the caller's numbers, so it needs no market data and answers before the first
 * snapshot too. Numbers may also arrive as numeric text; anything that is not a positive finite
 * number, or a low that is not below the high, is a 400 naming the group.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/apiError';
import * as s from '../http/schemas';
import { rangeMetrics } from '../market/analytics';
import type { DerivedRange, DeriveRangeAnswer, DeriveRangeBody, RangeGroupInput } from '../../contracts';

export const MAX_RANGE_GROUPS = 2000;

export type { DerivedRange, RangeGroupInput };

const numberish = { type: ['number', 'string'], maxLength: 40 } as const;
const rangeGroup = s.object({ ticker: { type: 'string', maxLength: 60 }, price: numberish, low: numberish, high: numberish }, ['ticker', 'price', 'low', 'high']);
const deriveBody = s.object({ rangeGroups: { type: 'array', maxItems: MAX_RANGE_GROUPS, items: rangeGroup } }, ['rangeGroups']);

function positive(value: number | string, where: string, field: string): number {
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(n) || n <= 0) throw badRequest(`${where}: ${field} must be a positive number.`, 'INVALID_RANGE');
  return n;
}

/** The metrics of every group, or a 400 for the first invalid one. */
export function deriveRanges(groups: readonly RangeGroupInput[]): DerivedRange[] {
  return groups.map((g, i) => {
    const ticker = g.ticker.trim().toUpperCase();
    const where = `rangeGroups[${i}]${ticker ? ` (${ticker.slice(0, 40)})` : ''}`;
    const price = positive(g.price, where, 'price');
    const low = positive(g.low, where, 'low');
    const high = positive(g.high, where, 'high');
    const metrics = rangeMetrics(price, low, high);
    if (!metrics) throw badRequest(`${where}: low must be below high.`, 'INVALID_RANGE');
    return { ticker, price, ...metrics };
  });
}

export async function deriveRangeRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: DeriveRangeBody }>('/deriveRangeData', {
    config: { auth: true }, schema: { body: deriveBody },
  }, async (req): Promise<DeriveRangeAnswer> => ({ returnSet: deriveRanges(req.body.rangeGroups) }));
}
