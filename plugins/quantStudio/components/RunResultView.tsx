import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import type { QuantRunResult } from '../../../contracts';
import type { Curve } from '../logic/figures';
import { CurveChart } from './CurveChart';
import { StatisticsTable } from './StatisticsTable';
import { TradesTable } from './TradesTable';

/** What a run answered: the statistics against the benchmark, the equity and drawdown charts and the trades. */
export function RunResultView({ result, title }: { result: QuantRunResult; title: string }) {
  const { t } = useTranslation('quantStudio');
  const f = useFormat();
  const { request } = result;
  const strategyName = t(`strategy.${request.strategy}`);
  const equity = useMemo((): Curve[] => [
    { name: strategyName, dates: result.dates, values: result.equity, role: 'first' },
    { name: request.benchmark, dates: result.dates, values: result.benchmarkEquity, role: 'benchmark' },
  ], [result, strategyName, request.benchmark]);
  const drawdown = useMemo((): Curve[] => [
    { name: strategyName, dates: result.dates, values: result.drawdown, role: 'first' },
    { name: request.benchmark, dates: result.dates, values: result.benchmarkDrawdown, role: 'benchmark' },
  ], [result, strategyName, request.benchmark]);
  return (
    <section className="shell-card qs-result" aria-label={title} data-testid="quant-result">
      <h2>{title}</h2>
      <p className="muted" data-testid="quant-result-summary">
        {t('result.summary', {
          strategy: strategyName, tickers: request.tickers.length, from: f.date(request.from), to: f.date(request.to),
          benchmark: request.benchmark, costs: request.costBps, sizing: t(`sizing.${request.sizing}`), rebalance: t(`rebalance.${request.rebalance}`),
        })}
      </p>
      <p className="muted qs-tickers">{request.listName ? t('result.list', { name: request.listName }) : null} {request.tickers.join(', ')}</p>
      <div className="qs-result__grid">
        <StatisticsTable caption={t('stats.caption')} testId="quant-stats"
          columns={[{ heading: strategyName, statistics: result.statistics }, { heading: request.benchmark, statistics: result.benchmarkStatistics }]} />
        <div className="qs-result__charts">
          <CurveChart kind="equity" curves={equity} testId="quant-equity-chart" />
          <CurveChart kind="drawdown" curves={drawdown} testId="quant-drawdown-chart" />
        </div>
      </div>
      <TradesTable trades={result.trades} total={result.tradeCount} />
    </section>
  );
}
