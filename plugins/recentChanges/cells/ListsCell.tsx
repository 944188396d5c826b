import { EMPTY_VALUE, type CellRendererProps } from '../../../engine/list';
import { listsOf } from '../logic/scope';

/** The user's lists that hold the ticker, joined; a dash when none does. */
export function ListsCell({ row }: CellRendererProps) {
  const lists = listsOf(row);
  return lists.length ? <span className="rs-cell rs-cell--string">{lists.join(', ')}</span> : EMPTY_VALUE;
}
