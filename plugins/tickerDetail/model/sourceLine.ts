import type { DetailFormat } from './detailFormat';
import type { AssetData } from '../../../contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The data source and date shown with every box ('Demo data · Close of 11/20/2026'): the
 * simulated market is labelled "Demo data", imported end-of-day data "End-of-day data", and a
 * real-time range names its time.
 */
export function sourceLine(asset: Pick<AssetData, 'latestSource' | 'latestPriceDate' | 'latestRTRangeDate'>, t: Translate, f: DetailFormat): string {
  const label = asset.latestSource === 'demo' ? t('common:demoData') : asset.latestSource === 'realtime' ? t('detail:source.realtime') : t('detail:source.eod');
  const when = asset.latestSource === 'realtime' && asset.latestRTRangeDate
    ? t('detail:source.rtAt', { time: f.dateTime(asset.latestRTRangeDate) })
    : t('detail:source.close', { date: f.date(asset.latestPriceDate) });
  return `${label} · ${when}`;
}
