import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../../../engine/ui';
import { chartTheme, LazyPlotlyPlot } from '../../tickerDetail';
import { drawdownFigure, equityFigure, type Curve } from '../logic/figures';

export interface CurveChartProps {
  kind: 'equity' | 'drawdown';
  curves: readonly Curve[];
  testId: string;
}

/** The equity or drawdown chart of one run or two, drawn with the detail page's plotly wrapper (loaded on demand). */
export function CurveChart({ kind, curves, testId }: CurveChartProps) {
  const { t } = useTranslation('quantStudio');
  const display = useDisplaySettings();
  const title = t(`chart.${kind}`);
  const figure = useMemo(() => {
    const theme = chartTheme(display.dark, display.colorblind);
    return kind === 'equity' ? equityFigure(curves, title, theme) : drawdownFigure(curves, title, theme);
  }, [kind, curves, title, display.dark, display.colorblind]);
  return (
    <div className="qs-chart">
      <Suspense fallback={<p role="status" className="muted">{t('chart.loading')}</p>}>
        <LazyPlotlyPlot figure={figure} label={t(`chart.${kind}Label`)} testId={testId} />
      </Suspense>
    </div>
  );
}
