// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import { mockScrollViewport } from '../../engine/testing';
import * as stories from './RecentChanges.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);

let restoreLayout: () => void;
beforeEach(() => { restoreLayout = mockScrollViewport(900); });
afterEach(() => {
  cleanup();
  restoreLayout();
});

const rowIds = (): string[] => [...document.querySelectorAll('.rs-list__row')].map((r) => r.getAttribute('data-row-id') ?? '');
const row = (id: string): HTMLElement => {
  const found = document.querySelector<HTMLElement>(`[role=row][data-row-id="${id}"]`);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};
const cell = (id: string, key: string): string => row(id).querySelector(`[data-key="${key}"]`)?.textContent ?? '';
/** The badge of a signal cell (the cell also holds its tooltip). */
const badge = (id: string, key: string): Element | null => row(id).querySelector(`[data-key="${key}"] [data-rating]`);
const header = (key: string): HTMLElement => document.querySelector<HTMLElement>(`[role=columnheader][data-key="${key}"]`)!;
const count = (): string => screen.getByTestId('signal-count').textContent ?? '';
const dialog = (): HTMLElement => screen.getByRole('dialog');

async function openFilter(column: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: `Filter ${column}` }));
  return dialog();
}

describe('the recent changes (stories over the ListUISignal fixture)', () => {
  it('shows the signals of the tickers in the user\'s lists, newest first, without crypto', async () => {
    render(<S.MyTickers />);
    await screen.findByRole('heading', { name: 'Recent changes' });
    await waitFor(() => expect(rowIds()).toEqual(['s1', 's2', 's4']));
    expect(count()).toBe('3 signal changes');
    expect((screen.getByRole('radio', { name: 'My tickers' }) as HTMLInputElement).checked).toBe(true);
    expect(cell('s1', 'containedInLists')).toBe('Market overview, TECH');
    expect(cell('s1', 'signalClass')).toBe('Trend');
    expect(cell('s1', 'signalChange')).toBe('Improvement');
    expect(badge('s4', 'signalDirectionPrior')?.textContent).toBe('Upper cap');
    expect(badge('s4', 'signalDirectionPrior')?.getAttribute('data-rating')).toBe('bearish');
    expect(badge('s4', 'signalDirectionNew')?.getAttribute('data-rating')).toBe('neutral');
    expect(badge('s2', 'signalDirectionNew')?.textContent).toBe('Neutral (danger)');
    expect(row('s2').querySelector('[data-key=signalDirectionNew] [role=tooltip]')?.textContent).toBe('Neutral (danger)');
    expect(header('date').getAttribute('aria-sort')).toBe('descending');
  });

  it('switches to every ticker the user sees, and back', async () => {
    render(<S.MyTickers />);
    await waitFor(() => expect(rowIds()).toHaveLength(3));
    fireEvent.click(screen.getByRole('radio', { name: 'All tickers' }));
    await waitFor(() => expect(rowIds()).toEqual(['s1', 's2', 's3', 's4']));
    expect(count()).toBe('4 signal changes');
    expect(cell('s3', 'containedInLists').trim()).toBe('–');
    fireEvent.click(screen.getByRole('radio', { name: 'My tickers' }));
    await waitFor(() => expect(rowIds()).toEqual(['s1', 's2', 's4']));
  });

  it('filters by signal and by date range; the date filter starts at today and the coming Saturday', async () => {
    render(<S.AllTickers />);
    await waitFor(() => expect(rowIds()).toHaveLength(4));
    const signal = await openFilter('Now');
    expect(within(signal).getAllByRole('checkbox').map((b) => (b as HTMLInputElement).value)).toContain('UpperCap');
    fireEvent.click(within(signal).getByRole('checkbox', { name: 'Trend bearish' }));
    fireEvent.click(within(signal).getByRole('checkbox', { name: 'Uncapped' }));
    fireEvent.click(within(signal).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(rowIds()).toEqual(['s3', 's4']));

    const date = await openFilter('Date');
    const from = within(date).getByLabelText('From') as HTMLInputElement;
    const to = within(date).getByLabelText('To') as HTMLInputElement;
    const today = new Date();
    expect(from.value).toBe(`${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`);
    expect(new Date(`${to.value}T12:00:00`).getDay()).toBe(6);
    expect(within(date).getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    fireEvent.change(from, { target: { value: '2026-11-18' } });
    fireEvent.change(to, { target: { value: '2026-11-18' } });
    fireEvent.click(within(date).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(count()).toBe('2 signal changes'));
    expect(screen.getByRole('button', { name: 'Filter Date (Filter active)' })).toBeTruthy();
  });

  it('says so when the filters leave nothing', async () => {
    render(<S.AllTickers />);
    await waitFor(() => expect(rowIds()).toHaveLength(4));
    const signal = await openFilter('Now');
    fireEvent.click(within(signal).getByRole('checkbox', { name: 'Momentum bearish' }));
    fireEvent.click(within(signal).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The given filter does not match any data')).toBeTruthy();
    expect(count()).toBe('0 signal changes');
  });

  it('sorts asc and desc only (document 2: signal lists), signals in rating order', async () => {
    render(<S.AllTickers />);
    await waitFor(() => expect(rowIds()).toHaveLength(4));
    const sortBy = (key: string, label: string) => fireEvent.click(within(header(key)).getByRole('button', { name: label }));
    sortBy('date', 'Date');
    await waitFor(() => expect(header('date').getAttribute('aria-sort')).toBe('ascending'));
    expect(rowIds()).toEqual(['s3', 's4', 's2', 's1']);
    sortBy('date', 'Date');
    await waitFor(() => expect(header('date').getAttribute('aria-sort')).toBe('descending'));
    sortBy('date', 'Date');
    await waitFor(() => expect(header('date').getAttribute('aria-sort')).toBe('ascending'));
    sortBy('currentTrend', 'Current trend');
    await waitFor(() => expect(rowIds()).toEqual(['s1', 's2', 's4', 's3']));
    sortBy('currentTrend', 'Current trend');
    await waitFor(() => expect(rowIds()).toEqual(['s3', 's2', 's4', 's1']));
    // A column without sorting (the lists) has no sort button.
    expect(within(header('containedInLists')).queryByRole('button', { name: 'In lists' })).toBeNull();
  });

  it('opens the detail page from a row, its ticker link or Open, with the caller of the screen', async () => {
    render(<S.AllTickers />);
    await waitFor(() => expect(rowIds()).toHaveLength(4));
    fireEvent.click(row('s2').querySelector('[data-key=tickerName]')!);
    expect((await screen.findByTestId('detail-stand-in')).textContent).toBe('Detail of QQQ (recentChanges)');
    cleanup();

    render(<S.AllTickers />);
    await waitFor(() => expect(rowIds()).toHaveLength(4));
    const link = within(row('s1')).getByRole('link', { name: 'SPY' });
    expect(link.getAttribute('href')).toBe('/dashboard/detail/SPY/recentChanges');
    fireEvent.click(link);
    expect((await screen.findByTestId('detail-stand-in')).textContent).toBe('Detail of SPY (recentChanges)');
    cleanup();

    render(<S.Crypto />);
    await waitFor(() => expect(rowIds()).toEqual(['s5', 's6']));
    expect(cell('s5', 'ticker')).toBe('BTC/USD');
    fireEvent.click(within(row('s6')).getByRole('button', { name: 'Open' }));
    expect((await screen.findByTestId('detail-stand-in')).textContent).toBe('Detail of CRYPTO.ETH (cryptoRecentChanges)');
  });

  it('shows the two messages of an empty signal list, and a failure', async () => {
    render(<S.Processing />);
    expect((await screen.findByTestId('recent-changes-message')).textContent).toBe('Processing signals. Please check back later...');
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    render(<S.ProcessingWhileUpdating />);
    expect((await screen.findByTestId('recent-changes-message')).textContent).toBe('Processing signals. Please check back later...');
    cleanup();
    render(<S.NoMatch />);
    expect((await screen.findByTestId('recent-changes-message')).textContent).toBe('The given filter does not match any data');
    cleanup();
    render(<S.Failed />);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong...');
  });

  it('speaks German', async () => {
    render(<S.German />);
    await screen.findByRole('heading', { name: 'Letzte Änderungen' });
    await waitFor(() => expect(count()).toBe('4 Signaländerungen'));
    expect(screen.getByRole('radio', { name: 'Meine Ticker' })).toBeTruthy();
  });
});
