import type { CellRendererProps } from '../cellTypes';
import { isEmptyValue } from './formatters';
import { EMPTY_VALUE } from './EmptyValue';

/** A check mark or a cross, with "Yes" or "No" for screen readers; `'true'` and `'false'` count too. */
export function BooleanCell({ value, t }: CellRendererProps) {
  if (isEmptyValue(value)) return EMPTY_VALUE;
  const yes = value === true || value === 'true' || value === 1;
  return (
    <span role="img" aria-label={t(yes ? 'cell.yes' : 'cell.no')} className={`rs-cell rs-cell--boolean rs-cell--${yes ? 'yes' : 'no'}`}>
      {yes ? '✓' : '✗'}
    </span>
  );
}
