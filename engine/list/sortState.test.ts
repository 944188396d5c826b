import { describe, expect, it } from 'vitest';
import type { ListModel } from '../core/model/modelTypes';
import { effectiveSort, nextListSort } from './sortState';
import { sampleAscDescListModel, sampleListModel } from './testing/sampleListModel';

/** Clicks `key` n times from `start` and returns each sort in force. */
function clicks(model: ListModel, key: string, n: number, start: ReturnType<typeof nextListSort> = null) {
  const seen: string[] = [];
  let sort = start;
  for (let i = 0; i < n; i++) {
    sort = nextListSort(model, sort, key);
    const e = effectiveSort(model, sort);
    seen.push(`${e.key} ${e.direction}${sort ? '' : ' (default)'}`);
  }
  return seen;
}

describe('nextListSort', () => {
  it('cycles asc, desc, none (the default sort) on another column', () => {
    expect(clicks(sampleListModel, 'price', 4)).toEqual(['price asc', 'price desc', 'ticker asc (default)', 'price asc']);
  });

  it('on the default column, a click always changes the order', () => {
    expect(clicks(sampleListModel, 'ticker', 3)).toEqual(['ticker desc', 'ticker asc (default)', 'ticker desc']);
  });

  it('with a descending default, "none" moves on to ascending', () => {
    const model: ListModel = { ...sampleListModel, defaultSort: { key: 'earningsDate', direction: 'desc' } };
    expect(clicks(model, 'earningsDate', 3)).toEqual(['earningsDate asc', 'earningsDate desc (default)', 'earningsDate asc']);
  });

  it('ascDesc toggles between asc and desc and never returns to none', () => {
    expect(clicks(sampleAscDescListModel, 'price', 4)).toEqual(['price asc', 'price desc', 'price asc', 'price desc']);
  });

  it('a click on another column starts ascending', () => {
    expect(nextListSort(sampleListModel, { key: 'price', direction: 'desc' }, 'hurst')).toEqual({ key: 'hurst', direction: 'asc' });
  });
});
