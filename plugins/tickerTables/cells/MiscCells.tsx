import { observer } from 'mobx-react-lite';
import { type CellRendererProps, EMPTY_VALUE, SignalBadge, ratingOf } from '../../../engine/list';
import { isHighHurst } from '../logic/display';
import { useTickerTable } from './TickerTableContext';
import { cryptoDisplay } from '../../../product/priceDecimals';

/** The trend rating; a Hurst value above 0.6 adds 'high Hurst' to its description. */
export function TrendCell({ value, row, t, colorblind }: CellRendererProps) {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  return (
    <span className="tt-trend">
      <SignalBadge value={value} t={t} colorblind={colorblind} />
      {isHighHurst(row.h64, row.h256) ? <span className="tt-trend__hurst">{t('tables:trend.highHurst')}</span> : null}
    </span>
  );
}

export function trendTooltip({ value, row, t }: CellRendererProps): string | null {
  const rating = ratingOf(value);
  if (!rating) return null;
  const text = t(`signal.${rating}`);
  return isHighHurst(row.h64, row.h256) ? t('tables:trend.withHurst', { rating: text }) : text;
}

/** The country code; without one, the tooltip says 'Country not available'. */
export function CountryCell({ value }: CellRendererProps) {
  if (typeof value !== 'string' || !value) return EMPTY_VALUE;
  return <span className="rs-cell rs-cell--string">{value}</span>;
}

export function countryTooltip({ value, row, t }: CellRendererProps): string | null {
  return (typeof value !== 'string' || !value) && row.rsStatus === 'ready' ? t('tables:country.unknown') : null;
}

/** The refresh selection's checkbox (EOD users cannot select tickers without real-time data). */
export const SelectCell = observer(function SelectCell({ row, t }: CellRendererProps) {
  const { selection, canSelect } = useTickerTable();
  const ticker = String(row.ticker ?? '');
  if (!selection) return null;
  const allowed = canSelect(row);
  return (
    <input type="checkbox" className="tt-select" checked={allowed && selection.has(ticker)} disabled={!allowed}
      aria-label={t('tables:select.one', { ticker: cryptoDisplay(ticker) })} title={allowed ? undefined : t('tables:select.noRealtime')}
      onChange={() => selection.toggle(ticker)} />
  );
});
