import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../../engine/data';
import { useDataMethods, useFormat } from '../../../../engine/ui';
import { devPagesMethods } from '../../data/devPagesApi';
import { DevPageGate } from '../../components/DevPageGate';
import type { ManagedPortfolio, ManagedPortfolioAnswer, ManagedSimulation } from '../../../../contracts';
import '../../admin.css';
import '../../adminDev.css';

type Load = { status: 'loading' } | { status: 'computing' } | { status: 'failed'; message: string } | { status: 'done'; answer: ManagedPortfolioAnswer };

function SimulationTable({ caption, simulation, testId }: { caption: string; simulation: ManagedSimulation; testId: string }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  return (
    <div data-testid={testId}>
      <h3 className="admin-subtitle">{caption}</h3>
      <dl className="admin-facts">
        <dt>{t('dev.managedPortfolio.equity')}</dt><dd>{f.number(simulation.equity)}</dd>
        <dt>{t('dev.managedPortfolio.cash')}</dt><dd>{f.number(simulation.cash)} ({f.percent(simulation.equity > 0 ? (100 * simulation.cash) / simulation.equity : 0, 1)})</dd>
      </dl>
      {simulation.positions.length === 0 ? <p className="muted">{t('dev.managedPortfolio.allCash')}</p> : (
        <table className="admin-table">
          <thead>
            <tr>{(['ticker', 'value', 'weight', 'lastBuy'] as const).map((c) => <th key={c} scope="col">{t(`dev.managedPortfolio.${c}`)}</th>)}</tr>
          </thead>
          <tbody>
            {simulation.positions.map((p) => (
              <tr key={p.ticker} data-ticker={p.ticker}>
                <th scope="row">{p.ticker}</th>
                <td>{f.number(p.value)}</td>
                <td>{f.percent(100 * p.weight, 1)}</td>
                <td>{p.lastTradeDate ? `${f.date(p.lastTradeDate)} @ ${f.number(p.lastTradePrice ?? 0)}` : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function PortfolioCard({ portfolio }: { portfolio: ManagedPortfolio }) {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-card" aria-labelledby={`managed-${portfolio.id}`} data-portfolio={portfolio.id}>
      <h2 id={`managed-${portfolio.id}`}>{portfolio.id}</h2>
      <p className="muted">
        {t(`dev.managedPortfolio.strategy.${portfolio.strategy}`)} · {t('dev.managedPortfolio.benchmark', { tickers: portfolio.benchmark.join(', ') })}
      </p>
      <div className="admin-positions">
        <SimulationTable caption={t('dev.managedPortfolio.rule')} simulation={portfolio.simulation} testId="managed-rule" />
        <SimulationTable caption={t('dev.managedPortfolio.riskAdjusted')} simulation={portfolio.simulationRA} testId="managed-ra" />
      </div>
    </section>
  );
}

/**
 * /dashboard/managedPortfolio (DEV_ONLY, document 4 section 2.7): the model portfolios' current
 * positions from the backtest engine as of the latest snapshot (GET /admin/managedPortfolio); while
 * the backtests compute (503) it says so and offers to try again.
 */
export default function ManagedPortfolioScreen() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const api = useDataMethods(devPagesMethods);
  // Each attempt ("Try again" starts the next) reads as loading until its answer arrives.
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; load: Load } | null>(null);
  const load: Load = result && result.attempt === attempt ? result.load : { status: 'loading' };
  useEffect(() => {
    let cancelled = false;
    api.managedPortfolio().then(
      (answer) => { if (!cancelled) setResult({ attempt, load: { status: 'done', answer } }); },
      (err: unknown) => {
        if (cancelled) return;
        setResult({ attempt, load: err instanceof ApiCallError && err.status === 503 ? { status: 'computing' } : { status: 'failed', message: err instanceof Error ? err.message : String(err) } });
      },
    );
    return () => { cancelled = true; };
  }, [api, attempt]);
  const run = (): void => setAttempt((a) => a + 1);

  return (
    <DevPageGate title={t('dev.managedPortfolio.title')} lead={t('dev.managedPortfolio.lead')} testId="dev-managed-portfolio">
      {load.status === 'loading' && <p role="status" className="muted">{t('loading')}</p>}
      {load.status === 'computing' && (
        <p role="status">
          {t('dev.managedPortfolio.loading')} <button type="button" className="button" onClick={run}>{t('dev.managedPortfolio.retry')}</button>
        </p>
      )}
      {load.status === 'failed' && <p role="alert" className="message message--error">{t('dev.failed', { message: load.message })}</p>}
      {load.status === 'done' && (
        <>
          <p data-testid="managed-as-of">{t('dev.managedPortfolio.asOf', { date: f.date(load.answer.asOfDate), session: f.date(load.answer.lastSession) })}</p>
          {load.answer.portfolios.map((p) => <PortfolioCard key={p.id} portfolio={p} />)}
        </>
      )}
    </DevPageGate>
  );
}
