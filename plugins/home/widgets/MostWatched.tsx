import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDataMethods } from '../../../engine/ui';
import { detailPath } from '../../tickerDetail';
import { useWidgetData, Widget } from '../../summary';
import { homeMethods } from '../data/homeApi';
import { cloudSizes } from '../logic/cloudSizes';

/** The most-watched ticker cloud: the 75 tickers most members hold, larger the more hold them. */
export function MostWatched() {
  const { t } = useTranslation('home');
  const api = useDataMethods(homeMethods);
  const state = useWidgetData(useCallback(() => api.mostWatched(), [api]));
  return (
    <Widget id="most-watched" title={t('cloud.title')} state={state} errorText={t('cloud.error')} wide lines={3}>
      {(answer) => {
        if (answer.rows.length === 0) return <p className="muted">{t('cloud.none')}</p>;
        const sizes = cloudSizes(answer.rows);
        return (
          <ul className="home-cloud">
            {[...answer.rows].sort((a, b) => a.ticker.localeCompare(b.ticker)).map((row) => (
              <li key={row.ticker}>
                <Link to={detailPath(row.ticker, 'home')} className={`home-cloud__tag home-cloud__tag--${sizes.get(row.ticker) ?? 1}`}
                  title={t('cloud.holders', { count: row.holders })}>
                  {row.ticker}
                </Link>
              </li>
            ))}
          </ul>
        );
      }}
    </Widget>
  );
}
