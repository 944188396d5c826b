import { useCallback } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDataMethods, useEngine, useFormat } from '../../../engine/ui';
import { useWidgetData, Widget } from '../../summary';
import { gammaMethods, gammaPath, quickListOf } from '../../gamma';
import { MetricInfoLink } from '../../methodology';
import { GAMMA_TICKERS } from '../../../product/gammaRules';
import type { GammaOverviewLevels } from '../../../contracts';

const hasLevels = (g: GammaOverviewLevels): boolean => g.zeroGamma !== null || g.putWallLevel !== null || g.callWallLevel !== null;

/**
 * "Gamma at open": gamma flip, put wall and call wall of SPY, QQQ, IWM and TLT from the gamma page's
 * overview (GET /gamma-overview, kept 3,000 s); each ticker and the footer link open /dashboard/gamma.
 * The spec's sorry text when the call fails or no level is known.
 */
export const GammaAtOpen = observer(function GammaAtOpen() {
  const { t } = useTranslation('home');
  const f = useFormat();
  const { session } = useEngine();
  const api = useDataMethods(gammaMethods);
  // The quick list only names the cache entry the gamma page shares; the home shows the gamma tickers.
  const quickKey = quickListOf(session.settings).join(',');
  const state = useWidgetData(useCallback(() => api.overview(quickKey ? quickKey.split(',') : []), [api, quickKey]));
  const level = (v: number | null): string => (v === null ? t('na') : f.number(v, 2));
  return (
    <Widget id="gamma" title={t('gamma.title')} state={state} errorText={t('gamma.unavailable')} lines={4}>
      {(answer) => {
        const rows = GAMMA_TICKERS.filter((ticker) => answer[ticker]).map((ticker) => ({ ticker, ...answer[ticker]!.gamma }));
        return rows.some(hasLevels) ? (
          <>
            <div className="home-table-scroll">
              <table className="home-table">
                <thead>
                  <tr>
                    <th scope="col">{t('markets.ticker')}</th>
                    <th scope="col">{t('gamma.flip')}<MetricInfoLink metric="gamma-flip" label={t('gamma.flip')} /></th>
                    <th scope="col">{t('gamma.putWall')}<MetricInfoLink metric="put-wall" label={t('gamma.putWall')} /></th>
                    <th scope="col">{t('gamma.callWall')}<MetricInfoLink metric="call-wall" label={t('gamma.callWall')} /></th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.ticker}>
                      <th scope="row"><Link to={gammaPath(row.ticker)} aria-label={t('gamma.open', { ticker: row.ticker })}>{row.ticker}</Link></th>
                      <td>{level(row.zeroGamma)}</td>
                      <td>{level(row.putWallLevel)}</td>
                      <td>{level(row.callWallLevel)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Link to={gammaPath()} className="rs-widget__link" data-testid="gamma-page-link">{t('gamma.page')}</Link>
          </>
        ) : <p className="muted" data-testid="gamma-unavailable">{t('gamma.unavailable')}</p>;
      }}
    </Widget>
  );
});
