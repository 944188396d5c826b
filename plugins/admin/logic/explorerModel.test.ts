import { describe, expect, it } from 'vitest';
import { explorerModel, JSON_ACTION } from './explorerModel';
import type { ListModel } from '../../../engine/core';

const model = {
  modelClass: 'ListModel', name: 'Books', label: 'Books', source: { kind: 'entity', entity: 'Book' },
  columns: [
    { key: 'payload.title', label: 'Title', type: 'string', group: 'GENERAL' },
    { key: 'payload.secret', label: 'Secret', type: 'string', group: 'HIDDEN' },
  ],
  rowActions: [{ id: 'delete', kind: 'delete', label: 'Delete' }],
} as unknown as ListModel;

describe('explorerModel', () => {
  it('is read-only with the JSON action only, and shows the hidden columns', () => {
    const shown = explorerModel(model);
    expect(shown.rowActions).toEqual([JSON_ACTION]);
    expect(shown.columns.map((c) => c.group)).toEqual(['GENERAL', 'GENERAL']);
    expect(model.columns[1]!.group).toBe('HIDDEN');
  });
});
