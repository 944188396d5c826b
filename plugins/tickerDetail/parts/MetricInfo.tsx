import { MetricInfoLink } from '../../methodology';
import { rowAsOf, type MethodologyMetric } from '../../../product/methodologyRules';
import type { AssetData } from '../../../contracts';

export interface MetricInfoProps {
  metric: MethodologyMetric;
  asset: Pick<AssetData, 'ticker' | 'latestPriceDate'> & { latestRangeDate?: string | null };
  /** What the number is called on the card (the link's accessible name). */
  label: string;
  /** The number as shown, carried to the page. */
  value?: string | null;
}

/**
 * The "ⓘ" beside a number on a detail card: the metric's methodology page with the ticker, the value
 * on screen and the as-of date of the ticker's data (issue 21 scope 6).
 */
export function MetricInfo({ metric, asset, label, value }: MetricInfoProps) {
  return <MetricInfoLink metric={metric} label={label} asOf={rowAsOf(asset)} ticker={asset.ticker} value={value} />;
}
