import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import type { BacktestEntry } from '../../../contracts';
import { finalReturns, maxDrawdown } from '../logic/backtestSeries';

/** The explanatory text of the selected portfolio: its rule, its period and costs, and how it ended. */
export function BacktestSummary({ entry }: { entry: BacktestEntry }) {
  const { t } = useTranslation('backtest');
  const f = useFormat();
  const r = finalReturns(entry);
  const b = entry.backtest;
  const pct = (v: number) => f.percent(v, 2);
  return (
    <div className="bt-explanation" data-testid="backtest-explanation">
      <p>{t(`strategy.${entry.strategy}`, { defaultValue: entry.strategy })}</p>
      <p>{t('riskAdjusted')}</p>
      <p>{t('rules', { costs: entry.transactionCostBps, from: f.date(b.date[0]!), to: f.date(b.date[b.date.length - 1]!), weeks: entry.weeksCovered })}</p>
      <p data-testid="backtest-results">
        {t('results', {
          simulation: pct(r.simulation), simulationRA: pct(r.simulationRA), benchmark: pct(r.benchmark),
          ddSimulation: pct(maxDrawdown(b.simulationMoneyDiff, entry.initialCash)), ddSimulationRA: pct(maxDrawdown(b.simulationRAMoneyDiff, entry.initialCash)),
          ddBenchmark: pct(maxDrawdown(b.benchmarkMoneyDiff, entry.initialCash)),
        })}
      </p>
    </div>
  );
}
