import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../../../engine/ui';
import { chartTheme, LazyPlotlyPlot } from '../../tickerDetail';
import type { CftcEntry } from '../../../contracts';
import { cftcFigure } from '../logic/cftcFigure';

/** The row's positioning over two years, drawn with the detail page's plotly wrapper (loaded on demand). */
export function CftcChart({ entry }: { entry: CftcEntry }) {
  const { t } = useTranslation('correlations');
  const display = useDisplaySettings();
  const figure = useMemo(() => cftcFigure(entry.data, t('cftc.chartTitle', { name: entry.name }), chartTheme(display.dark, display.colorblind)),
    [entry, t, display.dark, display.colorblind]);
  return (
    <Suspense fallback={<p role="status" className="muted">{t('cftc.loading')}</p>}>
      <LazyPlotlyPlot figure={figure} label={t('cftc.chartLabel', { name: entry.name })} testId={`cftc-chart-${entry.ticker}`} />
    </Suspense>
  );
}
