import { useEffect, useRef } from 'react';
import Plotly from 'plotly.js-finance-dist-min';
import type { PlotFigure } from './chartFigure';

export interface PlotlyPlotProps {
  figure: PlotFigure;
  /** What the chart shows, for screen readers. */
  label: string;
  testId?: string;
}

const ignoreGone = (): void => undefined;

const CONFIG = { displayModeBar: false, responsive: true, displaylogo: false, scrollZoom: false };

/**
 * A thin React wrapper of plotly.js: draws the figure with Plotly.react on every change, follows
 * the container's width, and purges the plot when it goes. This module is only ever loaded
 * lazily (PriceChart), so that plotly stays out of every other bundle.
 */
export default function PlotlyPlot({ figure, label, testId }: PlotlyPlotProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    // A plot purged (unmounted) while it still draws rejects its promise: nothing is left to draw.
    if (root) Plotly.react(root, figure.data, figure.layout, CONFIG).catch(ignoreGone);
  }, [figure]);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => {
      Promise.resolve(Plotly.Plots.resize(root)).catch(ignoreGone);
    });
    observer?.observe(root);
    return () => {
      observer?.disconnect();
      Plotly.purge(root);
    };
  }, []);

  return <div ref={ref} className="detail-chart__plot" role="img" aria-label={label} data-testid={testId} />;
}
