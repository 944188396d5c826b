import { describe, expect, it } from 'vitest';
import domainAsset from '../../../models/list/DomainAsset.json';
import type { ListModel } from '../../../engine/core';
import { draftOf, settingsOfDraft, toggled } from './displayDraft';
import { activeColumnsToSave, selectableColumns, tableColumns, tableDisplayOf } from './tableDisplay';

const model = domainAsset as unknown as ListModel;
const keys = (cols: { key: string }[]) => cols.map((c) => c.key);

describe('tableColumns', () => {
  it('shows every column the user may see by default, with the range position as percent', () => {
    const cols = keys(tableColumns(model, ['FREE'], tableDisplayOf({})));
    expect(cols).toContain('stRange.positionOnRange');
    expect(cols).not.toContain('stRange.upsideDownsideRatio');
    expect(cols.some((k) => k.startsWith('volData.'))).toBe(false);
  });

  it('shows the upside/downside ratio instead when the range position is not a percent', () => {
    const cols = keys(tableColumns(model, ['PREMIUM'], tableDisplayOf({ rangePosAsPercent: false })));
    expect(cols).toContain('stRange.upsideDownsideRatio');
    expect(cols).not.toContain('stRange.positionOnRange');
    expect(cols).toContain('volData.currentIVRank');
  });

  it('keeps only the active columns, the ticker always', () => {
    expect(keys(tableColumns(model, ['PREMIUM'], tableDisplayOf({ activeColumns: ['sector', 'volData.currentIVRank'] })))).toEqual(['ticker', 'volData.currentIVRank', 'sector']);
    expect(keys(tableColumns(model, ['FREE'], tableDisplayOf({ activeColumns: ['volData.currentIVRank'] })))).toEqual(['ticker']);
  });
});

describe('activeColumnsToSave', () => {
  const selectable = selectableColumns(model, ['FREE']);

  it('saves null when every column is chosen, so that columns gained later show too', () => {
    expect(activeColumnsToSave(new Set(keys(selectable)), selectable, null)).toBeNull();
  });

  it('saves the chosen keys in model order, with the ticker, keeping chosen columns the plan hides now', () => {
    expect(activeColumnsToSave(new Set(['sector', 'name']), selectable, ['volData.currentIVRank', 'name'])).toEqual(['ticker', 'name', 'sector', 'volData.currentIVRank']);
  });
});

describe('the display draft', () => {
  const selectable = selectableColumns(model, ['PREMIUM']);

  it('starts from the saved settings with the defaults', () => {
    const draft = draftOf({}, selectable);
    expect(draft.chosen.size).toBe(selectable.length);
    expect(draft).toMatchObject({ fullLengthTables: false, rangePosAsPercent: true, csvSeparator: ';', exportFormat: 'Excel', excelExportFormat: 'XLS' });
  });

  it('saves activeColumns, fullLengthTables, rangePosAsPercent and the export settings', () => {
    const draft = { ...draftOf({}, selectable), fullLengthTables: true, rangePosAsPercent: false, csvSeparator: '|' as const };
    const chosen = toggled(draft.chosen, 'sector', false);
    const saved = settingsOfDraft({ ...draft, chosen }, selectable, null);
    expect(saved).toMatchObject({ fullLengthTables: true, rangePosAsPercent: false, csvSeparator: '|', exportFormat: 'Excel', excelExportFormat: 'XLS' });
    expect(saved.activeColumns).toEqual(keys(selectable).filter((k) => k !== 'sector'));
  });
});
