import { describe, expect, it } from 'vitest';
import type { ListColumn } from '../core/model/modelTypes';
import { hidesColumnsWhenNarrow, narrowColumns } from './narrowColumns';

const col = (key: string, narrow?: boolean): ListColumn => ({ key, label: key, type: 'string', group: 'GENERAL', ...(narrow ? { narrow } : {}) });

describe('narrowColumns', () => {
  const columns = [col('ticker', true), col('name'), col('price', true), col('sector')];

  it('keeps the marked columns in model order, at their narrow width, or all when the user asks', () => {
    expect(narrowColumns(columns, false).map((c) => c.key)).toEqual(['ticker', 'price']);
    expect(narrowColumns([{ ...col('ticker'), width: 110, narrow: 70 }, col('name')], false)).toEqual([{ ...col('ticker'), width: 70, narrow: 70 }]);
    expect(narrowColumns(columns, true)).toBe(columns);
    expect(hidesColumnsWhenNarrow(columns)).toBe(true);
  });

  it('keeps every column of a model that marks none', () => {
    const plain = [col('a'), col('b')];
    expect(narrowColumns(plain, false)).toBe(plain);
    expect(hidesColumnsWhenNarrow(plain)).toBe(false);
  });
});
