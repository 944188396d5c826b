import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { BacktestEntry } from '../../../contracts';
import { AssetList } from '../components/AssetList';
import { BacktestCharts } from '../components/BacktestCharts';
import { BacktestSummary } from '../components/BacktestSummary';
import { PortfolioTabs } from '../components/PortfolioTabs';
import { hasData } from '../logic/backtestSeries';
import { useBacktests } from '../state/useBacktests';
import '../backtest.css';

/** The query parameter naming the selected portfolio. */
export const PORTFOLIO_PARAM = 'portfolio';

/**
 * /dashboard/backtest (document 4 sections 2.3, 3, 4, 8; DEV_ONLY): the model portfolios as pill
 * tabs; for the selected one its assets (each opens the detail page), the allocation pies, the equity
 * chart with the day's trade colours, the drawdown chart and the explanatory text. The first
 * portfolio is selected unless the address names one (?portfolio=); naming an unknown one selects none.
 */
export default function BacktestScreen() {
  const { t } = useTranslation('backtest');
  const { state, retry } = useBacktests();
  const [params, setParams] = useSearchParams();
  const asked = params.get(PORTFOLIO_PARAM);
  const select = (id: string) => setParams((p) => { p.set(PORTFOLIO_PARAM, id); return p; }, { replace: true });
  return (
    <section className="shell-screen" data-testid="backtest-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('title')}</h1>
        <p className="muted">{t('lead')}</p>
      </header>
      {state.status === 'loading' && <p role="status" className="bt-state" data-testid="backtest-state">{t('state.loading')}</p>}
      {state.status === 'failed' && (
        <div className="bt-state" role="alert" data-testid="backtest-state">
          <p>{t('state.error', { reason: state.reason })}</p>
          <button type="button" className="button" onClick={retry}>{t('retry')}</button>
        </div>
      )}
      {state.status === 'ready' && <Portfolios entries={state.entries} asked={asked} onSelect={select} />}
    </section>
  );
}

function Portfolios({ entries, asked, onSelect }: { entries: BacktestEntry[]; asked: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('backtest');
  if (entries.length === 0) return <p className="bt-state" data-testid="backtest-state">{t('state.noData')}</p>;
  const selectedId = asked ?? entries[0]!.portfolio;
  const entry = entries.find((e) => e.portfolio === selectedId);
  return (
    <>
      <PortfolioTabs entries={entries} selected={entry ? selectedId : null} onSelect={onSelect} />
      {!entry && <p className="bt-state" data-testid="backtest-state">{t('state.noneSelected')}</p>}
      {entry && !hasData(entry) && <p className="bt-state" data-testid="backtest-state">{t('state.noData')}</p>}
      {hasData(entry) && (
        <div className="bt-body" role="tabpanel" data-testid="backtest-panel">
          <div className="bt-side">
            <AssetList assets={entry.assets} benchmark={entry.benchmark} />
            <BacktestSummary entry={entry} />
          </div>
          <BacktestCharts entry={entry} />
        </div>
      )}
    </>
  );
}
