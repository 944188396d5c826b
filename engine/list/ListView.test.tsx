// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListModel } from '../core/model/modelTypes';
import { signalRank } from '../core/sorting/sortRows';
import { ListView, type ListViewProps } from './ListView';
import { processRows } from './listQuery';
import { SAMPLE_TODAY, sampleAscDescListModel, sampleListModel, sampleRows } from './testing/sampleListModel';
import { renderWithI18n } from './testing/renderWithI18n';
import { mockScrollViewport } from './testing/jsdomLayout';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = mockScrollViewport(560);
});
afterEach(() => {
  cleanup();
  restoreLayout();
});

const rows12 = sampleRows(12);

function renderList(props: Partial<ListViewProps> = {}, language: 'en' | 'de' = 'en') {
  const all: ListViewProps = { model: sampleListModel, rows: rows12, modules: ['FREE'], language, today: SAMPLE_TODAY, ...props };
  return renderWithI18n(<ListView {...all} />, language);
}

const dataRows = () => screen.queryAllByRole('row').filter((r) => r.classList.contains('rs-list__row'));
const cellTexts = (key: string) => dataRows().map((r) => r.querySelector(`[data-key="${key}"]`)?.textContent ?? null);
const th = (key: string) => document.querySelector(`[role=columnheader][data-key="${key}"]`);
const clickSort = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
/** Scrolls the list to its right end, where the actions column is (rows render the columns in view). */
const scrollToRightEnd = () => {
  const scroller = document.querySelector('.rs-list__scroll') as HTMLElement;
  scroller.scrollLeft = 100_000;
  fireEvent.scroll(scroller);
};
const headerLabels = () => screen.getAllByRole('columnheader').map((h) => h.querySelector('.rs-list__label')?.textContent);

describe('columns', () => {
  it('a free user sees no PREMIUM column; nobody sees HIDDEN ones', () => {
    renderList();
    expect(headerLabels()).toContain('Ticker');
    expect(headerLabels()).not.toContain('IV premium');
    expect(headerLabels()).not.toContain('Internal score');
    expect(headerLabels()).toHaveLength(26 + 1); // 26 GENERAL columns and the actions column
  });

  it('a PREMIUM user sees PREMIUM columns, still no HIDDEN ones', () => {
    renderList({ modules: ['PREMIUM', 'ADMIN'] });
    expect(headerLabels()).toContain('IV premium');
    expect(headerLabels()).toContain('Implied volatility');
    expect(headerLabels()).not.toContain('Source id');
    expect(document.querySelector('[data-key="internalScore"]')).toBeNull();
  });

  it('labels follow the language', () => {
    renderList({}, 'de');
    expect(headerLabels()).toContain('Börse');
    expect(headerLabels()).toContain('Aktionen');
  });
});

describe('sorting', () => {
  it('starts with the default sort and cycles asc, desc, back to the default', () => {
    renderList();
    const byTicker = [...rows12].sort((a, b) => String(a.ticker).localeCompare(String(b.ticker))).map((r) => r.ticker);
    expect(cellTexts('ticker')).toEqual(byTicker);
    expect(th('ticker')?.getAttribute('aria-sort')).toBe('ascending');

    const prices = (dir: 1 | -1) => [...rows12].sort((a, b) => dir * ((a.price as number) - (b.price as number))).map((r) => (r.price as number).toFixed(2));
    clickSort('Price');
    expect(cellTexts('price').map((p) => p?.replace(/,/g, ''))).toEqual(prices(1));
    expect(th('price')?.getAttribute('aria-sort')).toBe('ascending');
    expect(th('ticker')?.getAttribute('aria-sort')).toBeNull();
    clickSort('Price');
    expect(cellTexts('price').map((p) => p?.replace(/,/g, ''))).toEqual(prices(-1));
    expect(th('price')?.getAttribute('aria-sort')).toBe('descending');
    clickSort('Price');
    expect(cellTexts('ticker')).toEqual(byTicker);
    expect(th('price')?.getAttribute('aria-sort')).toBeNull();
    expect(th('ticker')?.getAttribute('aria-sort')).toBe('ascending');
  });

  it('the header hint names what the next click does', () => {
    renderList();
    expect(screen.getByRole('button', { name: 'Price' }).getAttribute('title')).toBe('Sort ascending');
    clickSort('Price');
    expect(screen.getByRole('button', { name: 'Price' }).getAttribute('title')).toBe('Sort descending');
    clickSort('Price');
    expect(screen.getByRole('button', { name: 'Price' }).getAttribute('title')).toBe('Back to the default order');
  });

  it('ascDesc models toggle asc and desc only', () => {
    renderList({ model: sampleAscDescListModel });
    const seen: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      clickSort('Price');
      seen.push(th('price')?.getAttribute('aria-sort') ?? null);
    }
    expect(seen).toEqual(['ascending', 'descending', 'ascending']);
  });

  it('signal columns sort bullish, neutral, neutralDanger, bearish', () => {
    const rows = sampleRows(24);
    renderList({ rows });
    const ranks = () => dataRows().map((r) => signalRank(r.querySelector('[data-key="momentum"] .rs-signal')?.getAttribute('data-rating')));
    clickSort('Momentum');
    const asc = ranks();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(new Set(asc).size).toBeGreaterThan(2);
    clickSort('Momentum');
    const desc = ranks();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('non-sortable columns have no sort button', () => {
    renderList();
    expect(screen.queryByRole('button', { name: 'Website' })).toBeNull();
    expect(th('website')?.textContent).toBe('Website');
  });
});

describe('filters in the list', () => {
  it('filters rows, marks the header, and Clear brings them back', () => {
    renderList({ rows: sampleRows(40) });
    fireEvent.click(screen.getByRole('button', { name: 'Filter Exchange' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter: Exchange' });
    fireEvent.click(within(dialog).getByLabelText('Xetra'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(cellTexts('exchange').length).toBeGreaterThan(0);
    expect(new Set(cellTexts('exchange'))).toEqual(new Set(['Xetra']));
    expect(th('exchange')?.className).toContain('rs-list__th--filtered');
    expect(screen.getByRole('button', { name: 'Filter Exchange (Filter active)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Filter Exchange (Filter active)' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear' }));
    expect(new Set(cellTexts('exchange')).size).toBe(3);
    expect(th('exchange')?.className).not.toContain('rs-list__th--filtered');
  });

  it('no matching rows: a message and "Clear all filters"', () => {
    renderList({ initialFilters: [{ filterKey: 'ticker', type: 'contains', val: 'zzzzz' }] });
    expect(dataRows()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toContain('No rows match the active filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(dataRows()).toHaveLength(12);
  });

  it('filters and a sort on columns the user may not see are ignored', () => {
    renderList({ initialFilters: [{ filterKey: 'ivPremium', type: 'above', val: 1000 }], initialSort: { key: 'internalScore', direction: 'desc' } });
    expect(dataRows()).toHaveLength(12);
    expect(th('ticker')?.getAttribute('aria-sort')).toBe('ascending');
  });

  it('controlled: reports changes and shows what it is given', () => {
    const onQueryChange = vi.fn();
    renderList({ sort: { key: 'price', direction: 'desc' }, filters: [], onQueryChange });
    clickSort('Price');
    expect(onQueryChange).toHaveBeenLastCalledWith([], null);
    expect(th('price')?.getAttribute('aria-sort')).toBe('descending');
  });

  it('uncontrolled with onQueryChange still sorts locally', () => {
    const onQueryChange = vi.fn();
    renderList({ onQueryChange });
    clickSort('Price');
    expect(onQueryChange).toHaveBeenLastCalledWith([], { key: 'price', direction: 'asc' });
    expect(th('price')?.getAttribute('aria-sort')).toBe('ascending');
    const expected = processRows(sampleListModel, rows12, { filters: [], sort: { key: 'price', direction: 'asc' } }).map((r) => r.ticker);
    expect(cellTexts('ticker')).toEqual(expected);
  });

  it('rowProcessing "server" shows the rows as given', () => {
    renderList({ rowProcessing: 'server' });
    expect(cellTexts('ticker')).toEqual(rows12.map((r) => r.ticker));
  });
});

describe('virtualisation', () => {
  it('with 2,000 rows only a window of rows is in the DOM, and it follows the scroll', () => {
    const rows = sampleRows(2000);
    const { container } = renderList({ rows, modules: ['PREMIUM'] });
    const first = dataRows();
    expect(first.length).toBeGreaterThan(10);
    expect(first.length).toBeLessThan(60);
    expect(first[0]?.getAttribute('data-index')).toBe('0');
    expect(container.querySelector('[role=table]')?.getAttribute('aria-rowcount')).toBe('2001');
    expect((container.querySelector('.rs-list__body') as HTMLElement).style.height).toBe(`${2000 * 32}px`);
    // 28 columns and the actions in the header; the rows hold the columns within 1,600 px and 120 px beyond.
    expect(container.querySelector('[role=table]')?.getAttribute('aria-colcount')).toBe('29');
    expect(container.querySelectorAll('[role=columnheader]')).toHaveLength(29);
    const shownCells = [...first[0]!.querySelectorAll('[role=cell]')];
    expect(shownCells.length).toBeGreaterThan(10);
    expect(shownCells.length).toBeLessThan(29);
    // The columns from the first on; the link column (Website) and the actions column (29), always
    // rendered, each after a gap as wide as the columns left out before it.
    const colIndexes = shownCells.map((c) => Number(c.getAttribute('aria-colindex')));
    const inView = colIndexes.slice(0, -2);
    expect(inView).toEqual(inView.map((_, i) => i + 1));
    const website = Number(container.querySelector('[role=columnheader][data-key="website"]')?.getAttribute('aria-colindex'));
    expect(website).toBeGreaterThan(inView.length + 1);
    expect(colIndexes.slice(-2)).toEqual([website, 29]);
    const widths = [...container.querySelectorAll<HTMLElement>('[role=columnheader]')].map((h) => parseFloat(h.style.width));
    const widthOf = (from: number, to: number) => widths.slice(from - 1, to - 1).reduce((a, b) => a + b, 0);
    expect(parseFloat((shownCells.at(-2) as HTMLElement).style.marginLeft)).toBe(widthOf(inView.length + 1, website));
    expect(parseFloat((shownCells.at(-1) as HTMLElement).style.marginLeft)).toBe(widthOf(website + 1, 29));

    const scroller = container.querySelector('.rs-list__scroll') as HTMLElement;
    scroller.scrollTop = 1000 * 32;
    fireEvent.scroll(scroller);
    const indexes = dataRows().map((r) => Number(r.getAttribute('data-index')));
    expect(indexes).toContain(1000);
    expect(indexes).not.toContain(0);
    expect(indexes.length).toBeLessThan(60);
    const row1000 = dataRows().find((r) => r.getAttribute('data-index') === '1000');
    expect(row1000?.style.transform).toBe(`translateY(${1000 * 32}px)`);

    // Scrolled to the right end: the last columns are rendered, the row's padding stands for the others.
    scrollToRightEnd();
    const right = dataRows().find((r) => r.getAttribute('data-index') === '1000')!;
    const rightCells = [...right.querySelectorAll('[role=cell]')];
    expect(rightCells.at(-1)?.getAttribute('aria-colindex')).toBe('29');
    expect(right.querySelector('[data-key="ticker"]')).toBeNull();
    const firstShown = Number(rightCells[0]?.getAttribute('aria-colindex'));
    const headerWidths = [...container.querySelectorAll<HTMLElement>('[role=columnheader]')].map((h) => parseFloat(h.style.width));
    expect(parseFloat(right.style.paddingLeft)).toBe(headerWidths.slice(0, firstShown - 1).reduce((a, b) => a + b, 0));
  });

  it('rows scrolled in fast come in light, with only their link and actions, and get their content once the scrolling stops', async () => {
    const { container } = renderList({ rows: sampleRows(2000), modules: ['PREMIUM'] });
    const scroller = container.querySelector('.rs-list__scroll') as HTMLElement;
    for (let step = 1; step <= 3; step++) {
      scroller.scrollTop = step * 400;
      fireEvent.scroll(scroller);
    }
    const light = dataRows().filter((r) => r.hasAttribute('data-light'));
    expect(light.length).toBeGreaterThan(5);
    for (const row of light) {
      expect(row.querySelector('[data-key="ticker"]')?.childElementCount).toBe(0);
      expect(row.querySelector('[data-key="website"] a')).not.toBeNull();
      expect(row.querySelector('.rs-list__cell--actions button')).not.toBeNull();
    }
    // The rows shown before the fast steps keep their content.
    const full = dataRows().filter((r) => !r.hasAttribute('data-light'));
    expect(full.length).toBeGreaterThan(0);
    for (const row of full) expect(row.querySelector('[data-key="ticker"]')?.textContent).toMatch(/^[A-Z]+$/);
    await waitFor(() => expect(dataRows().filter((r) => r.hasAttribute('data-light'))).toHaveLength(0));
    expect(light[0]?.querySelector('[data-key="ticker"]')?.textContent).toMatch(/^[A-Z]+$/);
  });

  it('after a re-sort the rows on screen show the new rows (slots are reused)', () => {
    renderList();
    clickSort('Price');
    const expected = processRows(sampleListModel, rows12, { filters: [], sort: { key: 'price', direction: 'asc' } }).map((r) => r.id);
    expect(dataRows().map((r) => r.getAttribute('data-row-id'))).toEqual(expected);
    expect(dataRows().map((r) => r.getAttribute('data-index'))).toEqual(expected.map((_, i) => String(i)));
  });

  it('rowId names the rows', () => {
    renderList({ rowId: (row) => `t-${String(row.ticker)}` });
    expect(dataRows()[0]?.getAttribute('data-row-id')).toBe(`t-${String(cellTexts('ticker')[0])}`);
  });

  it('compact mode uses lower rows', () => {
    const { container } = renderList({ compact: true });
    expect(container.querySelector('.rs-list')?.className).toContain('rs-list--compact');
    expect(dataRows()[0]?.style.height).toBe('26px');
  });
});

describe('row actions', () => {
  it('shows only permitted actions and reports the row', () => {
    const onRowAction = vi.fn();
    renderList({ onRowAction });
    const firstRow = dataRows()[0]!;
    expect(within(firstRow).getAllByRole('button').map((b) => b.textContent)).toEqual(['Open']);
    fireEvent.click(within(firstRow).getByRole('button', { name: 'Open' }));
    expect(onRowAction).toHaveBeenCalledTimes(1);
    const [action, row] = onRowAction.mock.calls[0]!;
    expect(action.id).toBe('open');
    expect(String(row.id)).toBe(firstRow.getAttribute('data-row-id'));
  });

  it('admins get edit and delete too', () => {
    renderList({ modules: ['ADMIN'], onRowAction: () => {} });
    expect(within(dataRows()[0]!).getAllByRole('button').map((b) => b.textContent)).toEqual(['Open', 'Edit', 'Delete']);
  });

  it('a model without actions has no actions column', () => {
    const model: ListModel = { ...sampleListModel, rowActions: [] };
    renderList({ model });
    expect(headerLabels()).not.toContain('Actions');
  });
});

describe('tooltips', () => {
  it('cell tooltips open downward in the first three rows and upward from the fourth', () => {
    renderList({ cellTooltip: (column, row) => (column.key === 'ticker' ? `About ${String(row.ticker)}` : undefined) });
    const placements = dataRows().map((r) => r.querySelector('[data-key="ticker"] [role="tooltip"]')?.getAttribute('data-placement'));
    expect(placements.slice(0, 3)).toEqual(['down', 'down', 'down']);
    expect(placements.slice(3).every((p) => p === 'up')).toBe(true);
    expect(placements.length).toBe(12);
    // signal cells name their rating by default
    expect(dataRows()[5]?.querySelector('[data-key="momentum"] [role="tooltip"]')?.getAttribute('data-placement')).toBe('up');
  });

  it('column tooltips sit on the header and describe the sort button', () => {
    renderList();
    const tip = within(th('ticker') as HTMLElement).getByRole('tooltip');
    expect(tip.textContent).toBe('The trading symbol');
    expect(screen.getByRole('button', { name: 'Ticker' }).getAttribute('aria-describedby')).toBe(tip.id);
  });
});

describe('look and language', () => {
  it('colour-blind mode marks the list and the badges keep their rating', () => {
    const { container } = renderList({ colorblind: true });
    expect(container.querySelector('.rs-list')?.className).toContain('rs-list--colorblind');
    expect(container.querySelector('.rs-signal--colorblind')).not.toBeNull();
  });

  it('the filter dropdown speaks German', () => {
    renderList({}, 'de');
    fireEvent.click(screen.getByRole('button', { name: 'Quartalszahlen filtern' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter: Quartalszahlen' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Anwenden', 'Zurücksetzen', 'Abbrechen']);
    expect(within(dialog).getByLabelText('Von')).toHaveProperty('value', '2025-06-04');
    expect(within(dialog).getByLabelText('Bis')).toHaveProperty('value', '2025-06-07');
  });
});

describe('states', () => {
  it('loading without rows', () => {
    renderList({ rows: [], loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
  });

  it('loading with rows keeps the rows and shows a busy bar', () => {
    const { container } = renderList({ loading: true });
    expect(dataRows()).toHaveLength(12);
    expect(container.querySelector('.rs-list__busy')).not.toBeNull();
  });

  it('empty, in both languages', () => {
    renderList({ rows: [] });
    expect(screen.getByRole('status').textContent).toBe('No rows');
    cleanup();
    renderList({ rows: [] }, 'de');
    expect(screen.getByRole('status').textContent).toBe('Keine Einträge');
  });

  it('error', () => {
    renderList({ error: 'HTTP 500' });
    expect(screen.getByRole('alert').textContent).toBe('The list could not be loaded.HTTP 500');
    expect(dataRows()).toHaveLength(0);
  });
});
