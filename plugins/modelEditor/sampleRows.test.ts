import { describe, expect, it } from 'vitest';
import domainAsset from '../../models/list/DomainAsset.json';
import { type ListColumn, type ListModel, readField } from '../../engine/core';
import { listTemplate } from './modelTemplates';
import { sampleRows } from './sampleRows';

const column = (key: string, type: ListColumn['type'], extra: Partial<ListColumn> = {}): ListColumn => ({ key, label: { en: key, de: key }, type, group: 'GENERAL', ...extra });
const modelOf = (columns: ListColumn[]): ListModel => ({ ...listTemplate('Preview'), columns, defaultSort: { key: columns[0]!.key, direction: 'asc' } });

describe('sampleRows', () => {
  it('makes five rows by default, each with its own id', () => {
    const rows = sampleRows(listTemplate('Invoice'));
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.id)).toEqual(['sample-1', 'sample-2', 'sample-3', 'sample-4', 'sample-5']);
  });

  it('makes as many rows as asked, none for 0', () => {
    expect(sampleRows(listTemplate('Invoice'), 12)).toHaveLength(12);
    expect(sampleRows(listTemplate('Invoice'), 0)).toEqual([]);
  });

  it('fills every column of a shipped model at its dotted path', () => {
    const model = domainAsset as unknown as ListModel;
    const rows = sampleRows(model, 3);
    for (const row of rows) for (const c of model.columns) expect(readField(row, c.key), c.key).not.toBeUndefined();
  });

  it('writes values of each column type the way the cells read them', () => {
    const model = modelOf([
      column('n', 'number'), column('p', 'percent'), column('d', 'date'), column('dt', 'datetime'), column('b', 'boolean'),
      column('s', 'signal'), column('payload.title', 'string'), column('l', 'link'),
    ]);
    const rows = sampleRows(model, 5);
    for (const row of rows) {
      expect(typeof row.n).toBe('number');
      expect(typeof row.p).toBe('number');
      expect(row.d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(row.d as string))).toBe(false);
      expect(Number.isNaN(Date.parse(row.dt as string))).toBe(false);
      expect(typeof row.b).toBe('boolean');
      expect(['bullish', 'neutral', 'neutralDanger', 'bearish']).toContain(row.s);
    }
    expect(rows.map((r) => readField(r, 'payload.title'))).toEqual(['title 1', 'title 2', 'title 3', 'title 4', 'title 5']);
    expect(new Set(rows.map((r) => r.b))).toEqual(new Set([true, false]));
    expect(new Set(rows.map((r) => r.s)).size).toBe(4);
    expect(rows.some((r) => (r.p as number) < 0) && rows.some((r) => (r.p as number) > 0)).toBe(true);
    expect(new Set(rows.map((r) => r.n)).size).toBe(5);
  });

  it("takes an enum column's values from its filter options, in turn", () => {
    const options = [{ value: 'US', label: { en: 'USA', de: 'USA' } }, { value: 'DE', label: { en: 'Germany', de: 'Deutschland' } }];
    const rows = sampleRows(modelOf([column('country', 'enum', { filter: { type: 'enum', options } })]), 3);
    expect(rows.map((r) => r.country)).toEqual(['US', 'DE', 'US']);
  });

  it('makes up enum values when the column has no options', () => {
    expect(sampleRows(modelOf([column('kind', 'enum')]), 2).map((r) => r.kind)).toEqual(['option 1', 'option 2']);
    expect(sampleRows(modelOf([column('kind', 'enum', { filter: { type: 'enum', options: [] } })]), 1).map((r) => r.kind)).toEqual(['option 1']);
  });

  it('builds nested objects for columns that share a parent', () => {
    const rows = sampleRows(modelOf([column('stRange.upside', 'number'), column('stRange.downside', 'number'), column('a.b.c', 'string')]), 1);
    expect(rows[0]).toMatchObject({ stRange: { upside: expect.any(Number), downside: expect.any(Number) }, a: { b: { c: 'c 1' } } });
  });
});
