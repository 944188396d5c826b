import { describe, expect, it } from 'vitest';
import { mergeTickers, mergeWatchlists } from './listMerge';

describe('mergeTickers', () => {
  it("keeps another tab's addition while applying this tab's own changes", () => {
    // Tab A saw [SPY, QQQ], removed QQQ and added DIA; tab B meanwhile added IWM (stored).
    expect(mergeTickers(['SPY', 'QQQ', 'IWM'], ['SPY', 'QQQ'], ['SPY', 'DIA'])).toEqual(['SPY', 'IWM', 'DIA']);
  });

  it("does not bring back a ticker another tab removed when this tab left it alone", () => {
    expect(mergeTickers(['SPY'], ['SPY', 'QQQ'], ['SPY', 'QQQ'])).toEqual(['SPY']);
  });

  it('without a base applies only additions', () => {
    expect(mergeTickers(['SPY', 'IWM'], undefined, ['spy', 'dia '])).toEqual(['SPY', 'IWM', 'DIA']);
  });
});

describe('mergeWatchlists', () => {
  const l = (name: string, ...includedTicker: string[]) => ({ name, includedTicker });

  it('merges kept lists, creates new ones and deletes only lists nobody else changed', () => {
    const stored = [l('TECH', 'MSFT', 'NVDA'), l('OLD', 'X'), l('BUSY', 'A', 'B'), l('OTHER', 'Z')];
    const base = [l('TECH', 'MSFT'), l('OLD', 'X'), l('BUSY', 'A')];
    const sent = [l('TECH', 'MSFT', 'AAPL'), l('NEW', 'T')];
    expect(mergeWatchlists(stored, base, sent)).toEqual([
      { name: 'TECH', tickers: ['MSFT', 'NVDA', 'AAPL'] },
      { name: 'NEW', tickers: ['T'] },
      { name: 'OLD', delete: true },
    ]);
  });

  it("leaves another tab's deletion alone unless this tab changed the list", () => {
    const base = [l('GONE', 'A'), l('CHANGED', 'A')];
    const sent = [l('GONE', 'A'), l('CHANGED', 'A', 'B')];
    expect(mergeWatchlists([], base, sent)).toEqual([{ name: 'CHANGED', tickers: ['A', 'B'] }]);
  });

  it('without a base adds lists and tickers and deletes nothing', () => {
    expect(mergeWatchlists([l('TECH', 'MSFT'), l('KEEP', 'K')], undefined, [l('TECH', 'AAPL'), l('NEW', 'N')])).toEqual([
      { name: 'TECH', tickers: ['MSFT', 'AAPL'] },
      { name: 'NEW', tickers: ['N'] },
    ]);
  });
});
