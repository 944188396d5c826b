import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import { MetricInfoLink } from '../../methodology';
import type { MethodologyMetric } from '../../../product/methodologyRules';
import type { RatingOutcomeRow } from '../../../contracts';

export interface RatingTableProps {
  caption: string;
  rows: readonly RatingOutcomeRow[];
  forwardSessions: number;
  /** The rating the rows are of: its methodology page is linked from the rating heading. */
  metric: MethodologyMetric;
  asOfDate: string;
}

/** The mean forward return after each rating value, the share of those returns above zero and the number of cases. */
export function RatingTable({ caption, rows, forwardSessions, metric, asOfDate }: RatingTableProps) {
  const { t } = useTranslation('trackRecord');
  const f = useFormat();
  const na = t('na');
  return (
    <table className="tr-table" data-testid="rating-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('col.rating')}<MetricInfoLink metric={metric} label={caption} asOf={asOfDate} /></th>
          <th scope="col">{t('col.count')}</th>
          <th scope="col">{t('col.meanReturn', { sessions: forwardSessions })}</th>
          <th scope="col">{t('col.shareUp')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.rating} data-key={row.rating}>
            <th scope="row">{t(`rating.${row.rating}`)}</th>
            <td>{f.number(row.count, 0)}</td>
            <td data-sign={row.meanReturn === null ? undefined : Math.sign(row.meanReturn)}>
              {row.meanReturn === null ? na : `${row.meanReturn > 0 ? '+' : ''}${f.percent(row.meanReturn * 100, 2)}`}
            </td>
            <td>{row.shareUp === null ? na : f.percent(row.shareUp * 100, 1)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
