// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { ListColumn } from '../../core/model/modelTypes';
import type { FilterQuery } from '../../core/filters/filterQuery';
import type { Translate } from '../../core/text/localizedText';
import { setupI18n } from '../../i18n/setupI18n';
import { ColumnFilterMenu } from './ColumnFilterMenu';
import { DEFAULT_FILTER_EDITORS, pickFilterEditor } from './filterEditors';
import { SAMPLE_TODAY, sampleListModel } from '../testing/sampleListModel';

afterEach(cleanup);

const i18n = setupI18n('en');
const t: Translate = (key, options) => i18n.getFixedT('en', 'engine')(key, options);
const column = (key: string): ListColumn => sampleListModel.columns.find((c) => c.key === key)!;

function Host({ col, initial = null, today = SAMPLE_TODAY }: { col: ListColumn; initial?: FilterQuery | null; today?: Date }) {
  const [applied, setApplied] = useState<FilterQuery | null>(initial);
  return (
    <div>
      <ColumnFilterMenu column={col} editor={pickFilterEditor(DEFAULT_FILTER_EDITORS, col, { model: sampleListModel, kind: undefined })} columnLabel="Col" applied={applied} onChange={setApplied} values={() => ['DE', 'US']}
        today={today} language="en" t={t} idPrefix="f" />
      <output data-testid="applied">{JSON.stringify(applied)}</output>
      <p data-testid="outside">outside</p>
    </div>
  );
}

const applied = () => JSON.parse(screen.getByTestId('applied').textContent ?? 'null') as FilterQuery | null;
const openMenu = () => fireEvent.click(screen.getByRole('button', { name: /^Filter Col/ }));
const dialog = () => screen.getByRole('dialog', { name: 'Filter: Col' });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const type = (label: string, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

describe('number filter', () => {
  it('applies above/below/between; non-numeric input becomes 0', () => {
    render(<Host col={column('price')} />);
    openMenu();
    expect(button('Apply')).toHaveProperty('disabled', true);
    type('Value', 'abc');
    fireEvent.click(button('Apply'));
    expect(applied()).toEqual({ filterKey: 'price', type: 'above', val: 0 });
    expect(screen.queryByRole('dialog')).toBeNull();

    openMenu();
    expect(within(dialog()).getByLabelText('Value')).toHaveProperty('value', '0');
    fireEvent.change(within(dialog()).getByLabelText('Condition'), { target: { value: 'between' } });
    type('Min', '10');
    type('Max', '20,5');
    fireEvent.click(button('Apply'));
    expect(applied()).toEqual({ filterKey: 'price', type: 'between', min: 10, max: 20.5 });
  });

  it('between needs min not above max', () => {
    render(<Host col={column('price')} />);
    openMenu();
    fireEvent.change(within(dialog()).getByLabelText('Condition'), { target: { value: 'between' } });
    type('Min', '30');
    expect(button('Apply')).toHaveProperty('disabled', true);
    type('Max', '20');
    expect(button('Apply')).toHaveProperty('disabled', true);
    expect(within(dialog()).getByRole('alert').textContent).toBe('The first value must not be above the second.');
  });

  it('shows the model\'s bounds message and keeps Apply disabled', () => {
    render(<Host col={column('hurst')} />);
    openMenu();
    type('Value', '1.5');
    expect(within(dialog()).getByRole('alert').textContent).toBe('Hurst Value needs to be between 0 and 1');
    expect(button('Apply')).toHaveProperty('disabled', true);
    fireEvent.submit(dialog());
    expect(applied()).toBeNull();
    type('Value', '0.6');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    fireEvent.click(button('Apply'));
    expect(applied()).toEqual({ filterKey: 'hurst', type: 'above', val: 0.6 });
  });

  it('Cancel restores the state from when the dropdown opened', () => {
    render(<Host col={column('price')} initial={{ filterKey: 'price', type: 'below', val: 50 }} />);
    openMenu();
    expect(within(dialog()).getByLabelText('Condition')).toHaveProperty('value', 'below');
    type('Value', '99');
    fireEvent.click(button('Cancel'));
    expect(applied()).toEqual({ filterKey: 'price', type: 'below', val: 50 });
    openMenu();
    expect(within(dialog()).getByLabelText('Value')).toHaveProperty('value', '50');
  });

  it('Escape and a click outside cancel too', () => {
    render(<Host col={column('price')} />);
    openMenu();
    type('Value', '5');
    fireEvent.keyDown(within(dialog()).getByLabelText('Value'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    openMenu();
    expect(within(dialog()).getByLabelText('Value')).toHaveProperty('value', '');
    type('Value', '5');
    fireEvent.mouseDown(screen.getByTestId('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(applied()).toBeNull();
  });

  it('Clear deactivates; emptying an applied filter and Apply deactivates it', () => {
    render(<Host col={column('price')} initial={{ filterKey: 'price', type: 'above', val: 5 }} />);
    expect(screen.getByRole('button', { name: 'Filter Col (Filter active)' }).getAttribute('data-active')).toBe('true');
    openMenu();
    fireEvent.click(button('Clear'));
    expect(applied()).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter Col' }).getAttribute('data-active')).toBe('false');

    cleanup();
    render(<Host col={column('price')} initial={{ filterKey: 'price', type: 'above', val: 5 }} />);
    openMenu();
    expect(button('Apply')).toHaveProperty('disabled', false);
    type('Value', '');
    expect(button('Apply')).toHaveProperty('disabled', false);
    fireEvent.click(button('Apply'));
    expect(applied()).toBeNull();
  });
});

describe('enum filters', () => {
  it('enum applies exactly one value', () => {
    render(<Host col={column('exchange')} />);
    openMenu();
    expect(button('Apply')).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog()).getByLabelText('Nasdaq'));
    fireEvent.click(within(dialog()).getByLabelText('Xetra'));
    fireEvent.click(button('Apply'));
    expect(applied()).toEqual({ filterKey: 'exchange', type: 'eq', val: 'XETRA' });
  });

  it('enum-multipleChoice: Apply disabled while nothing is chosen; values in option order', () => {
    render(<Host col={column('sector')} />);
    openMenu();
    expect(button('Apply')).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog()).getByLabelText('Financials'));
    fireEvent.click(within(dialog()).getByLabelText('Technology'));
    fireEvent.click(button('Apply'));
    expect(applied()).toEqual({ filterKey: 'sector', type: 'in', val: ['tech', 'finance'] });

    openMenu();
    fireEvent.click(within(dialog()).getByLabelText('Financials'));
    fireEvent.click(within(dialog()).getByLabelText('Technology'));
    expect(button('Apply')).toHaveProperty('disabled', true);
    expect(within(dialog()).getByRole('alert').textContent).toBe('Choose at least one value.');
    fireEvent.click(button('Cancel'));
    expect(applied()).toEqual({ filterKey: 'sector', type: 'in', val: ['tech', 'finance'] });
  });

  it('without options, the values of the rows are offered', () => {
    render(<Host col={column('country')} />);
    openMenu();
    expect(within(dialog()).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).value)).toEqual(['DE', 'US']);
  });

  it('signalFilter offers bullish, neutral, neutralDanger, bearish by default', () => {
    render(<Host col={column('momentum')} />);
    openMenu();
    const boxes = within(dialog()).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.value)).toEqual(['bullish', 'neutral', 'neutralDanger', 'bearish']);
    expect(within(dialog()).getByLabelText('Neutral (danger)')).toBe(boxes[2]);
    expect(button('Apply')).toHaveProperty('disabled', true);
    fireEvent.click(boxes[3]!);
    fireEvent.click(button('Apply'));
    expect(applied()).toEqual({ filterKey: 'momentum', type: 'in', val: ['bearish'] });
  });

  it('signalFilter uses the model\'s options when given', () => {
    render(<Host col={column('trend')} />);
    openMenu();
    expect((within(dialog()).getAllByRole('checkbox') as HTMLInputElement[]).map((b) => b.value)).toEqual(['trendBullish', 'trendNeutral', 'trendBearish']);
  });
});

describe('date filter', () => {
  it('defaults to today and the coming Saturday; Apply waits for a change', () => {
    render(<Host col={column('earningsDate')} />);
    openMenu();
    expect(within(dialog()).getByLabelText('From')).toHaveProperty('value', '2025-06-04');
    expect(within(dialog()).getByLabelText('To')).toHaveProperty('value', '2025-06-07');
    expect(button('Apply')).toHaveProperty('disabled', true);
    type('To', '2025-06-20');
    expect(button('Apply')).toHaveProperty('disabled', false);
    fireEvent.click(button('Apply'));
    expect(applied()).toEqual({ filterKey: 'earningsDate', type: 'between', min: '2025-06-04', max: '2025-06-20' });
  });

  it('on a Saturday the range ends 7 days ahead', () => {
    render(<Host col={column('earningsDate')} today={new Date('2025-06-07T09:00:00Z')} />);
    openMenu();
    expect(within(dialog()).getByLabelText('To')).toHaveProperty('value', '2025-06-14');
  });

  it('From after To keeps Apply disabled', () => {
    render(<Host col={column('earningsDate')} />);
    openMenu();
    type('From', '2025-07-01');
    expect(button('Apply')).toHaveProperty('disabled', true);
    expect(within(dialog()).getByRole('alert').textContent).toBe('From must not be after To.');
  });
});

describe('text filter', () => {
  it('applies "contains" with trimmed text', () => {
    render(<Host col={column('name')} />);
    openMenu();
    expect(button('Apply')).toHaveProperty('disabled', true);
    type('Contains', '  hold ');
    fireEvent.submit(dialog());
    expect(applied()).toEqual({ filterKey: 'name', type: 'contains', val: 'hold' });
  });
});
