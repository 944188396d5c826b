import { Suspense, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../../../engine/ui';
import { chartTheme, LazyPlotlyPlot } from '../../tickerDetail';
import type { VolatilityGroup } from '../../../contracts';
import { volFigure } from '../logic/volFigure';

/** A group's small IV-vs-RV chart, drawn with the detail page's plotly wrapper (its chunk loaded on demand). */
export const VolChart = observer(function VolChart({ group, ivIncluded, title }: { group: VolatilityGroup; ivIncluded: boolean; title: string }) {
  const { t } = useTranslation('volatility');
  const display = useDisplaySettings();
  const figure = useMemo(
    () => volFigure(group.rows, ivIncluded, { rv20: t('col.rv20'), rv60: t('col.rv60'), iv: t('col.iv') }, chartTheme(display.dark, display.colorblind)),
    [group, ivIncluded, t, display.dark, display.colorblind],
  );
  return (
    <Suspense fallback={<p role="status" className="muted">{t('chartLoading')}</p>}>
      <LazyPlotlyPlot figure={figure} label={t('chartLabel', { group: title })} testId={`vol-chart-${group.id}`} />
    </Suspense>
  );
});
