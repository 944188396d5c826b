import type { CellRendererProps } from '../cellTypes';
import { DEFAULT_DECIMALS, formatPercent, isEmptyValue, toNumber } from './formatters';
import { EMPTY_VALUE } from './EmptyValue';

/** A value already in percent (5 means 5 %) with `column.decimals` digits (default 2). */
export function PercentCell({ value, column, language }: CellRendererProps) {
  if (isEmptyValue(value)) return EMPTY_VALUE;
  const n = toNumber(value);
  if (n === null) return <span className="rs-cell rs-cell--number">{String(value)}</span>;
  return (
    <span className={n < 0 ? 'rs-cell rs-cell--number rs-cell--negative' : 'rs-cell rs-cell--number'}>
      {formatPercent(n, language, column.decimals ?? DEFAULT_DECIMALS)}
    </span>
  );
}
