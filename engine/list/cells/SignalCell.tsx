import type { CellRendererProps } from '../cellTypes';
import { isEmptyValue } from './formatters';
import { EMPTY_VALUE } from './EmptyValue';
import { SignalBadge } from './SignalBadge';

/** A signal column: one SignalBadge. */
export function SignalCell({ value, t, colorblind }: CellRendererProps) {
  if (isEmptyValue(value)) return EMPTY_VALUE;
  return <SignalBadge value={value} t={t} colorblind={colorblind} />;
}
