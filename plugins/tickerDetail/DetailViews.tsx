import { PriceChart } from './chart/PriceChart';
import type { ChartTheme } from './chart/chartFigure';
import { useCandles, useSignals } from './data/useDetailLoads';
import type { DetailFormat } from './model/detailFormat';
import type { AssetData } from '../../contracts';
import { DetailMessage } from './parts/DetailMessage';
import { RecentChanges } from './parts/RecentChanges';

/** The signal lookback: the larger of the user's ticker count and 50 (document 2 section 7). */
export const SIGNAL_LOOKBACK_MIN = 50;

/** A suspected split: the message, and the price chart without range lines. */
export function SplitErrorView({ asset, theme, compact, source }: { asset: AssetData; theme: ChartTheme; compact: boolean; source: string }) {
  const candles = useCandles(asset.ticker);
  return (
    <div className="detail-stack">
      <DetailMessage kind="splitError" ticker={asset.ticker} />
      <PriceChart ticker={asset.ticker} type={asset.type} candles={candles} levels={[]} theme={theme} source={source} compact={compact} />
    </div>
  );
}

/** The Recent Changes tab. */
export function RecentChangesView({ ticker, f, source, portfolioSize }: { ticker: string; f: DetailFormat; source: string; portfolioSize: number }) {
  const signals = useSignals(ticker, Math.max(SIGNAL_LOOKBACK_MIN, portfolioSize));
  return <RecentChanges state={signals} f={f} source={source} />;
}
