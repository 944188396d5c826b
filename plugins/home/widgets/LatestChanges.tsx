import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ratingOf, SignalBadge } from '../../../engine/list';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { HOME_CACHE_SECONDS, HOME_RULES } from '../../../product/homeRules';
import { latestChanges, signalsMethods } from '../../recentChanges';
import { detailPath } from '../../tickerDetail';
import { useWidgetData, Widget } from '../../summary';

const CACHE = { maxCacheAge: HOME_CACHE_SECONDS.signalsClient, serverSideCacheAge: HOME_CACHE_SECONDS.signalsServer };

/** The latest signal changes of the user's tickers (the recent changes' list), with a link to all of them. */
export function LatestChanges() {
  const { t } = useTranslation('home');
  const { t: te } = useTranslation('engine');
  const f = useFormat();
  const api = useDataMethods(signalsMethods);
  const state = useWidgetData(useCallback(async () => latestChanges(await api.signals(CACHE), HOME_RULES.homeSignalChanges), [api]));
  return (
    <Widget id="signals" title={t('signals.title')} state={state} errorText={t('signals.error')} lines={5}>
      {(rows) => (
        <>
          {rows.length === 0 ? <p className="muted">{t('signals.none')}</p> : (
            <ul className="home-list">
              {rows.map((row) => (
                <li key={String(row.id)} className="home-list__item">
                  <span className="muted">{f.date(row.date)}</span>
                  <Link to={detailPath(String(row.ticker), 'home')} className="home-list__ticker">{String(row.ticker)}</Link>
                  <span>{t(`signals.class.${String(row.signalClass)}`, { defaultValue: String(row.signalClass) })}</span>
                  {ratingOf(row.signalDirectionNew) ? <SignalBadge value={row.signalDirectionNew} t={te} /> : <span>{te(`models:signal.${String(row.signalDirectionNew)}`)}</span>}
                </li>
              ))}
            </ul>
          )}
          <Link to="/dashboard/recent-changes" className="rs-widget__link">{t('signals.all')}</Link>
        </>
      )}
    </Widget>
  );
}
