import type { CellRendererProps } from '../../../engine/list';
import { inAppClick } from '../../../engine/ui';
import { cryptoDisplay } from '../../../product/priceDecimals';
import { signalDetailPath } from '../logic/detailLink';
import { useRecentChangesContext } from './RecentChangesContext';

/** The ticker (BASE/USD for crypto) as a link to its detail page; a plain click stays in the app. */
export function TickerLinkCell({ row }: CellRendererProps) {
  const { market, navigate } = useRecentChangesContext();
  const ticker = String(row.ticker ?? '');
  const path = signalDetailPath(ticker, market);
  return <a className="rc-ticker" href={path} onClick={inAppClick(navigate, path)} data-testid="signal-ticker">{cryptoDisplay(ticker)}</a>;
}
