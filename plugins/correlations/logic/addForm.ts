/**
 * The Add Correlation form's rules (document 4 section 5): a name, at least two tickers
 * (comma-separated, trimmed, empties dropped), a time frame greater than 0 (default 30). The time
 * frame must also lie within 3 to 250 days (section 9), which the server enforces too; crypto
 * tickers are refused (section 2.4).
 */
import { CORRELATION_RULES, isCryptoSymbol, parseTickerInput } from '../../../product/correlationRules';
import { isTickerSymbol } from '../../../product/tickerSymbols';

export interface AddDraft {
  name: string;
  tickers: string;
  timeFrame: string;
}

export const EMPTY_DRAFT: AddDraft = { name: '', tickers: '', timeFrame: String(CORRELATION_RULES.timeFrame.fallback) };

/** The message key and its values of the first problem, in the spec's order. */
export type AddProblem =
  | { key: 'add.nameRequired' }
  | { key: 'add.tickersRequired' }
  | { key: 'add.cryptoTicker'; values: { tickers: string } }
  | { key: 'add.invalidTicker'; values: { ticker: string } }
  | { key: 'add.tooManyTickers'; values: { max: number } }
  | { key: 'add.timeFrameInvalid' }
  | { key: 'add.timeFrameRange'; values: { min: number; max: number } };

export interface AddValues {
  name: string;
  tickers: string[];
  timeFrame: number;
}

export function checkAddDraft(draft: AddDraft): { values: AddValues } | { problem: AddProblem } {
  const name = draft.name.trim();
  if (!name) return { problem: { key: 'add.nameRequired' } };
  const tickers = parseTickerInput(draft.tickers);
  if (tickers.length < CORRELATION_RULES.minTickers) return { problem: { key: 'add.tickersRequired' } };
  const crypto = tickers.filter(isCryptoSymbol);
  if (crypto.length > 0) return { problem: { key: 'add.cryptoTicker', values: { tickers: crypto.join(', ') } } };
  const invalid = tickers.find((t) => !isTickerSymbol(t));
  if (invalid) return { problem: { key: 'add.invalidTicker', values: { ticker: invalid } } };
  if (tickers.length > CORRELATION_RULES.maxTickers) return { problem: { key: 'add.tooManyTickers', values: { max: CORRELATION_RULES.maxTickers } } };
  const timeFrame = Number(draft.timeFrame.trim());
  if (draft.timeFrame.trim() === '' || !Number.isInteger(timeFrame) || timeFrame <= 0) return { problem: { key: 'add.timeFrameInvalid' } };
  const { min, max } = CORRELATION_RULES.timeFrame;
  if (timeFrame < min || timeFrame > max) return { problem: { key: 'add.timeFrameRange', values: { min, max } } };
  return { values: { name, tickers, timeFrame } };
}
