import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { Selection } from './selection';

const selected = (s: Selection): string[] => [...s.tickers].sort();

describe('Selection (the tickers ticked for a refresh in one table)', () => {
  it('ticks a ticker on the first toggle and unticks it on the second', () => {
    const selection = new Selection();
    selection.toggle('SPY');
    selection.toggle('QQQ');
    expect(selection.has('SPY')).toBe(true);
    expect(selection.size).toBe(2);
    selection.toggle('SPY');
    expect(selection.has('SPY')).toBe(false);
    expect(selected(selection)).toEqual(['QQQ']);
  });

  it("'select all' selects exactly the given tickers, dropping ones ticked before", () => {
    const selection = new Selection();
    selection.toggle('OLD');
    selection.set(['SPY', 'QQQ', 'SPY']);
    expect(selected(selection)).toEqual(['QQQ', 'SPY']);
    expect(selection.size).toBe(2);
    selection.clear();
    expect(selection.size).toBe(0);
    expect(selection.has('SPY')).toBe(false);
  });

  it('keeps only tickers still in the list when the list changes', () => {
    const selection = new Selection();
    selection.set(['SPY', 'QQQ', 'GLD']);
    selection.retain(['QQQ', 'TLT']);
    expect(selected(selection)).toEqual(['QQQ']);
    // A ticker that came into the list is not selected by retaining it.
    expect(selection.has('TLT')).toBe(false);
  });

  it('notifies observers (the checkboxes and the refresh button) of every change', () => {
    const selection = new Selection();
    const seen: string[] = [];
    const stop = autorun(() => { seen.push(`${selection.size}:${selection.has('SPY')}`); });
    selection.toggle('SPY');
    selection.set(['QQQ']);
    selection.retain([]);
    stop();
    expect(seen).toEqual(['0:false', '1:true', '1:false', '0:false']);
  });

  it('works when its methods are handed on as callbacks', () => {
    const selection = new Selection();
    const { toggle, has, clear } = selection;
    toggle('SPY');
    expect(has('SPY')).toBe(true);
    clear();
    expect(selection.size).toBe(0);
  });
});
