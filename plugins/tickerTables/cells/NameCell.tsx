import type { CellRendererProps } from '../../../engine/list';
import { detailPath } from '../../tickerDetail';
import { useTickerTable } from './TickerTableContext';
import type { RowStatus } from '../logic/rowState';

/**
 * The name, or the row's state (document 2 sections 4 and 8): Loading; ERROR with 'Error while
 * loading: try again or remove asset...' and a retry button; 'Out of tickers for this month';
 * not revealed, with a link to the detail page where the ticker can be revealed.
 */
export function NameCell({ row, value, t }: CellRendererProps) {
  const { caller, listName, navigate, retry } = useTickerTable();
  const ticker = String(row.ticker ?? '');
  switch (row.rsStatus as RowStatus | undefined) {
    case 'loading':
      return <span className="tt-state tt-state--loading">{t('tables:row.loading')}</span>;
    case 'error':
      return (
        <span className="tt-state tt-state--error" data-testid="row-error">
          <strong>{t('tables:row.error')}</strong> <span className="tt-state__text">{t('tables:row.errorText')}</span>
          <button type="button" className="tt-retry" onClick={() => retry(ticker)} aria-label={t('tables:row.retryTicker', { ticker })}>
            {t('tables:row.retry')}
          </button>
        </span>
      );
    case 'outOfTickers':
      return <span className="tt-state tt-state--limit" data-testid="row-out-of-tickers">{t('tables:row.outOfTickers')}</span>;
    case 'notRevealed': {
      const path = detailPath(ticker, caller, listName);
      return (
        <span className="tt-state tt-state--hidden" data-testid="row-not-revealed">
          <span className="tt-state__name">{typeof value === 'string' ? value : ticker}</span>{' '}
          <a href={path} onClick={(e) => { e.preventDefault(); navigate(path); }}>{t('tables:row.reveal')}</a>
        </span>
      );
    }
    default:
      return <span className="rs-cell rs-cell--string">{typeof value === 'string' ? value : ''}</span>;
  }
}

/** The tooltips of the state rows. */
export function nameTooltip({ row, t }: CellRendererProps): string | null {
  if (row.rsStatus === 'error') return t('tables:row.errorTooltip');
  if (row.rsStatus === 'outOfTickers') return t('tables:row.outOfTickersTooltip');
  if (row.rsStatus === 'notRevealed') return t('tables:row.notRevealedTooltip');
  return null;
}
