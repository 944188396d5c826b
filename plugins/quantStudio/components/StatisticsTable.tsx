import { useTranslation } from 'react-i18next';
import { useFormat, type Formatters } from '../../../engine/ui';
import type { QuantStatistics } from '../../../contracts';

export const STATISTIC_KEYS = ['totalReturn', 'cagr', 'volatility', 'sharpe', 'sortino', 'maxDrawdown', 'hitRate', 'turnover', 'exposure', 'trades'] as const;
type StatisticKey = (typeof STATISTIC_KEYS)[number];

const PERCENT: ReadonlySet<StatisticKey> = new Set(['totalReturn', 'cagr', 'volatility', 'maxDrawdown', 'hitRate', 'turnover', 'exposure']);

/** One statistic as shown: decimals as percent, ratios with two decimals, trades whole; '–' where undefined. */
export function formatStatistic(key: StatisticKey, value: number | null, f: Formatters): string {
  if (value === null) return '–';
  if (key === 'trades') return f.count(value);
  return PERCENT.has(key) ? f.percent(value * 100, 2) : f.number(value, 2);
}

export interface StatisticsColumn {
  heading: string;
  statistics: QuantStatistics;
}

/** The statistics a quant expects, one column per curve (a run and its benchmark, or two runs). */
export function StatisticsTable({ columns, caption, testId }: { columns: readonly StatisticsColumn[]; caption: string; testId: string }) {
  const { t } = useTranslation('quantStudio');
  const f = useFormat();
  return (
    <table className="qs-table qs-stats" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr><th scope="col">{t('stats.statistic')}</th>{columns.map((c, i) => <th scope="col" key={i}>{c.heading}</th>)}</tr>
      </thead>
      <tbody>
        {STATISTIC_KEYS.map((key) => (
          <tr key={key} data-stat={key}>
            <th scope="row" title={t(`stats.help.${key}`)}>{t(`stats.${key}`)}</th>
            {columns.map((c, i) => <td key={i}>{formatStatistic(key, c.statistics[key], f)}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
