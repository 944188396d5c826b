import { describe, expect, it } from 'vitest';
import { actionPath, allowedActions } from './rowActions';
import { sampleListModel } from './testing/sampleListModel';

describe('row actions', () => {
  it('keeps actions whose permission the user holds', () => {
    expect(allowedActions(sampleListModel.rowActions, ['FREE']).map((a) => a.id)).toEqual(['open']);
    expect(allowedActions(sampleListModel.rowActions, ['ADMIN']).map((a) => a.id)).toEqual(['open', 'edit', 'delete']);
    expect(allowedActions([{ id: 'x', label: 'X', kind: 'event', permission: 'NOT_EXISTING_SO_HIDDEN' }], ['ADMIN'])).toEqual([]);
  });

  it('fills the path placeholders from the row, URL-encoded', () => {
    const open = sampleListModel.rowActions![0]!;
    expect(actionPath(open, { ticker: 'BRK/B' })).toBe('/dashboard/ticker/BRK%2FB');
    expect(actionPath(open, {})).toBeNull();
    expect(actionPath({ id: 'e', label: 'E', kind: 'open', path: '/x/:id/:ltRange.upside' }, { id: 7, ltRange: { upside: 1.5 } })).toBe('/x/7/1.5');
  });
});
