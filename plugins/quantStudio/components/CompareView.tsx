import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuantCompareAnswer } from '../../../contracts';
import type { Curve } from '../logic/figures';
import { CurveChart } from './CurveChart';
import { StatisticsTable } from './StatisticsTable';

/** Two saved runs side by side: equity and drawdown overlaid (benchmarks dotted), the statistics in two columns. */
export function CompareView({ answer, onClose }: { answer: QuantCompareAnswer; onClose: () => void }) {
  const { t } = useTranslation('quantStudio');
  const { a, b } = answer;
  const curves = useMemo(() => {
    const equity: Curve[] = [
      { name: a.name, dates: a.result.dates, values: a.result.equity, role: 'first' },
      { name: b.name, dates: b.result.dates, values: b.result.equity, role: 'second' },
      { name: `${a.result.request.benchmark} (${a.name})`, dates: a.result.dates, values: a.result.benchmarkEquity, role: 'benchmark' },
    ];
    const drawdown: Curve[] = [
      { name: a.name, dates: a.result.dates, values: a.result.drawdown, role: 'first' },
      { name: b.name, dates: b.result.dates, values: b.result.drawdown, role: 'second' },
    ];
    return { equity, drawdown };
  }, [a, b]);
  return (
    <section className="shell-card qs-compare" aria-label={t('compare.title')} data-testid="quant-compare-view">
      <div className="qs-saved__head">
        <h2>{t('compare.title')}</h2>
        <button type="button" className="button" onClick={onClose}>{t('compare.close')}</button>
      </div>
      <div className="qs-result__grid">
        <StatisticsTable caption={t('compare.caption', { a: a.name, b: b.name })} testId="quant-compare-stats"
          columns={[{ heading: a.name, statistics: a.result.statistics }, { heading: b.name, statistics: b.result.statistics }]} />
        <div className="qs-result__charts">
          <CurveChart kind="equity" curves={curves.equity} testId="quant-compare-equity" />
          <CurveChart kind="drawdown" curves={curves.drawdown} testId="quant-compare-drawdown" />
        </div>
      </div>
    </section>
  );
}
