import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDataMethods, useEngine, useFormat, useKeyedLoad } from '../../../engine/ui';
import { setBalances } from '../../billing';
import { GAMMA_RULES, GAMMA_TICKERS } from '../../../product/gammaRules';
import { isTickerSymbol } from '../../../product/tickerSymbols';
import type { GammaAnswer, GammaMode, GammaReportData } from '../../../contracts';
import { gammaMethods, overviewCacheKey } from '../data/gammaApi';
import { GAMMA_TICKER_PARAM } from '../logic/gammaPath';
import { addToQuickList, quickListOf, removeFromQuickList } from '../logic/quickList';
import { GammaCharts } from '../components/GammaCharts';
import { GammaLevelsTable } from '../components/GammaLevelsTable';
import { GammaOverviewTable } from '../components/GammaOverviewTable';
import { ModeToggle } from '../components/ModeToggle';
import { QuickList } from '../components/QuickList';
import { useGammaReport } from '../state/useGammaReport';
import '../gamma.css';

const hasReport = (answer: GammaAnswer): answer is GammaAnswer & { gamma: GammaReportData } => 'quote' in answer.gamma;

/**
 * /dashboard/gamma (document 4 sections 2.2, 4, 8 and 9; issue 23): a ticker input (upper-cased),
 * the delayed / RT toggle (RT costs 5 tokens per request; the header's balance follows the answer),
 * the single-ticker table and the three charts, the user's quick list (kept in the settings) and
 * the overview of the gamma tickers and the quick list. The first report is the delayed one of
 * `?ticker=` (the home's links) or SPY; any other loads only when asked.
 */
const GammaScreen = observer(function GammaScreen() {
  const { t } = useTranslation('gamma');
  const [params] = useSearchParams();
  const asked = params.get(GAMMA_TICKER_PARAM)?.trim().toUpperCase();
  const initialTicker = asked && isTickerSymbol(asked) ? asked : GAMMA_TICKERS[0]!;
  const f = useFormat();
  const { session, account } = useEngine();
  const api = useDataMethods(gammaMethods);
  const [input, setInput] = useState(initialTicker);
  const [mode, setMode] = useState<GammaMode>('delayed');
  const [savingList, setSavingList] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const onAnswer = useCallback((answer: GammaAnswer) => {
    if (answer.tokenBalance !== null) setBalances(session, { tokenBalance: answer.tokenBalance });
  }, [session]);
  const { state, load } = useGammaReport(api, onAnswer);
  const open = useCallback((ticker: string) => {
    setInput(ticker);
    void load(ticker, mode);
  }, [load, mode]);
  // The first report: the delayed levels (free) of the default ticker.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void load(initialTicker, 'delayed');
  }, [load, initialTicker]);

  const quickList = quickListOf(session.settings);
  const quickKey = quickList.join(',');
  // The list as last saved: the overview asks again once a change is stored (the server reads the stored list).
  const [savedKey, setSavedKey] = useState(quickKey);
  const savedList = useMemo(() => (savedKey ? savedKey.split(',') : []), [savedKey]);
  const overview = useKeyedLoad(overviewCacheKey(savedList), () => api.overview(savedList));
  const overviewTickers = useMemo(() => [...GAMMA_TICKERS, ...savedList.filter((x) => !GAMMA_TICKERS.includes(x))], [savedList]);

  const saveList = async (next: string[]): Promise<void> => {
    setSavingList(true);
    const ok = await account.saveSettings({ gammaQuickList: next });
    setSavingList(false);
    if (ok) setSavedKey(next.join(','));
    else setNotice(t('quickList.saveFailed'));
  };
  const onAdd = (ticker: string): void => {
    const added = addToQuickList(quickList, ticker);
    if (!added.ok) setNotice(t(`quickList.${added.reason}`, { ticker, max: GAMMA_RULES.quickListMax }));
    else {
      setNotice(null);
      void saveList(added.list);
    }
  };
  const onRemove = (ticker: string): void => {
    setNotice(null);
    void saveList(removeFromQuickList(quickList, ticker));
  };
  const onSubmit = (e: FormEvent): void => {
    e.preventDefault();
    const ticker = input.trim().toUpperCase();
    if (ticker) open(ticker);
  };

  const shownTicker = state.status === 'ready' && hasReport(state.answer) ? state.ticker : null;
  return (
    <section className="shell-screen gm-screen" data-testid="gamma-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('title')}</h1>
        <p className="muted">{t('lead')}</p>
      </header>
      <div className="shell-card gm-controls">
        <form className="gm-form" onSubmit={onSubmit}>
          <label htmlFor="gamma-ticker">{t('form.ticker')}</label>
          <input id="gamma-ticker" value={input} placeholder={t('form.placeholder')} autoComplete="off" spellCheck={false}
            onChange={(e) => setInput(e.target.value.toUpperCase())} maxLength={49} />
          <button type="submit" className="button button--primary" disabled={state.status === 'loading'}>{t('form.load')}</button>
        </form>
        <ModeToggle mode={mode} onChange={setMode} />
      </div>

      <div className="gm-report" data-testid="gamma-report" data-state={state.status}>
        {state.status === 'loading' && <p role="status" className="muted">{t('loading', { ticker: state.ticker })}</p>}
        {state.status === 'failed' && (
          <p role="alert" className="gm-error">{t('error', { ticker: state.ticker, reason: state.reason ?? t('overviewError') })}</p>
        )}
        {state.status === 'ready' && !hasReport(state.answer) && <p className="muted" data-testid="gamma-no-data">{t('noData', { ticker: state.ticker })}</p>}
        {state.status === 'ready' && hasReport(state.answer) && (
          <>
            <p className="muted gm-asof" data-testid="gamma-as-of">
              {state.answer.mode === 'realtime' ? t('mode.realtime') : t('mode.delayed')}
              {state.answer.asOf ? <> · {t('asOf', { time: f.dateTime(state.answer.asOf) })}</> : null}
              {state.answer.tokensCharged > 0 && state.answer.tokenBalance !== null
                ? <> · {t('charged', { tokens: state.answer.tokensCharged, balance: state.answer.tokenBalance })}</> : null}
            </p>
            <GammaLevelsTable ticker={state.ticker} report={state.answer.gamma} />
            <GammaCharts ticker={state.ticker} report={state.answer.gamma} rows={state.answer.df_agg} />
          </>
        )}
      </div>

      <div className="gm-side">
        <QuickList tickers={quickList} current={shownTicker} busy={savingList} notice={notice} onOpen={open} onAdd={onAdd} onRemove={onRemove} />
        <section className="shell-card gm-overview" aria-labelledby="gamma-overview-title" data-testid="gamma-overview" data-state={overview.status}>
          <h2 id="gamma-overview-title" className="gm-card__title">{t('overview.title')}</h2>
          {overview.status === 'loading' && <p role="status" className="muted">{t('loading', { ticker: overviewTickers.join(', ') })}</p>}
          {overview.status === 'failed' && <p role="alert" className="gm-error">{t('overviewError')}</p>}
          {overview.status === 'ready' && <GammaOverviewTable overview={overview.value} tickers={overviewTickers} onOpen={open} />}
        </section>
      </div>
    </section>
  );
});

export default GammaScreen;
