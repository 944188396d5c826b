import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignalBadge } from '../../../engine/list';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { detailPath } from '../../tickerDetail';
import { MetricInfoLink } from '../../methodology';
import { signedPercent, useWidgetData, Widget } from '../../summary';
import { homeMethods } from '../data/homeApi';

/** The default main markets: price change, where each stands in its short-term range (0–100), trend and momentum. */
export function MainMarkets() {
  const { t } = useTranslation('home');
  const { t: te } = useTranslation('engine');
  const f = useFormat();
  const api = useDataMethods(homeMethods);
  const state = useWidgetData(useCallback(() => api.mainMarkets(), [api]));
  return (
    <Widget id="main-markets" title={t('markets.title')} state={state} errorText={t('markets.error')} lines={6}>
      {(answer) => (
        <div className="home-table-scroll">
          <table className="home-table">
            <thead>
              <tr><th scope="col">{t('markets.ticker')}</th><th scope="col">{t('markets.change')}</th>
                <th scope="col">{t('markets.position')}<MetricInfoLink metric="position-on-range" label={t('markets.position')} asOf={answer.asOfDate} /></th>
                <th scope="col">{t('markets.trend')}<MetricInfoLink metric="trend" label={t('markets.trend')} asOf={answer.asOfDate} /></th>
                <th scope="col">{t('markets.momentum')}<MetricInfoLink metric="momentum" label={t('markets.momentum')} asOf={answer.asOfDate} /></th>
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((row) => (
                <tr key={row.ticker}>
                  <th scope="row"><Link to={detailPath(row.ticker, 'home')}>{row.ticker}</Link></th>
                  <td>{signedPercent(f, row.percentChange, t('na'))}</td>
                  <td>
                    {row.positionOnRange === null ? t('na') : (
                      <meter min={0} max={100} value={Math.min(100, Math.max(0, row.positionOnRange))} aria-label={t('markets.positionOf', { ticker: row.ticker })} title={f.percent(row.positionOnRange, 0)}>
                        {f.percent(row.positionOnRange, 0)}
                      </meter>
                    )}
                  </td>
                  <td>{row.trend ? <SignalBadge value={row.trend} t={te} /> : t('na')}</td>
                  <td>{row.momentum ? <SignalBadge value={row.momentum} t={te} /> : t('na')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Widget>
  );
}
