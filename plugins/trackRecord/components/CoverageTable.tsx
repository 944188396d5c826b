import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import type { CoverageRow } from '../../../contracts';

export interface CoverageTableProps {
  caption: string;
  /** The first column's heading (asset class or period). */
  keyHeading: string;
  rows: readonly CoverageRow[];
  nominal: number;
  /** The label of a row's key (an asset class name, a quarter, "All"). */
  label: (key: string) => string;
}

/** Points off the nominal coverage at which a row counts as off (outside ±5 points). */
export const OFF_NOMINAL_POINTS = 5;

/**
 * Where the closes ended against the ranges: evaluations, inside (with the nominal beside it and
 * the difference in points), above, below. A row more than OFF_NOMINAL_POINTS off is marked.
 */
export function CoverageTable({ caption, keyHeading, rows, nominal, label }: CoverageTableProps) {
  const { t } = useTranslation('trackRecord');
  const f = useFormat();
  const na = t('na');
  const share = (v: number | null) => (v === null ? na : f.percent(v * 100, 1));
  return (
    <table className="tr-table" data-testid="coverage-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{keyHeading}</th>
          <th scope="col">{t('col.total')}</th>
          <th scope="col">{t('col.inside')}</th>
          <th scope="col">{t('col.nominal')}</th>
          <th scope="col" title={t('col.offHint')}>{t('col.off')}</th>
          <th scope="col">{t('col.above')}</th>
          <th scope="col">{t('col.below')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const off = row.inside === null ? null : (row.inside - nominal) * 100;
          const flagged = off !== null && Math.abs(off) > OFF_NOMINAL_POINTS;
          return (
            <tr key={row.key} data-key={row.key} data-off={flagged ? 'true' : undefined}>
              <th scope="row">{label(row.key)}</th>
              <td>{f.number(row.total, 0)}</td>
              <td>{share(row.inside)}</td>
              <td>{f.percent(nominal * 100, 0)}</td>
              <td>{off === null ? na : `${off > 0 ? '+' : ''}${f.number(off, 1)}`}{flagged && <span className="visually-hidden"> {t('offFlag')}</span>}</td>
              <td>{share(row.above)}</td>
              <td>{share(row.below)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
