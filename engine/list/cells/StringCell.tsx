import type { CellRendererProps } from '../cellTypes';
import { isEmptyValue } from './formatters';
import { EMPTY_VALUE } from './EmptyValue';

/** Text; lists are joined with commas. */
export function StringCell({ value }: CellRendererProps) {
  if (isEmptyValue(value)) return EMPTY_VALUE;
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return <span className="rs-cell rs-cell--string">{text}</span>;
}
