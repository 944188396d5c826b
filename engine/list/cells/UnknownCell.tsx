import type { CellRendererProps } from '../cellTypes';
import { isEmptyValue } from './formatters';
import { EMPTY_VALUE } from './EmptyValue';

const MAX_CHARS = 200;

/** The registry's catch-all: the value as text (objects as JSON, cut at 200 characters). */
export function UnknownCell({ value }: CellRendererProps) {
  if (isEmptyValue(value)) return EMPTY_VALUE;
  let text: string;
  try {
    text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  } catch {
    text = String(value);
  }
  return <span className="rs-cell rs-cell--unknown">{text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}…` : text}</span>;
}
