import { describe, expect, it } from 'vitest';
import domainAsset from '../../../models/list/DomainAsset.json';
import type { ListModel } from '../../../engine/core';
import { DEFAULT_SETTINGS } from '../../../product/accountRules';
import { DEFAULT_DISPLAY_SETTINGS, draftOf, settingsOfDraft, toggled } from './displayDraft';
import { selectableColumns } from './tableDisplay';

const model = domainAsset as unknown as ListModel;
const premium = selectableColumns(model, ['PREMIUM']);
const free = selectableColumns(model, ['FREE']);

describe('draftOf', () => {
  it('chooses exactly the saved columns', () => {
    const draft = draftOf({ activeColumns: ['ticker', 'sector'] }, premium);
    expect([...draft.chosen].sort()).toEqual(['sector', 'ticker']);
  });

  it('chooses nothing but what is saved when the saved list is empty', () => {
    expect(draftOf({ activeColumns: [] }, premium).chosen.size).toBe(0);
  });

  it('reads the saved table and export settings', () => {
    const draft = draftOf({ fullLengthTables: true, rangePosAsPercent: false, csvSeparator: '\t', exportFormat: 'PDF', excelExportFormat: 'CSV' }, free);
    expect(draft).toMatchObject({ fullLengthTables: true, rangePosAsPercent: false, csvSeparator: '\t', exportFormat: 'PDF', excelExportFormat: 'CSV' });
  });

  it('replaces values of the wrong type by the defaults', () => {
    const draft = draftOf({ fullLengthTables: 'yes', rangePosAsPercent: 0, csvSeparator: '#', activeColumns: 'ticker' }, free);
    expect(draft).toMatchObject({ fullLengthTables: false, rangePosAsPercent: true, csvSeparator: ';' });
    expect(draft.chosen.size).toBe(free.length);
  });
});

describe('settingsOfDraft', () => {
  it('saves null for every column chosen, so that columns gained later show too', () => {
    expect(settingsOfDraft(draftOf({}, premium), premium, null).activeColumns).toBeNull();
  });

  it('keeps the ticker even when it was unticked', () => {
    const draft = draftOf({}, free);
    const saved = settingsOfDraft({ ...draft, chosen: toggled(toggled(draft.chosen, 'ticker', false), 'sector', false) }, free, null);
    expect(saved.activeColumns).toContain('ticker');
    expect(saved.activeColumns).not.toContain('sector');
  });

  it('reads back as the same draft (save and reopen the form)', () => {
    const draft = { ...draftOf({}, premium), chosen: new Set(['ticker', 'name', 'volData.currentIVRank']), fullLengthTables: true, exportFormat: 'PDF' as const, excelExportFormat: 'CSV' as const, csvSeparator: ',' as const };
    const reopened = draftOf(settingsOfDraft(draft, premium, null), premium);
    expect(reopened).toEqual(draft);
  });

  it('saves exactly the six settings the form sets', () => {
    expect(Object.keys(settingsOfDraft(draftOf({}, free), free, null)).sort()).toEqual(Object.keys(DEFAULT_DISPLAY_SETTINGS).sort());
  });
});

describe('DEFAULT_DISPLAY_SETTINGS', () => {
  it("are the product's defaults, and a fresh draft of them saves them unchanged", () => {
    expect(DEFAULT_DISPLAY_SETTINGS).toEqual({
      activeColumns: DEFAULT_SETTINGS.activeColumns, fullLengthTables: false, rangePosAsPercent: true, csvSeparator: ';', exportFormat: 'Excel', excelExportFormat: 'XLS',
    });
    expect(settingsOfDraft(draftOf({ ...DEFAULT_DISPLAY_SETTINGS }, premium), premium, null)).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });
});

describe('toggled', () => {
  it('adds and removes a key without changing the set it was given', () => {
    const start = new Set(['ticker']);
    const on = toggled(start, 'sector', true);
    expect([...on]).toEqual(['ticker', 'sector']);
    expect([...toggled(on, 'ticker', false)]).toEqual(['sector']);
    expect([...start]).toEqual(['ticker']);
    expect([...toggled(start, 'ticker', true)]).toEqual(['ticker']);
    expect([...toggled(start, 'name', false)]).toEqual(['ticker']);
  });
});
