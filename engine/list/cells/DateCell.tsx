import type { CellRendererProps } from '../cellTypes';
import { formatDate, isEmptyValue } from './formatters';
import { EMPTY_VALUE } from './EmptyValue';

/** `date` columns show the day, `datetime` columns the day and the time; the ISO value is kept in `dateTime`. */
export function DateCell({ value, column, language }: CellRendererProps) {
  if (isEmptyValue(value)) return EMPTY_VALUE;
  const text = formatDate(value, language, column.type === 'datetime');
  if (text === null) return <span className="rs-cell rs-cell--date">{String(value)}</span>;
  return (
    <time className="rs-cell rs-cell--date" dateTime={typeof value === 'string' ? value : undefined}>
      {text}
    </time>
  );
}
