import { describe, expect, it } from 'vitest';
import { gatedKeys, visibleColumns } from './visibleColumns';
import { sampleListModel } from './testing/sampleListModel';

const groups = (modules: string[]) => new Set(visibleColumns(sampleListModel, modules).map((c) => c.group));

describe('visibleColumns', () => {
  it('the fixture has 30 columns with PREMIUM and HIDDEN ones', () => {
    expect(sampleListModel.columns).toHaveLength(30);
    expect(sampleListModel.columns.filter((c) => c.group === 'PREMIUM').length).toBeGreaterThan(0);
    expect(sampleListModel.columns.filter((c) => c.group === 'HIDDEN').length).toBeGreaterThan(0);
  });

  it('a free user sees GENERAL columns only', () => {
    expect(groups(['FREE'])).toEqual(new Set(['GENERAL']));
    expect(groups([])).toEqual(new Set(['GENERAL']));
  });

  it('a PREMIUM module unlocks PREMIUM columns, in model order', () => {
    const keys = visibleColumns(sampleListModel, ['PREMIUM']).map((c) => c.key);
    expect(groups(['PREMIUM'])).toEqual(new Set(['GENERAL', 'PREMIUM']));
    expect(keys).toEqual(sampleListModel.columns.filter((c) => c.group !== 'HIDDEN').map((c) => c.key));
  });

  it('HIDDEN columns are never shown, not even to admins', () => {
    expect(groups(['PREMIUM', 'ADMIN', 'NOT_EXISTING_SO_HIDDEN'])).not.toContain('HIDDEN');
  });

  it('gatedKeys names what the user may not see', () => {
    const gated = gatedKeys(sampleListModel, visibleColumns(sampleListModel, ['FREE']));
    expect([...gated].sort()).toEqual(['impliedVolatility', 'internalScore', 'ivPremium', 'sourceId']);
  });
});
