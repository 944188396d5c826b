import { describe, expect, it } from 'vitest';
import { isIsin, parseTickerInput, searchText } from './tickerInput';
import { VISIBLE_TABS, nameProblem, newTickers, normaliseName, sortByName, visibleTabs } from '../../watchlists';
import { isHighHurst, positionScale, ratioDisplay } from './display';
import { canSelect, chunks, needsConfirmation, refreshMode } from './refreshPlan';
import { dataRow, placeholderRow } from './rowState';

describe('ticker input (document 2 section 5)', () => {
  it('ignores an empty value, upper-cases and replaces & with +', () => {
    expect(parseTickerInput('   ')).toEqual({ kind: 'empty' });
    expect(parseTickerInput(' aapl ')).toEqual({ kind: 'tickers', tickers: ['AAPL'] });
    expect(parseTickerInput('at&t')).toEqual({ kind: 'tickers', tickers: ['AT+T'] });
    expect(searchText(' m&m ')).toBe('M+M');
  });
  it('detects an ISIN by its format, trimmed and in any case', () => {
    expect(parseTickerInput(' us0378331005 ')).toEqual({ kind: 'isin', isin: 'US0378331005' });
    expect(isIsin('DE000BASF111')).toBe(true);
    expect(isIsin('US037833100')).toBe(false);
    expect(isIsin('US03783310AA')).toBe(false);
    expect(isIsin('1S0378331005')).toBe(false);
  });
  it('splits the futures input on commas and trims', () => {
    expect(parseTickerInput(' es_f, nq_f ,,ES_F ', 'futures')).toEqual({ kind: 'tickers', tickers: ['ES_F', 'NQ_F'] });
    expect(parseTickerInput(' , ', 'futures')).toEqual({ kind: 'empty' });
  });
  it('keeps crypto input with the CRYPTO. prefix', () => {
    expect(parseTickerInput('btc', 'crypto')).toEqual({ kind: 'tickers', tickers: ['CRYPTO.BTC'] });
    expect(parseTickerInput('eth/usd', 'crypto')).toEqual({ kind: 'tickers', tickers: ['CRYPTO.ETH'] });
  });
  it('does not add tickers twice', () => {
    expect(newTickers(['SPY', 'QQQ'], ['QQQ', 'GLD'])).toEqual(['GLD']);
  });
});

describe('watchlist names and tabs', () => {
  it('refuses an empty name and a duplicate, case-insensitively', () => {
    expect(nameProblem('  ', ['TECH'])).toBe('nameRequired');
    expect(nameProblem(undefined, [])).toBe('nameRequired');
    expect(nameProblem('tech', ['TECH'])).toBe('duplicateName');
    expect(nameProblem('market overview', [], undefined, ['Market overview'])).toBe('duplicateName');
    expect(nameProblem('energy', ['TECH'])).toBeNull();
    expect(nameProblem('a <b>', [])).toBe('nameInvalid');
    expect(nameProblem('x'.repeat(101), [])).toBe('nameInvalid');
    expect(nameProblem('x'.repeat(100), [])).toBeNull();
  });
  it('lets a rename keep its own name', () => {
    expect(nameProblem('tech', ['TECH', 'BONDS'], 'TECH')).toBeNull();
    expect(nameProblem('bonds', ['TECH', 'BONDS'], 'TECH')).toBe('duplicateName');
  });
  it('upper-cases names', () => {
    expect(normaliseName(' my list ')).toBe('MY LIST');
  });
  it('sorts tabs case-insensitively and shows 5 until See More', () => {
    const lists = sortByName(['b', 'A', 'd', 'C', 'e', 'F', 'g'].map((name) => ({ name })));
    expect(lists.map((l) => l.name)).toEqual(['A', 'b', 'C', 'd', 'e', 'F', 'g']);
    expect(visibleTabs(lists, false)).toHaveLength(VISIBLE_TABS);
    expect(visibleTabs(lists, true)).toHaveLength(7);
    expect(visibleTabs(lists, false, 'g').map((l) => l.name)).toEqual(['A', 'b', 'C', 'd', 'e', 'g']);
  });
});

describe('display rules (document 2 section 5)', () => {
  it('clamps the position to 0–100 % on a 10-step scale', () => {
    expect(positionScale(-12)).toEqual({ percent: 0, step: 0 });
    expect(positionScale(47)).toEqual({ percent: 47, step: 5 });
    expect(positionScale(134)).toEqual({ percent: 100, step: 10 });
  });
  it("shows '> 100' and '< 0' for the ratio", () => {
    expect(ratioDisplay(250)).toEqual({ kind: 'above100' });
    expect(ratioDisplay(-3)).toEqual({ kind: 'belowZero' });
    expect(ratioDisplay(2, true)).toEqual({ kind: 'belowZero' });
    expect(ratioDisplay(1.25)).toEqual({ kind: 'value', value: 1.25 });
  });
  it("adds 'high Hurst' above 0.6", () => {
    expect(isHighHurst(0.61)).toBe(true);
    expect(isHighHurst(0.6, 0.5)).toBe(false);
    expect(isHighHurst(null, 0.7)).toBe(true);
  });
});

describe('refresh plan', () => {
  it('maps the choice to the refresh mode; EOD users get the EOD range', () => {
    expect(refreshMode('quote', 'FULL-ACCESS')).toBe('QUOTE_ONLY');
    expect(refreshMode('ranges', 'FULL-ACCESS')).toBe('full');
    expect(refreshMode('ranges', 'EOD-ACCESS')).toBe('EOD_RANGE');
  });
  it('keeps EOD users from selecting tickers without real-time data', () => {
    expect(canSelect({ noRealtime: true }, 'EOD-ACCESS')).toBe(false);
    expect(canSelect({ noRealtime: false }, 'EOD-ACCESS')).toBe(true);
    expect(canSelect({ noRealtime: true }, 'FULL-ACCESS')).toBe(true);
  });
  it('confirms a real-time refresh of more than half of the list', () => {
    expect(needsConfirmation('full', 6, 10)).toBe(true);
    expect(needsConfirmation('full', 5, 10)).toBe(false);
    expect(needsConfirmation('QUOTE_ONLY', 10, 10)).toBe(false);
  });
  it('chunks', () => {
    expect(chunks([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});

describe('row states', () => {
  it('names the placeholders as the spec does', () => {
    expect(placeholderRow('X', 'loading')).toMatchObject({ name: 'Loading', rsStatus: 'loading' });
    expect(placeholderRow('X', 'error')).toMatchObject({ name: 'ERROR', rsStatus: 'error' });
    expect(placeholderRow('X', 'outOfTickers')).toMatchObject({ name: 'Out of tickers for this month', noRealtime: true });
  });
  it('marks previews of the server as not revealed', () => {
    expect(dataRow({ ticker: 'AAPL', isActive: false }).rsStatus).toBe('notRevealed');
    expect(dataRow({ ticker: 'AAPL', isActive: true }).rsStatus).toBe('ready');
  });
});
