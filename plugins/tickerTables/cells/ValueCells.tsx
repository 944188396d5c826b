import { type CellRendererProps, EMPTY_VALUE, formatNumber, formatPercent, toNumber } from '../../../engine/list';
import { priceDecimals } from '../../../product/priceDecimals';
import { POSITION_STEPS, positionScale, ratioDisplay } from '../logic/display';

const numberClass = (n: number): string => (n < 0 ? 'rs-cell rs-cell--number rs-cell--negative' : 'rs-cell rs-cell--number');

/** A price or price level: 3 decimals for crypto, FX and currency-code tickers, else 2 (product/priceDecimals). */
export function PriceCell({ value, row, language }: CellRendererProps) {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  const decimals = priceDecimals({ ticker: String(row.ticker ?? ''), type: typeof row.type === 'string' ? row.type : null });
  return <span className={numberClass(n)}>{formatNumber(n, language, decimals)}</span>;
}

/** The IV premium: IV − RV as an annualised decimal, shown in vol points (0.03 → 3.00%). */
export function PremiumCell({ value, language }: CellRendererProps) {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  return <span className={numberClass(n)}>{formatPercent(n * 100, language, 2)}</span>;
}

/** The upside/downside ratio: '> 100' above 100, '< 0' above the EOD range. */
export function RatioCell({ value, row, language, t }: CellRendererProps) {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  const shown = ratioDisplay(n, row.aboveEODRange as boolean | null | undefined);
  if (shown.kind === 'above100') return <span className="rs-cell rs-cell--number">{t('tables:ratio.above100')}</span>;
  if (shown.kind === 'belowZero') return <span className="rs-cell rs-cell--number rs-cell--negative">{t('tables:ratio.belowZero')}</span>;
  return <span className="rs-cell rs-cell--number">{formatNumber(shown.value, language, 2)}</span>;
}

/** The position on the range, clamped to 0–100 % and drawn on a 10-step scale. */
export function PositionCell({ value, language, t }: CellRendererProps) {
  const n = toNumber(value);
  if (n === null) return EMPTY_VALUE;
  const { percent, step } = positionScale(n);
  const label = t('tables:position.label', { percent: formatPercent(percent, language, 0), step, steps: POSITION_STEPS });
  // One box for the scale (its ticks are drawn by CSS), so that scrolling lays out little.
  return (
    <span className="tt-position" role="img" aria-label={label} data-step={step}>
      <span className="tt-position__scale" aria-hidden="true" style={{ ['--tt-step' as string]: step / POSITION_STEPS }} />
      <span className="tt-position__value">{formatPercent(percent, language, 0)}</span>
    </span>
  );
}
