import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceChart } from './chart/PriceChart';
import type { ChartLevel, ChartTheme } from './chart/chartFigure';
import { useCandles, useCorrelationRows, useHurstSeries, useRangeLines } from './data/useDetailLoads';
import type { Loadable } from './data/useLoadable';
import type { DetailFormat } from './model/detailFormat';
import type { AssetData, RangeLine } from '../../contracts';
import { CorrelationCard, HurstCard } from './parts/AnalyticsCards';
import { PriceRangeCard } from './parts/PriceRangeCard';
import { RangeInfoCard } from './parts/RangeInfoCard';
import { PerformanceTable, RelativeVolumeTable } from './parts/RowTables';
import { VolatilityCard } from './parts/VolatilityCard';

export interface DetailOverviewProps {
  asset: AssetData;
  f: DetailFormat;
  crypto: boolean;
  premium: boolean;
  canOpenVolatility: boolean;
  asPercent: boolean;
  theme: ChartTheme;
  compact: boolean;
  source: string;
  /** 'Add ticker to' and the real-time button. */
  actions: ReactNode;
}

/** The chart's lines: the range (a real-time range replaces the published one), and for Premium the long-term range and gamma levels. */
export function chartLevels(asset: AssetData, lines: Loadable<RangeLine[]>, premium: boolean, names: Record<string, string>): ChartLevel[] {
  const realtime = asset.latestSource === 'realtime';
  const published = lines.status === 'ready' ? lines.data : [];
  const high = realtime ? asset.upperVolatilityRange : published.find((l) => l.name === 'Range High')?.value ?? asset.upperVolatilityRange;
  const low = realtime ? asset.lowerVolatilityRange : published.find((l) => l.name === 'Range Low')?.value ?? asset.lowerVolatilityRange;
  const levels: ChartLevel[] = [
    { name: names.rangeHigh!, value: high ?? null, kind: 'rangeHigh' },
    { name: names.rangeLow!, value: low ?? null, kind: 'rangeLow' },
  ];
  if (premium) {
    const gamma = asset.gammaMetrics?.gamma;
    levels.push(
      { name: names.ltHigh!, value: asset.ltRange?.upperVolatilityRange ?? null, kind: 'ltHigh' },
      { name: names.ltLow!, value: asset.ltRange?.lowerVolatilityRange ?? null, kind: 'ltLow' },
      { name: names.zeroGamma!, value: gamma?.zeroGamma ?? null, kind: 'gamma' },
    );
  }
  return levels;
}

/** The Overview tab of a revealed ticker: chart, price and range card, and the tables. */
export function DetailOverview({ asset, f, crypto, premium, canOpenVolatility, asPercent, theme, compact, source, actions }: DetailOverviewProps) {
  const { t } = useTranslation('detail');
  const candles = useCandles(asset.ticker);
  const lines = useRangeLines(asset.ticker);
  const hurst = useHurstSeries(asset.ticker);
  const correlations = useCorrelationRows(asset.ticker);
  const names = useMemo(() => ({
    rangeHigh: t('chart.rangeHigh'), rangeLow: t('chart.rangeLow'), ltHigh: t('chart.ltHigh'), ltLow: t('chart.ltLow'), zeroGamma: t('gamma.zeroGamma'),
  }), [t]);
  const levels = useMemo(() => chartLevels(asset, lines, premium, names), [asset, lines, premium, names]);
  return (
    <div className="detail-layout">
      <div className="detail-layout__chart">
        <PriceChart ticker={asset.ticker} type={asset.type} candles={candles} levels={levels} theme={theme} source={source} compact={compact} />
      </div>
      <div className="detail-layout__side">
        <PriceRangeCard asset={asset} f={f} asPercent={asPercent} source={source} actions={actions} />
      </div>
      <div className="detail-cards">
        <PerformanceTable asset={asset} f={f} source={source} />
        <RelativeVolumeTable asset={asset} f={f} source={source} />
        <CorrelationCard state={correlations} f={f} source={source} asset={asset} />
        <HurstCard state={hurst} f={f} source={source} asset={asset} />
        <RangeInfoCard asset={asset} lines={lines} premium={premium} f={f} source={source} />
        {!crypto && <VolatilityCard asset={asset} f={f} premium={premium} canOpenVolatility={canOpenVolatility} source={source} />}
      </div>
    </div>
  );
}
