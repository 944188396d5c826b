import { useTranslation } from 'react-i18next';
import type { Loadable } from '../data/useLoadable';
import type { DetailFormat } from '../model/detailFormat';
import type { AssetData, RangeLine } from '../../../contracts';
import { boundChange } from '../model/analytics';
import { BoxState, DetailCard, PremiumLock, Signed } from './common';
import { MetricInfo } from './MetricInfo';

export interface RangeInfoCardProps {
  asset: AssetData;
  lines: Loadable<RangeLine[]>;
  premium: boolean;
  f: DetailFormat;
  source: string;
}

const lineValue = (lines: RangeLine[], name: string): RangeLine | undefined => lines.find((l) => l.name === name);

/** 'inside', 'above' or 'below' the range published after the prior close; null when unknown. */
export function eodPlacement(asset: AssetData): 'inside' | 'above' | 'below' | null {
  if (asset.onEODRange) return 'inside';
  if (asset.aboveEODRange) return 'above';
  if (asset.belowEODRange) return 'below';
  return null;
}

/**
 * Range information: the upper and lower range (from /rangeDataForDashboard) against the prior
 * day's close and against the prior day's range, where that close stands against the range
 * published the day before, and the caps; for Premium also the long-term range and the gamma levels.
 */
export function RangeInfoCard({ asset, lines, premium, f, source }: RangeInfoCardProps) {
  const { t } = useTranslation('detail');
  const placement = eodPlacement(asset);
  const cap = asset.rangeMetaInfo?.cap;
  let table;
  if (lines.status !== 'ready') table = <BoxState state={lines.status} error={t('boxError')} />;
  else {
    const high = lineValue(lines.data, 'Range High');
    const low = lineValue(lines.data, 'Range Low');
    const range = asset.stRange ?? asset;
    const down = typeof range.downside === 'number' ? -range.downside : null;
    const priorDay = (line: RangeLine | undefined, testId: string) => {
      const change = boundChange(line);
      const title = typeof line?.previousValue === 'number' ? t('rangeInfo.priorLevel', { level: f.range(line.previousValue), date: f.date(line.previousDate ?? null) }) : undefined;
      return <td data-testid={testId} title={title}><Signed value={change} text={f.signedPercent(change)} /></td>;
    };
    table = (
      <table className="detail-table">
        <thead>
          <tr>
            <th scope="col">{t('rangeInfo.bound')}</th><th scope="col">{t('rangeInfo.value')}</th><th scope="col">{t('rangeInfo.vsPriorDay')}</th>
            <th scope="col">{t('rangeInfo.vsClose')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('rangeInfo.upper')}</th><td data-testid="range-info-upper">{f.range(high?.value)}</td>{priorDay(high, 'range-info-upper-change')}
            <td><Signed value={range.upside} text={f.signedPercent(range.upside)} /></td>
          </tr>
          <tr>
            <th scope="row">{t('rangeInfo.lower')}</th><td data-testid="range-info-lower">{f.range(low?.value)}</td>{priorDay(low, 'range-info-lower-change')}
            <td><Signed value={down} text={f.signedPercent(down)} /></td>
          </tr>
        </tbody>
      </table>
    );
  }
  const lt = asset.ltRange;
  const gamma = asset.gammaMetrics?.gamma;
  return (
    <DetailCard id="detail-range-info" title={t('rangeInfo.title')} foot={source}>
      {table}
      <ul className="detail-facts">
        {placement && <li data-testid="range-info-eod">{t(`rangeInfo.eod.${placement}`)}</li>}
        {cap && <li>{t('rangeInfo.cap', { cap: t(`rangeInfo.caps.${cap}`, { defaultValue: cap }) })}</li>}
        {asset.latestRangeDate && <li>{t('rangeInfo.date', { date: f.date(asset.latestRangeDate) })}</li>}
      </ul>
      <h3 className="detail-subtitle">{t('rangeInfo.longTerm')}</h3>
      {premium ? (
        <dl className="detail-pairs" data-testid="detail-lt-range">
          <div><dt>{t('rangeInfo.lower')}<MetricInfo metric="long-range" asset={asset} label={`${t('rangeInfo.longTerm')}: ${t('rangeInfo.lower')}`} value={typeof lt?.lowerVolatilityRange === 'number' ? f.range(lt.lowerVolatilityRange) : null} /></dt><dd>{f.range(lt?.lowerVolatilityRange)}</dd></div>
          <div><dt>{t('rangeInfo.upper')}<MetricInfo metric="long-range" asset={asset} label={`${t('rangeInfo.longTerm')}: ${t('rangeInfo.upper')}`} value={typeof lt?.upperVolatilityRange === 'number' ? f.range(lt.upperVolatilityRange) : null} /></dt><dd>{f.range(lt?.upperVolatilityRange)}</dd></div>
          <div><dt>{t('price.downside')}</dt><dd>{f.percent(lt?.downside)}</dd></div>
          <div><dt>{t('price.upside')}</dt><dd>{f.percent(lt?.upside)}</dd></div>
        </dl>
      ) : <PremiumLock what={t('rangeInfo.longTerm')} />}
      <h3 className="detail-subtitle">{t('gamma.title')}</h3>
      {premium ? (
        gamma && (gamma.putWallLevel !== null || gamma.callWallLevel !== null || gamma.zeroGamma !== null) ? (
          <dl className="detail-pairs" data-testid="detail-gamma">
            <div><dt>{t('gamma.putWall')}<MetricInfo metric="put-wall" asset={asset} label={t('gamma.putWall')} value={gamma.putWallLevel === null ? null : f.price(gamma.putWallLevel, asset.ticker, asset.type)} /></dt><dd>{f.price(gamma.putWallLevel, asset.ticker, asset.type)}</dd></div>
            <div><dt>{t('gamma.callWall')}<MetricInfo metric="call-wall" asset={asset} label={t('gamma.callWall')} value={gamma.callWallLevel === null ? null : f.price(gamma.callWallLevel, asset.ticker, asset.type)} /></dt><dd>{f.price(gamma.callWallLevel, asset.ticker, asset.type)}</dd></div>
            <div><dt>{t('gamma.zeroGamma')}<MetricInfo metric="gamma-flip" asset={asset} label={t('gamma.zeroGamma')} value={gamma.zeroGamma === null ? null : f.price(gamma.zeroGamma, asset.ticker, asset.type)} /></dt><dd>{f.price(gamma.zeroGamma, asset.ticker, asset.type)}</dd></div>
          </dl>
        ) : <p className="detail-muted">{t('gamma.none')}</p>
      ) : <PremiumLock what={t('gamma.title')} />}
    </DetailCard>
  );
}
