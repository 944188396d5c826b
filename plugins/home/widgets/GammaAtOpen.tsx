import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { useWidgetData, Widget } from '../../summary';
import { homeMethods } from '../data/homeApi';
import type { HomeGammaRow } from '../../../contracts';

const hasLevels = (r: HomeGammaRow): boolean => r.zeroGamma !== null || r.putWallLevel !== null || r.callWallLevel !== null;

/** "Gamma at open": gamma flip, put wall and call wall of SPY, QQQ, IWM and TLT; the spec's sorry text when none is known. */
export function GammaAtOpen() {
  const { t } = useTranslation('home');
  const f = useFormat();
  const api = useDataMethods(homeMethods);
  const state = useWidgetData(useCallback(() => api.gamma(), [api]));
  const level = (v: number | null): string => (v === null ? t('na') : f.number(v, 2));
  return (
    <Widget id="gamma" title={t('gamma.title')} state={state} errorText={t('gamma.unavailable')} lines={4}>
      {(answer) => (answer.rows.some(hasLevels) ? (
        <table className="home-table">
          <thead>
            <tr><th scope="col">{t('markets.ticker')}</th><th scope="col">{t('gamma.flip')}</th><th scope="col">{t('gamma.putWall')}</th><th scope="col">{t('gamma.callWall')}</th></tr>
          </thead>
          <tbody>
            {answer.rows.map((row) => (
              <tr key={row.ticker}>
                <th scope="row">{row.ticker}</th>
                <td>{level(row.zeroGamma)}</td>
                <td>{level(row.putWallLevel)}</td>
                <td>{level(row.callWallLevel)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : <p className="muted" data-testid="gamma-unavailable">{t('gamma.unavailable')}</p>)}
    </Widget>
  );
}
