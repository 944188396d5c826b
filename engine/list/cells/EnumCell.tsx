import type { CellRendererProps } from '../cellTypes';
import { resolveText } from '../../core/text/localizedText';
import { isEmptyValue } from './formatters';
import { EMPTY_VALUE } from './EmptyValue';

/** The label of the value among the column filter's options; the value itself when it has none. */
export function EnumCell({ value, column, language, t }: CellRendererProps) {
  if (isEmptyValue(value)) return EMPTY_VALUE;
  const option = column.filter?.options?.find((o) => o.value === String(value));
  return <span className="rs-cell rs-cell--enum">{option ? resolveText(option.label, language, t) : String(value)}</span>;
}
