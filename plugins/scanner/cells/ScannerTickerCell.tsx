import { useNavigate } from 'react-router-dom';
import type { CellRendererProps } from '../../../engine/list';
import { inAppClick } from '../../../engine/ui';
import { cryptoDisplay } from '../../../product/priceDecimals';
import { detailPath } from '../../tickerDetail';

/** The detail page's caller of a result: its Back link returns to the scanner. */
export const SCANNER_CALLER = 'scanner';

/** A result's ticker (BASE/USD for crypto), a link to its detail page opened from the scanner. */
export function ScannerTickerCell({ row }: CellRendererProps) {
  const navigate = useNavigate();
  const ticker = String(row.ticker ?? '');
  const path = detailPath(ticker, SCANNER_CALLER);
  return <a className="sc-ticker" href={path} onClick={inAppClick(navigate, path)} data-testid="scanner-ticker-link">{cryptoDisplay(ticker)}</a>;
}
