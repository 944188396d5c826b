import { Suspense, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../../../engine/ui';
import { chartTheme, LazyPlotlyPlot } from '../../tickerDetail';
import { priceDecimals } from '../../../product/priceDecimals';
import type { GammaReportData, GammaStrikeRow } from '../../../contracts';
import { chartSize } from '../logic/chartLayout';
import { profileFigure, putCallFigure, totalGammaFigure, type GammaFigureInput, type GammaFigureNames } from '../logic/gammaFigures';
import { useWindowWidth } from '../state/useWindowWidth';

export interface GammaChartsProps {
  ticker: string;
  report: GammaReportData;
  rows: readonly GammaStrikeRow[];
}

/** The total gamma and put/call gamma bar charts and the gamma profile, drawn with the detail page's plotly wrapper. */
export const GammaCharts = observer(function GammaCharts({ ticker, report, rows }: GammaChartsProps) {
  const { t } = useTranslation('gamma');
  const display = useDisplaySettings();
  const windowWidth = useWindowWidth();
  const figures = useMemo(() => {
    const theme = chartTheme(display.dark, display.colorblind);
    const names: GammaFigureNames = {
      levels: { callWall: t('levels.callWall'), putWall: t('levels.putWall'), flip: t('levels.flip'), absGamma: t('levels.absGamma'), spot: t('levels.spot') },
      totalGamma: t('chart.totalGamma'), callGamma: t('chart.callGamma'), putGamma: t('chart.putGamma'),
      profile: t('chart.profileAll'), profileExNext: t('chart.profileExNext'), profileExFri: t('chart.profileExFri'),
      strike: t('chart.strike'), spotLevel: t('chart.spotLevel'), axis: (scale) => (scale.billions ? t('chart.billions') : t('chart.dollars')),
    };
    const input: GammaFigureInput = {
      report, rows, names, size: chartSize(windowWidth), decimals: priceDecimals({ ticker }),
      theme: { dark: display.dark, text: theme.text, grid: theme.grid },
    };
    return [
      { id: 'total', title: t('chart.total'), figure: totalGammaFigure(input) },
      { id: 'putCall', title: t('chart.putCall'), figure: putCallFigure(input) },
      { id: 'profile', title: t('chart.profile'), figure: profileFigure(input) },
    ];
  }, [report, rows, ticker, windowWidth, display.dark, display.colorblind, t]);
  return (
    <div className="gm-charts">
      {figures.map(({ id, title, figure }) => (
        // Focusable: a chart wider than the page scrolls sideways, also by keyboard.
        <figure key={id} className="shell-card gm-chart" data-testid={`gamma-chart-${id}`} tabIndex={0} aria-labelledby={`gamma-chart-${id}-title`}>
          <figcaption id={`gamma-chart-${id}-title`} className="gm-card__title">{title}</figcaption>
          <Suspense fallback={<p role="status" className="muted">{t('chartLoading')}</p>}>
            <LazyPlotlyPlot figure={figure} label={t('chart.label', { chart: title, ticker })} testId={`gamma-plot-${id}`} />
          </Suspense>
        </figure>
      ))}
    </div>
  );
});
