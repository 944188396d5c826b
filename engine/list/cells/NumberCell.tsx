import type { CellRendererProps } from '../cellTypes';
import { DEFAULT_DECIMALS, formatNumber, isEmptyValue, toNumber } from './formatters';
import { EMPTY_VALUE } from './EmptyValue';

/** A number with `column.decimals` digits (default 2); text that is no number is shown as it is. */
export function NumberCell({ value, column, language }: CellRendererProps) {
  if (isEmptyValue(value)) return EMPTY_VALUE;
  const n = toNumber(value);
  if (n === null) return <span className="rs-cell rs-cell--number">{String(value)}</span>;
  return (
    <span className={n < 0 ? 'rs-cell rs-cell--number rs-cell--negative' : 'rs-cell rs-cell--number'}>
      {formatNumber(n, language, column.decimals ?? DEFAULT_DECIMALS)}
    </span>
  );
}
