import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../../../engine/ui';
import { chartTheme, LazyPlotlyPlot } from '../../tickerDetail';
import type { BacktestEntry } from '../../../contracts';
import { allocationFigure, drawdownFigure, equityFigure, type BacktestFigureTheme, type BacktestLabels } from '../logic/backtestFigures';
import { TRADE_DAY_COLOURS, type TradeDayColour } from '../logic/backtestSeries';

const COLOURS: readonly TradeDayColour[] = ['green', 'red', 'orange', 'gray'];

function useFigureInputs(): { theme: BacktestFigureTheme; labels: BacktestLabels } {
  const { t } = useTranslation('backtest');
  const display = useDisplaySettings();
  return useMemo(() => {
    const c = chartTheme(display.dark, display.colorblind);
    return {
      theme: { text: c.text, grid: c.grid, muted: c.muted, lines: [c.line, c.longRange, c.muted] as const },
      labels: {
        simulation: t('series.simulation'), simulationRA: t('series.simulationRA'), benchmark: t('series.benchmark'), cash: t('cash'),
        equityTitle: t('chart.equity'), drawdownTitle: t('chart.drawdown'), allocationTitle: t('chart.allocation'),
      },
    };
  }, [t, display.dark, display.colorblind]);
}

/** The allocation pies, the equity chart with the trade markers and the drawdown chart (plotly, loaded on demand). */
export function BacktestCharts({ entry }: { entry: BacktestEntry }) {
  const { t } = useTranslation('backtest');
  const { theme, labels } = useFigureInputs();
  const equity = useMemo(() => equityFigure(entry, theme, labels), [entry, theme, labels]);
  const drawdown = useMemo(() => drawdownFigure(entry, theme, labels), [entry, theme, labels]);
  const allocation = useMemo(() => allocationFigure(entry, theme, labels), [entry, theme, labels]);
  const fallback = <p role="status" className="muted">{t('chartLoading')}</p>;
  return (
    <div className="bt-charts">
      <Suspense fallback={fallback}>
        <LazyPlotlyPlot figure={allocation} label={labels.allocationTitle} testId="backtest-allocation" />
      </Suspense>
      <Suspense fallback={fallback}>
        <LazyPlotlyPlot figure={equity} label={labels.equityTitle} testId="backtest-equity" />
      </Suspense>
      <ul className="bt-legend" aria-label={t('legend.label')} data-testid="backtest-trade-legend">
        {COLOURS.map((c) => (
          <li key={c}><span className="bt-swatch" style={{ background: TRADE_DAY_COLOURS[c] }} aria-hidden="true" />{t(`legend.${c}`)}</li>
        ))}
      </ul>
      <Suspense fallback={fallback}>
        <LazyPlotlyPlot figure={drawdown} label={labels.drawdownTitle} testId="backtest-drawdown" />
      </Suspense>
    </div>
  );
}
