import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '../../../engine/ui';
import { cryptoDisplay } from '../../../product/priceDecimals';
import { detailPath } from '../../tickerDetail';
import { MetricInfoLink } from '../../methodology';
import type { MethodologyMetric } from '../../../product/methodologyRules';
import type { VolatilityRow } from '../../../contracts';

/** The detail page's caller of the volatility page: Back leads here. */
const CALLER = 'volatility';

export interface VolTableProps {
  rows: readonly VolatilityRow[];
  ivIncluded: boolean;
  caption: string;
  /** The snapshot's last close: the as-of date the headings' "ⓘ" links carry. */
  asOfDate: string | null;
}

/** A group's rows: RV 20 and 60 sessions, and for premium members IV, IV premium (vol points), IV rank and IV percentile. */
export function VolTable({ rows, ivIncluded, caption, asOfDate }: VolTableProps) {
  const { t } = useTranslation('volatility');
  const f = useFormat();
  const na = t('na');
  const vol = (v: number | null) => (v === null ? na : f.percent(v * 100, 2));
  const points = (v: number | null) => (v === null ? na : `${v > 0 ? '+' : ''}${f.number(v * 100, 2)}`);
  const score = (v: number | null) => (v === null ? na : f.number(v, 0));
  const heading = (key: string, metric: MethodologyMetric, hint?: string) => (
    <th scope="col" title={hint}>{t(key)}<MetricInfoLink metric={metric} label={t(key)} asOf={asOfDate} /></th>
  );
  return (
    <table className="vol-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('col.ticker')}</th>
          {heading('col.rv20', 'realised-volatility', t('col.rv20Hint'))}
          {heading('col.rv60', 'realised-volatility', t('col.rv60Hint'))}
          {ivIncluded && (
            <>
              <th scope="col">{t('col.iv')}</th>
              {heading('col.ivPremium', 'iv-premium', t('col.ivPremiumHint'))}
              {heading('col.ivRank', 'iv-rank')}
              {heading('col.ivPercentile', 'iv-percentile')}
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.ticker} data-ticker={r.ticker}>
            <th scope="row"><Link to={detailPath(r.ticker, CALLER)} title={r.name}>{cryptoDisplay(r.ticker)}</Link></th>
            <td>{vol(r.rv20)}</td>
            <td>{vol(r.rv60)}</td>
            {ivIncluded && (
              <>
                <td>{vol(r.iv)}</td>
                <td data-sign={r.ivPremium === null ? undefined : Math.sign(r.ivPremium)}>{points(r.ivPremium)}</td>
                <td>{score(r.ivRank)}</td>
                <td>{score(r.ivPercentile)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
