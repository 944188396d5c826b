import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailFormat } from '../model/detailFormat';
import type { AssetData, RangeFields } from '../../../contracts';
import { trendDescription } from '../model/analytics';
import { PositionPanel } from './PositionPanel';
import { DetailCard, RatingPill, Signed } from './common';
import { MetricInfo } from './MetricInfo';

export interface PriceRangeCardProps {
  asset: AssetData;
  f: DetailFormat;
  asPercent: boolean;
  source: string;
  /** 'Add ticker to' and the real-time button. */
  actions?: ReactNode;
}

/** The range the row's top-level fields carry (the short-term range), as one object. */
export function mainRange(asset: AssetData): Partial<RangeFields> {
  return asset.stRange ?? asset;
}

/** The number as the card shows it, for the methodology link; none when there is no number. */
function shown(value: number | null | undefined, format: (v: number) => string): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? format(value) : null;
}

/**
 * The price and range card: last price and daily change, the short-term range with upside and
 * downside, trend and momentum with the trend description ('high Hurst' above 0.6), the position
 * panel, and the actions.
 */
export function PriceRangeCard({ asset, f, asPercent, source, actions }: PriceRangeCardProps) {
  const { t } = useTranslation('detail');
  const range = mainRange(asset);
  const trend = trendDescription(asset);
  const describe = [
    trend.trend ? t(`trend.${trend.trend}`) : null,
    trend.momentum ? t(`momentum.${trend.momentum}`) : null,
    trend.highHurst ? t('trend.highHurst') : null,
  ].filter(Boolean).join(', ');
  return (
    <DetailCard id="detail-price" title={t('price.title')} foot={source} className="detail-price">
      <div className="detail-price__quote">
        <strong className="detail-price__last" data-testid="detail-last-price">{f.price(asset.latestPrice, asset.ticker, asset.type)}</strong>
        <span className="detail-muted">{asset.currency}</span>
        <Signed value={asset.daily_percentChange} text={`${f.price(asset.daily_absoluteChange, asset.ticker, asset.type)} (${f.signedPercent(asset.daily_percentChange)})`} />
      </div>
      <dl className="detail-pairs">
        <div><dt>{t('price.rangeLow')}<MetricInfo metric="short-range" asset={asset} label={t('price.rangeLow')} value={shown(range.lowerVolatilityRange, f.range)} /></dt><dd data-testid="detail-range-low">{f.range(range.lowerVolatilityRange)}</dd></div>
        <div><dt>{t('price.rangeHigh')}<MetricInfo metric="short-range" asset={asset} label={t('price.rangeHigh')} value={shown(range.upperVolatilityRange, f.range)} /></dt><dd data-testid="detail-range-high">{f.range(range.upperVolatilityRange)}</dd></div>
        <div><dt>{t('price.downside')}<MetricInfo metric="upside-downside" asset={asset} label={t('price.downside')} value={shown(range.downside, f.percent)} /></dt><dd><Signed value={range.downside === null || range.downside === undefined ? null : -range.downside} text={f.percent(range.downside)} /></dd></div>
        <div><dt>{t('price.upside')}<MetricInfo metric="upside-downside" asset={asset} label={t('price.upside')} value={shown(range.upside, f.percent)} /></dt><dd><Signed value={range.upside} text={f.percent(range.upside)} /></dd></div>
        <div><dt>{t('price.trend')}<MetricInfo metric="trend" asset={asset} label={t('price.trend')} value={asset.overallTARating ?? null} /></dt><dd><RatingPill value={asset.overallTARating} /></dd></div>
        <div><dt>{t('price.momentum')}<MetricInfo metric="momentum" asset={asset} label={t('price.momentum')} value={asset.ltTARating ?? null} /></dt><dd><RatingPill value={asset.ltTARating} /></dd></div>
      </dl>
      {describe && <p className="detail-price__describe" data-testid="detail-trend-description">{describe}</p>}
      <PositionPanel range={range} asPercent={asPercent} f={f} />
      {actions && <div className="detail-price__actions">{actions}</div>}
    </DetailCard>
  );
}
