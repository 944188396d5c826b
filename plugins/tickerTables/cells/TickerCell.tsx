import type { MouseEvent } from 'react';
import type { CellRendererProps } from '../../../engine/list';
import { cryptoDisplay } from '../../../product/priceDecimals';
import { detailPath } from '../../tickerDetail';
import { useTickerTable } from './TickerTableContext';

/** The ticker, shown as BASE/USD for crypto, a link to its detail page; a spinner while it refreshes. */
export function TickerCell({ row, t }: CellRendererProps) {
  const { caller, listName, navigate } = useTickerTable();
  const ticker = String(row.ticker ?? '');
  const path = detailPath(ticker, caller, listName);
  const open = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <span className="tt-ticker">
      <a className="tt-ticker__link" href={path} onClick={open} data-testid="ticker-link">{cryptoDisplay(ticker)}</a>
      {row.isRefreshing === true ? <span className="tt-spinner" role="status" aria-label={t('tables:row.refreshing')} /> : null}
    </span>
  );
}
