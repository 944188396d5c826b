import { describe, expect, it } from 'vitest';
import { KEPT_LIST_NAMES } from '../../product/accountRules';
import { VISIBLE_TABS, nameProblem, newTickers, normaliseName, sortByName, visibleTabs } from './watchlistNames';

const tabs = (...names: string[]) => names.map((name) => ({ name }));
const names = (lists: readonly { name: string }[]) => lists.map((l) => l.name);

// plugins/tickerTables/logic/logic.test.ts covers the basic rules; these are the edges it leaves out.
describe('watchlist names', () => {
  it('treats names that differ only in case or accents as the same name', () => {
    expect(nameProblem('café', ['CAFE'])).toBe('duplicateName');
    expect(nameProblem('  Tech  ', ['TECH'])).toBe('duplicateName');
  });

  it('lets a rename keep its own name whatever its case, but not take a kept list\u2019s name', () => {
    expect(nameProblem('TECH', ['Tech', 'BONDS'], 'tech')).toBeNull();
    expect(nameProblem('crypto market', ['TECH'], 'TECH', KEPT_LIST_NAMES)).toBe('duplicateName');
    for (const kept of KEPT_LIST_NAMES) expect(nameProblem(kept.toLowerCase(), [], undefined, KEPT_LIST_NAMES)).toBe('duplicateName');
  });

  it('refuses braces and control characters, and a name that is only blanks before anything else', () => {
    expect(nameProblem('my {list}', [])).toBe('nameInvalid');
    expect(nameProblem('tab\u0001name', [])).toBe('nameInvalid');
    expect(nameProblem('\t \n', ['TECH'])).toBe('nameRequired');
    expect(nameProblem(null, [])).toBe('nameRequired');
    expect(normaliseName(null)).toBe('');
    expect(normaliseName(' energy & oil ')).toBe('ENERGY & OIL');
  });
});

describe('watchlist tabs', () => {
  it('sorts a copy and leaves the lists as they were', () => {
    const lists = tabs('b', 'A', 'c');
    expect(names(sortByName(lists))).toEqual(['A', 'b', 'c']);
    expect(names(lists)).toEqual(['b', 'A', 'c']);
  });

  it('shows every tab up to five, and does not repeat a selected tab that is among the first five', () => {
    const five = tabs('A', 'B', 'C', 'D', 'E');
    expect(VISIBLE_TABS).toBe(5);
    expect(names(visibleTabs(five, false))).toEqual(['A', 'B', 'C', 'D', 'E']);
    const seven = tabs('A', 'B', 'C', 'D', 'E', 'F', 'G');
    expect(names(visibleTabs(seven, false, 'C'))).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(names(visibleTabs(seven, false, 'GONE'))).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(names(visibleTabs(seven, true, 'C'))).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
  });
});

describe('newTickers', () => {
  it('keeps the order the tickers were given in', () => {
    expect(newTickers(['SPY'], ['TLT', 'SPY', 'GLD', 'QQQ'])).toEqual(['TLT', 'GLD', 'QQQ']);
    expect(newTickers([], ['B', 'A'])).toEqual(['B', 'A']);
    expect(newTickers(['SPY', 'QQQ'], ['QQQ', 'SPY'])).toEqual([]);
  });
});
