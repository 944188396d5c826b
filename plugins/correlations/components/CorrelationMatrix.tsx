import { useTranslation } from 'react-i18next';
import { formatCorrelation, heatColour } from '../logic/heat';
import { MetricInfoLink } from '../../methodology';
import type { CorrelationTable } from '../../../contracts';

export interface CorrelationMatrixProps {
  caption: string;
  /** The tickers shown, in order (rows and columns). */
  tickers: readonly string[];
  values: CorrelationTable;
  /** A remove button on every column heading (custom tables). */
  onRemove?: (ticker: string) => void;
  removeDisabled?: boolean;
}

/** A heat-coloured correlation table: one row and one column per ticker, two decimals, a dash where there is no value. */
export function CorrelationMatrix({ caption, tickers, values, onRemove, removeDisabled }: CorrelationMatrixProps) {
  const { t } = useTranslation('correlations');
  return (
    <div className="corr-matrix__scroll">
      <table className="corr-matrix" data-testid="correlation-matrix">
        <caption className="corr-matrix__caption">{caption}</caption>
        <thead>
          <tr>
            <td className="corr-matrix__corner"><MetricInfoLink metric="correlations" label={caption} /></td>
            {tickers.map((col) => (
              <th key={col} scope="col" className="corr-matrix__head">
                <span>{col}</span>
                {onRemove && (
                  <button type="button" className="corr-icon-button" disabled={removeDisabled} aria-label={t('custom.removeTicker', { ticker: col })}
                    title={t('custom.removeTicker', { ticker: col })} onClick={() => onRemove(col)}>×</button>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tickers.map((row) => (
            <tr key={row}>
              <th scope="row" className="corr-matrix__head">{row}</th>
              {tickers.map((col) => {
                const v = values[row]?.[col] ?? null;
                const background = heatColour(v);
                return (
                  <td key={col} className="corr-matrix__cell" data-value={v === null ? '' : v.toFixed(4)}
                    style={background ? { backgroundColor: background, color: '#111' } : undefined}>
                    {formatCorrelation(v)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
