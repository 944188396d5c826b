import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { HOME_RULES } from '../../../product/homeRules';
import type { HoldingKind } from '../../../contracts';
import { useMarketUpdating } from '../../marketStatus';
import { summaryMethods } from '../data/summaryApi';
import { MostHeldList } from '../components/MostHeldList';
import { TopSignalsList } from '../components/TopSignalsList';
import { useWidgetData } from '../components/useWidgetData';
import { Widget } from '../components/Widget';
import '../summary.css';

function MostHeld({ kind }: { kind: HoldingKind }) {
  const { t } = useTranslation('summary');
  const api = useDataMethods(summaryMethods);
  const [limit, setLimit] = useState<number>(HOME_RULES.mostHeldDefault);
  const state = useWidgetData(useCallback(() => api.mostHeld(kind, limit), [api, kind, limit]));
  return (
    <Widget id={`most-held-${kind}`} title={t(`mostHeld.${kind}`)} state={state} errorText={t('mostHeld.error')} lines={6}>
      {(answer) => (
        <>
          <MostHeldList answer={answer} />
          {limit < HOME_RULES.mostHeldMax && answer.rows.length >= limit && (
            <button type="button" className="rs-widget__more" onClick={() => setLimit(HOME_RULES.mostHeldMax)}>
              {t('mostHeld.showMore', { count: HOME_RULES.mostHeldMax })}
            </button>
          )}
        </>
      )}
    </Widget>
  );
}

function Lists() {
  const { t } = useTranslation('summary');
  const f = useFormat();
  const api = useDataMethods(summaryMethods);
  const mine = useWidgetData(useCallback(() => api.top('mine'), [api]));
  const all = useWidgetData(useCallback(() => api.top('all'), [api]));
  const asOf = all.status === 'ready' ? all.data.asOfDate : mine.status === 'ready' ? mine.data.asOfDate : null;
  return (
    <>
      <p className="muted" data-testid="summary-note">{asOf ? t('note', { date: f.date(asOf) }) : t('noteNoDate')}</p>
      <div className="rs-widgets">
        <Widget id="top-mine" title={t('top.mine', { count: HOME_RULES.topMine })} state={mine} errorText={t('top.error')} wide>
          {(answer) => <TopSignalsList answer={answer} caller="topmostheld" />}
        </Widget>
        <Widget id="top-all" title={t('top.all', { count: HOME_RULES.topAll })} state={all} errorText={t('top.error')} wide lines={8}>
          {(answer) => <TopSignalsList answer={answer} caller="topmostheld" />}
        </Widget>
        <MostHeld kind="portfolio" />
        <MostHeld kind="watchlist" />
      </div>
    </>
  );
}

/**
 * /data/summary (document 4 section 2.4): the top bullish and bearish tickers of the user's own
 * and of all active tickers, and the tickers most held in portfolios and watchlists. While the
 * market data is being updated the maintenance message stands in for the lists.
 */
export default function SummaryScreen() {
  const { t } = useTranslation('summary');
  const updating = useMarketUpdating();
  return (
    <section className="shell-screen" data-testid="summary-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('title')}</h1>
        <p className="muted">{t('lead')}</p>
      </header>
      {updating ? <p role="status" className="rs-widget__maintenance" data-testid="summary-updating">{t('updating')}</p> : <Lists />}
    </section>
  );
}
