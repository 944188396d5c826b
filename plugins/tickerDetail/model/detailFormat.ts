/**
 * Number formats of the detail page (document 2 section 5, Display): prices with 2 decimals (3 for
 * crypto and FX), range values with 3, performance percentages with 2; the position on the range
 * clamped to 0–100 % on a 10-step scale; the upside/downside ratio as '> 100' above 100 and '< 0'
 * when the price is above the range. Missing values show 'n/A' (docs/methodology.md section 0).
 *
 * @example const f = detailFormat('en-US'); f.range(452.601) === '452.601'; f.signedPercent(0.8169) === '+0.82%'
 */
import { formatDate, formatNumber, formatPercent } from '../../../engine/list';
import { priceDecimals } from '../../../product/priceDecimals';

export const NOT_AVAILABLE = 'n/A';
export const RANGE_DECIMALS = 3;
export const PERCENT_DECIMALS = 2;
export const HURST_DECIMALS = 3;
export const POSITION_STEPS = 10;
export const RATIO_CAP = 100;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The position on the range clamped to 0…100 (null when missing). */
export function clampPosition(position: number | null | undefined): number | null {
  return isNumber(position) ? Math.min(100, Math.max(0, position)) : null;
}

/** The lit step of the 10-step scale: 1…10 (0 % lights the first, 100 % the last); null when missing. */
export function positionStep(position: number | null | undefined): number | null {
  const clamped = clampPosition(position);
  if (clamped === null) return null;
  return Math.min(POSITION_STEPS, Math.floor(clamped / (100 / POSITION_STEPS)) + 1);
}

/** 'above' when the ratio says the price is above the range, 'capped' above 100, else 'value'. */
export function ratioKind(ratio: number | null | undefined): 'missing' | 'above' | 'capped' | 'value' {
  if (!isNumber(ratio)) return 'missing';
  if (ratio < 0) return 'above';
  if (ratio > RATIO_CAP) return 'capped';
  return 'value';
}

export interface DetailFormat {
  price(value: number | null | undefined, ticker: string, type?: string | null): string;
  range(value: number | null | undefined): string;
  number(value: number | null | undefined, decimals?: number): string;
  /** A percent number (0.82 means 0.82 %) with its sign. */
  signedPercent(value: number | null | undefined, decimals?: number): string;
  percent(value: number | null | undefined, decimals?: number): string;
  /** An annualised decimal volatility (0.135) as percent (13.55%). */
  vol(value: number | null | undefined): string;
  /** Vol points of a decimal difference (0.0509 → +5.09 pts is the caller's label). */
  volPoints(value: number | null | undefined): string;
  ratio(value: number | null | undefined): string;
  /** A relative volume (1.5) as '1.50×'. */
  times(value: number | null | undefined): string;
  whole(value: number | null | undefined): string;
  date(value: string | null | undefined): string;
  dateTime(value: string | null | undefined): string;
}

export function detailFormat(language: string): DetailFormat {
  const num = (value: number | null | undefined, decimals: number): string => (isNumber(value) ? formatNumber(value, language, decimals) : NOT_AVAILABLE);
  const pct = (value: number | null | undefined, decimals: number): string => (isNumber(value) ? formatPercent(value, language, decimals) : NOT_AVAILABLE);
  const signed = (value: number | null | undefined, decimals: number): string => {
    if (!isNumber(value)) return NOT_AVAILABLE;
    const text = formatPercent(Math.abs(value), language, decimals);
    const zero = Number(value.toFixed(decimals)) === 0;
    return zero ? text : `${value > 0 ? '+' : '−'}${text}`;
  };
  return {
    price: (value, ticker, type) => num(value, priceDecimals({ ticker, type })),
    range: (value) => num(value, RANGE_DECIMALS),
    number: (value, decimals = 2) => num(value, decimals),
    signedPercent: (value, decimals = PERCENT_DECIMALS) => signed(value, decimals),
    percent: (value, decimals = PERCENT_DECIMALS) => pct(value, decimals),
    vol: (value) => pct(isNumber(value) ? value * 100 : null, PERCENT_DECIMALS),
    volPoints: (value) => {
      if (!isNumber(value)) return NOT_AVAILABLE;
      const text = formatNumber(Math.abs(value * 100), language, PERCENT_DECIMALS);
      return `${value > 0 ? '+' : value < 0 ? '−' : ''}${text}`;
    },
    ratio: (value) => {
      const kind = ratioKind(value);
      if (kind === 'missing') return NOT_AVAILABLE;
      if (kind === 'above') return '< 0';
      if (kind === 'capped') return `> ${RATIO_CAP}`;
      return formatNumber(value as number, language, 2);
    },
    times: (value) => (isNumber(value) ? `${formatNumber(value, language, 2)}×` : NOT_AVAILABLE),
    whole: (value) => num(value, 0),
    date: (value) => formatDate(value, language, false) ?? NOT_AVAILABLE,
    dateTime: (value) => formatDate(value, language, true) ?? NOT_AVAILABLE,
  };
}

/** 'up' / 'down' / 'flat' for colouring a change; null when missing. */
export function direction(value: number | null | undefined): 'up' | 'down' | 'flat' | null {
  if (!isNumber(value)) return null;
  return value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
}
