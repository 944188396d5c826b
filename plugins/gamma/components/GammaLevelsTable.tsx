import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import { priceDecimals } from '../../../product/priceDecimals';
import { MetricInfoLink } from '../../methodology';
import type { GammaReportData } from '../../../contracts';

const NOT_A_TIME = 'NaT';

/** The single-ticker table: price, put wall, call wall, gamma flip, absolute gamma and the next expiries. */
export function GammaLevelsTable({ ticker, report }: { ticker: string; report: GammaReportData }) {
  const { t } = useTranslation('gamma');
  const f = useFormat();
  const decimals = priceDecimals({ ticker });
  const level = (v: number | null): string => (v === null ? t('na') : f.number(v, decimals));
  const expiry = (v: string): string => (v === NOT_A_TIME ? t('table.none') : f.date(v));
  return (
    <table className="gm-table" data-testid="gamma-levels-table">
      <caption>{t('table.caption', { ticker })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.ticker')}</th>
          <th scope="col">{t('table.price')}</th>
          <th scope="col" className="gm-level--putWall">{t('levels.putWall')}<MetricInfoLink metric="put-wall" label={t('levels.putWall')} ticker={ticker} value={report.putWallLevel === null ? null : level(report.putWallLevel)} /></th>
          <th scope="col" className="gm-level--callWall">{t('levels.callWall')}<MetricInfoLink metric="call-wall" label={t('levels.callWall')} ticker={ticker} value={report.callWallLevel === null ? null : level(report.callWallLevel)} /></th>
          <th scope="col" className="gm-level--flip">{t('levels.flip')}<MetricInfoLink metric="gamma-flip" label={t('levels.flip')} ticker={ticker} value={report.zeroGamma === null ? null : level(report.zeroGamma)} /></th>
          <th scope="col" className="gm-level--absGamma">{t('levels.absGamma')}</th>
          <th scope="col">{t('table.nextExpiry')}</th>
          <th scope="col">{t('table.nextMonthlyExp')}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{ticker}</th>
          <td>{level(report.quote.current_price)}</td>
          <td data-testid="gamma-put-wall">{level(report.putWallLevel)}</td>
          <td data-testid="gamma-call-wall">{level(report.callWallLevel)}</td>
          <td data-testid="gamma-flip">{level(report.zeroGamma)}</td>
          <td data-testid="gamma-abs">{level(report.absoluteGammaLevel)}</td>
          <td>{expiry(report.nextExpiry)}</td>
          <td>{expiry(report.nextMonthlyExp)}</td>
        </tr>
      </tbody>
    </table>
  );
}
