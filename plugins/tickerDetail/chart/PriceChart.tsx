import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceDecimals } from '../../../product/priceDecimals';
import type { Loadable } from '../data/useLoadable';
import { errorMessage } from '../data/useLoadable';
import type { Candle } from '../../../contracts';
import { chartFigure, daysOf, defaultChartStyle, DEFAULT_TIMEFRAME, TIMEFRAMES, type ChartLevel, type ChartStyle, type ChartTheme, type TimeframeId } from './chartFigure';

/** plotly is loaded with the chart, never with the rest of the app. */
const PlotlyPlot = lazy(() => import('./PlotlyPlot'));

export interface PriceChartProps {
  ticker: string;
  type?: string | null;
  candles: Loadable<Candle[]>;
  levels: ChartLevel[];
  theme: ChartTheme;
  /** The data source and date line under the chart ('Demo data · 11/20/2026'). */
  source: string;
  compact?: boolean;
  /** Start values (stories); the user's choice is kept per mounted chart. */
  initialTimeframe?: TimeframeId;
  initialStyle?: ChartStyle;
}

/**
 * The price chart with range lines (document 2 section 2): 30D / 2M / 6M / 1YR (2M first),
 * candles for tickers without a colon and a line otherwise, with a Candle / Line switch;
 * 'Loading chart data...', 'No data available' and 'Something went wrong: {message}'.
 */
export function PriceChart({ ticker, type, candles, levels, theme, source, compact, initialTimeframe, initialStyle }: PriceChartProps) {
  const { t } = useTranslation('detail');
  const [timeframe, setTimeframe] = useState<TimeframeId>(initialTimeframe ?? DEFAULT_TIMEFRAME);
  const [style, setStyle] = useState<ChartStyle>(initialStyle ?? defaultChartStyle(ticker));
  const data = candles.status === 'ready' ? candles.data : null;
  const figure = useMemo(() => (data && data.length ? chartFigure({
    candles: data, days: daysOf(timeframe), style, levels, theme, priceName: ticker, everyDay: type === 'crypto' || ticker.startsWith('CRYPTO.'),
    decimals: priceDecimals({ ticker, type }), compact,
  }) : null), [data, timeframe, style, levels, theme, ticker, type, compact]);

  let body;
  if (candles.status === 'loading') body = <p className="detail-chart__state" role="status">{t('chart.loading')}</p>;
  else if (candles.status === 'error') body = <p className="detail-chart__state detail-error" role="alert">{t('chart.failed', { message: errorMessage(candles.error) })}</p>;
  else if (!figure) body = <p className="detail-chart__state">{t('chart.noData')}</p>;
  else {
    body = (
      <Suspense fallback={<p className="detail-chart__state" role="status">{t('chart.loading')}</p>}>
        <PlotlyPlot figure={figure} label={t('chart.label', { ticker, timeframe: t(`chart.timeframe.${timeframe}`) })} testId="detail-chart-plot" />
      </Suspense>
    );
  }

  return (
    <section className="detail-card detail-chart" aria-labelledby="detail-chart-title" data-testid="detail-chart">
      <header className="detail-card__head detail-chart__head">
        <h2 id="detail-chart-title" className="detail-card__title">{t('chart.title')}</h2>
        <div className="detail-chart__controls">
          <div className="detail-segmented" role="group" aria-label={t('chart.timeframeLabel')}>
            {TIMEFRAMES.map((tf) => (
              <button key={tf.id} type="button" aria-pressed={timeframe === tf.id} onClick={() => setTimeframe(tf.id)}>{t(`chart.timeframe.${tf.id}`)}</button>
            ))}
          </div>
          <div className="detail-segmented" role="group" aria-label={t('chart.styleLabel')}>
            {(['candle', 'line'] as const).map((s) => (
              <button key={s} type="button" aria-pressed={style === s} onClick={() => setStyle(s)}>{t(`chart.style.${s}`)}</button>
            ))}
          </div>
        </div>
      </header>
      <div className="detail-chart__body" data-style={style} data-days={daysOf(timeframe)}>{body}</div>
      <p className="detail-card__foot">{source}</p>
    </section>
  );
}
