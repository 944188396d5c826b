import type { CellRendererProps } from '../../../engine/list';
import { inAppClick } from '../../../engine/ui';
import { cryptoDisplay } from '../../../product/priceDecimals';
import { detailPath } from '../../tickerDetail';
import { useTickerTable } from './TickerTableContext';

/** The ticker, shown as BASE/USD for crypto, a link to its detail page; a spinner while it refreshes. */
export function TickerCell({ row, t }: CellRendererProps) {
  const { caller, listName, navigate } = useTickerTable();
  const ticker = String(row.ticker ?? '');
  const path = detailPath(ticker, caller, listName);
  return (
    <span className="tt-ticker">
      <a className="tt-ticker__link" href={path} onClick={inAppClick(navigate, path)} data-testid="ticker-link">{cryptoDisplay(ticker)}</a>
      {row.isRefreshing === true ? <span className="tt-spinner" role="status" aria-label={t('tables:row.refreshing')} /> : null}
    </span>
  );
}
