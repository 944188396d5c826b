import { describe, expect, it } from 'vitest';
import domainAsset from '../../models/list/DomainAsset.json';
import { checkDraftText } from './modelDraft';
import { entityTemplate, listTemplate } from './modelTemplates';

const text = (value: unknown) => JSON.stringify(value, null, 2);

describe('checkDraftText', () => {
  it('reports text that is not JSON as a syntax error with the parser\'s message', () => {
    const state = checkDraftText('{ "modelClass": "ListModel", ');
    expect(state.kind).toBe('syntax');
    expect(state.kind === 'syntax' && state.message.length > 0).toBe(true);
    expect(checkDraftText('').kind).toBe('syntax');
  });

  it('refuses JSON that is not a model object', () => {
    for (const value of ['[]', '"text"', 'null', '42']) {
      const state = checkDraftText(value);
      expect(state.kind, value).toBe('invalid');
    }
  });

  it('refuses an unknown model class and points at it', () => {
    const state = checkDraftText(text({ ...entityTemplate('Invoice'), modelClass: 'FormModel' }));
    expect(state.kind).toBe('invalid');
    expect(state.kind === 'invalid' && state.problems.map((p) => p.path)).toEqual(['/modelClass']);
  });

  it('accepts a shipped model and answers it parsed', () => {
    const state = checkDraftText(text(domainAsset));
    expect(state.kind).toBe('valid');
    expect(state.kind === 'valid' && state.model).toEqual(domainAsset);
  });

  it('refuses a permission module the product does not know, and points at it', () => {
    const model = entityTemplate('Invoice');
    const state = checkDraftText(text({ ...model, permissions: { ...model.permissions, read: ['PREMIUM', 'GOLD'] } }));
    expect(state.kind).toBe('invalid');
    expect(state.kind === 'invalid' && state.problems).toEqual([{ path: '/permissions/read/1', message: expect.stringContaining('GOLD') }]);
  });

  it('accepts the route table spelling of a module (ORDER_PROFESSIONAL)', () => {
    const model = entityTemplate('Invoice');
    expect(checkDraftText(text({ ...model, permissions: { ...model.permissions, read: ['ORDER_PROFESSIONAL', 'Crypto'] } })).kind).toBe('valid');
  });

  it('refuses a list whose default sort names no column', () => {
    const model = listTemplate('Invoice');
    const state = checkDraftText(text({ ...model, defaultSort: { key: 'payload.missing', direction: 'asc' } }));
    expect(state.kind === 'invalid' && state.problems.map((p) => p.path)).toEqual(['/defaultSort/key']);
  });

  it('refuses a model without a required part', () => {
    const { columns: _columns, ...withoutColumns } = listTemplate('Invoice');
    const state = checkDraftText(text(withoutColumns));
    expect(state.kind === 'invalid' && state.problems.map((p) => p.message).join(' ')).toContain('columns');
  });
});
