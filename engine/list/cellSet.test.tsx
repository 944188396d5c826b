// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import type { ListColumn } from '../core/model/modelTypes';
import type { CellEntry, CellRendererProps } from './cellTypes';
import { DEFAULT_CELLS, UNKNOWN_CELL, pickCell } from './cellSet';
import { RANK, and, hasFilter, hasKey, isListKind, isNumberColumn, or, rankWith, type ListTesterContext } from './testers';
import { sampleListModel } from './testing/sampleListModel';

afterEach(cleanup);

const column = (key: string): ListColumn => sampleListModel.columns.find((c) => c.key === key)!;
const t = (key: string) => `[${key}]`;
const context: ListTesterContext = { model: sampleListModel, kind: undefined };
const resolveCell = (col: ListColumn) => pickCell(DEFAULT_CELLS, col, context);

function renderCell(col: ListColumn, value: unknown, options: { language?: 'en' | 'de'; colorblind?: boolean } = {}) {
  const props: CellRendererProps = { column: col, value, row: {}, language: options.language ?? 'en', t, colorblind: options.colorblind ?? false };
  return render(createElement(resolveCell(col).renderer, props)).container;
}

const Dummy = () => null;

describe('cell sets', () => {
  it('picks the entry of each column type', () => {
    const names = ['ticker', 'price', 'change', 'earningsDate', 'lastUpdate', 'realtime', 'exchange', 'momentum', 'website'].map((k) => resolveCell(column(k)).name);
    expect(names).toEqual(['string', 'number', 'percent', 'date', 'date', 'boolean', 'enum', 'signal', 'link']);
  });

  it('the highest rank wins, wherever it is listed', () => {
    const general: CellEntry = { name: 'general', tester: rankWith(RANK.DEFAULT, () => true), renderer: Dummy };
    const specific: CellEntry = { name: 'specific', tester: rankWith(RANK.SPECIFIC, hasKey('price')), renderer: Dummy };
    expect(pickCell([specific, ...DEFAULT_CELLS, general], column('price'), context).name).toBe('specific');
    expect(pickCell([general, ...DEFAULT_CELLS], column('price'), context).name).toBe('number');
    expect(pickCell([general], column('price'), context).name).toBe('general');
  });

  it('falls back to the unknown renderer when nothing applies', () => {
    expect(pickCell([], column('price'), context)).toBe(UNKNOWN_CELL);
    expect(pickCell(DEFAULT_CELLS, { ...column('price'), type: 'gauge' as ListColumn['type'] }, context)).toBe(UNKNOWN_CELL);
    const container = render(createElement(UNKNOWN_CELL.renderer, { column: column('price'), value: { a: 1 }, row: {}, language: 'en', t, colorblind: false })).container;
    expect(container.textContent).toBe('{"a":1}');
  });

  it("a plugin's set replaces a renderer for its lists only; the default set is untouched", () => {
    const own: CellEntry[] = [...DEFAULT_CELLS, { name: 'plugin.ticker', tester: rankWith(RANK.PLUGIN, hasKey('ticker')), renderer: Dummy }];
    expect(pickCell(own, column('ticker'), context).name).toBe('plugin.ticker');
    expect(pickCell(own, column('name'), context).name).toBe('string');
    expect(resolveCell(column('ticker')).name).toBe('string');
  });

  it('on equal rank, the entry listed later wins', () => {
    const own: CellEntry[] = [...DEFAULT_CELLS, { name: 'plugin.number', tester: rankWith(RANK.TYPE, isNumberColumn), renderer: Dummy }];
    expect(pickCell(own, column('price'), context).name).toBe('plugin.number');
  });

  it('testers see the list: its model and the kind its caller named', () => {
    const own: CellEntry[] = [...DEFAULT_CELLS, { name: 'portfolio.price', tester: rankWith(RANK.PLUGIN, and(isListKind('portfolio'), hasKey('price'))), renderer: Dummy }];
    expect(pickCell(own, column('price'), { model: sampleListModel, kind: 'portfolio' }).name).toBe('portfolio.price');
    expect(pickCell(own, column('price'), { model: sampleListModel, kind: 'watchlist' }).name).toBe('number');
    expect(pickCell(own, column('price'), context).name).toBe('number');
  });

  it('predicates combine', () => {
    expect(and(isNumberColumn, hasFilter('number'))(column('price'), context)).toBe(true);
    expect(and(isNumberColumn, hasFilter('number'))(column('volume'), context)).toBe(false);
    expect(or(hasKey('x'), hasFilter('signalFilter'))(column('momentum'), context)).toBe(true);
  });
});

describe('cell renderers', () => {
  it('numbers use column.decimals, 2 by default, and the language', () => {
    expect(renderCell(column('price'), 1234.5).textContent).toBe('1,234.50');
    expect(renderCell(column('price'), 1234.5, { language: 'de' }).textContent).toBe('1.234,50');
    expect(renderCell(column('hurst'), 0.61234).textContent).toBe('0.612');
    expect(renderCell({ ...column('price'), decimals: undefined }, 3).textContent).toBe('3.00');
    expect(renderCell(column('price'), -2).querySelector('.rs-cell--negative')).not.toBeNull();
    expect(renderCell(column('price'), '> 100').textContent).toBe('> 100');
  });

  it('percent values are in percent already', () => {
    expect(renderCell(column('change'), 5).textContent).toBe('5.00%');
    expect(renderCell(column('change'), -1.5, { language: 'de' }).textContent).toBe('-1,50\u00a0%');
  });

  it('empty values show the empty marker, a dash hidden from screen readers', () => {
    for (const key of ['price', 'ticker', 'momentum', 'earningsDate']) {
      const container = renderCell(column(key), null);
      expect(container.querySelector('.rs-cell--empty')?.getAttribute('aria-hidden')).toBe('true');
      expect(container.textContent).toBe('–');
      cleanup();
    }
  });

  it('dates show the calendar day; datetimes the time too', () => {
    expect(renderCell(column('earningsDate'), '2025-06-07').textContent).toBe('06/07/2025');
    expect(renderCell(column('earningsDate'), '2025-06-07', { language: 'de' }).textContent).toBe('07.06.2025');
    expect(renderCell(column('lastUpdate'), '2025-06-04T10:30:00Z').textContent).toMatch(/06\/0[45]\/2025/);
    expect(renderCell(column('earningsDate'), 'soon').textContent).toBe('soon');
  });

  it('enum cells show the option label', () => {
    expect(renderCell(column('exchange'), 'NASDAQ').textContent).toBe('Nasdaq');
    expect(renderCell(column('sector'), 'tech', { language: 'de' }).textContent).toBe('Technologie');
    expect(renderCell(column('exchange'), 'LSE').textContent).toBe('LSE');
  });

  it('signal cells are badges per rating, with a colour-blind variant', () => {
    const badge = (value: string, colorblind = false) => renderCell(column('momentum'), value, { colorblind }).querySelector('.rs-signal');
    expect(badge('momentumBullish')?.className).toBe('rs-signal rs-signal--bullish');
    expect(badge('momentumNeutralDanger')?.textContent).toBe('[signal.neutralDanger]');
    expect(badge('trendBearish')?.getAttribute('data-rating')).toBe('bearish');
    expect(badge('neutral', true)?.className).toBe('rs-signal rs-signal--neutral rs-signal--colorblind');
    expect(badge('error')?.className).toContain('rs-signal--error');
    expect(renderCell(column('momentum'), 'sideways').querySelector('.rs-signal')).toBeNull();
    expect(resolveCell(column('momentum')).tooltip?.({ column: column('momentum'), value: 'trendBullish', row: {}, language: 'en', t, colorblind: false })).toBe('[signal.bullish]');
  });

  it('booleans are a mark with a spoken label', () => {
    expect(renderCell(column('realtime'), true).querySelector('[aria-label="[cell.yes]"]')).not.toBeNull();
    expect(renderCell(column('realtime'), false).querySelector('[aria-label="[cell.no]"]')).not.toBeNull();
  });

  it('links only for http(s) and site paths', () => {
    const a = renderCell(column('website'), 'https://example.com/x').querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://example.com/x');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(renderCell(column('website'), { href: '/dashboard/x', label: 'X' }).querySelector('a')?.getAttribute('target')).toBeNull();
    expect(renderCell(column('website'), 'javascript:alert(1)').querySelector('a')).toBeNull();
    expect(renderCell(column('website'), '//evil.example').querySelector('a')).toBeNull();
  });
});
