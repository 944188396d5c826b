// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import { mockScrollViewport } from '../../engine/testing';
import * as stories from './Scanner.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);

let restoreLayout: () => void;
beforeEach(() => { restoreLayout = mockScrollViewport(900); });
afterEach(() => {
  cleanup();
  restoreLayout();
});

const panel = (): HTMLElement => screen.getByTestId('scanner-panel');
const button = (name: string | RegExp): HTMLButtonElement => within(panel()).getByRole('button', { name }) as HTMLButtonElement;

describe('the scanner screen (stories over fixture answers)', () => {
  it('opens with the last search: its filters in the panel, its matches and rows', async () => {
    render(<S.Premium />);
    expect(await screen.findByTestId('scanner-total')).toHaveProperty('textContent', '1,234 matches');
    await waitFor(() => expect(document.querySelector('[role=row][data-row-id="SPY"]')).not.toBeNull());
    expect(screen.getByTestId('scanner-active-count').textContent).toBe('3 filters active');
    expect((screen.getByLabelText('Hurst 1 year (h256): value') as HTMLInputElement).value).toBe('0.5');
    expect((screen.getByLabelText('h64 change over 5 days: maximum') as HTMLInputElement).value).toBe('0.1');
    // The scanned figure the model has no column for is a column of its own; the ticker opens the detail page from the scanner.
    expect(document.querySelector('[role=columnheader][data-key="scanMetrics.h64Change5d"]')).not.toBeNull();
    const link = document.querySelector<HTMLAnchorElement>('[role=row][data-row-id="SPY"] [data-testid=scanner-ticker-link]');
    expect(link?.getAttribute('href')).toBe('/dashboard/detail/SPY/scanner');
    expect(screen.getByTestId('scanner-page').textContent).toBe('Page 1 of 25 (rows 1–50 of 1,234)');
  });

  it('shows five saved filters and See More; a menu per filter; selecting one loads it', async () => {
    render(<S.Premium />);
    const saved = await screen.findByTestId('scanner-saved');
    await waitFor(() => expect(within(saved).getAllByTestId('saved-filter')).toHaveLength(5));
    expect(within(saved).getAllByTestId('saved-filter').map((c) => c.textContent?.replace('⋯', ''))).toEqual(['Energy breakouts', 'High Hurst', 'IV rich', 'Lower range', 'Momentum turns']);
    fireEvent.click(within(saved).getByRole('button', { name: 'See More' }));
    expect(within(saved).getAllByTestId('saved-filter')).toHaveLength(7);
    fireEvent.click(within(saved).getByRole('button', { name: 'See Less' }));
    fireEvent.click(within(saved).getByRole('button', { name: 'Options of IV rich' }));
    expect(screen.getByRole('menuitem', { name: 'Change filter name' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Delete filter' })).toBeTruthy();
    fireEvent.click(within(saved).getByRole('button', { name: 'High Hurst' }));
    expect(screen.getByTestId('scanner-active-count').textContent).toBe('1 filter active');
    expect((screen.getByLabelText('Hurst 3 months (h64): value') as HTMLInputElement).value).toBe('0.5');
  });

  it('disables Search, Save and Clear all while no filter is active', async () => {
    render(<S.FirstVisit />);
    await screen.findByTestId('scanner-no-search');
    for (const name of ['Search', 'Save', 'Clear all']) expect(button(name).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Upside (%): value'), { target: { value: '3' } });
    for (const name of ['Search', 'Save', 'Clear all']) expect(button(name).disabled).toBe(false);
    fireEvent.click(button('Clear all'));
    expect(button('Search').disabled).toBe(true);
  });

  it('names each bad filter in the Invalid Input dialog, and searches nothing', async () => {
    render(<S.FirstVisit />);
    await screen.findByTestId('scanner-no-search');
    fireEvent.change(screen.getByLabelText('Upside (%): condition'), { target: { value: 'between' } });
    fireEvent.change(screen.getByLabelText('Upside (%): minimum'), { target: { value: '2' } });
    fireEvent.click(screen.getByText('Hurst exponent'));
    fireEvent.change(screen.getByLabelText('Hurst 1 year (h256): value'), { target: { value: '1.5' } });
    fireEvent.click(button('Search'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Invalid Input' });
    expect(within(dialog).getByTestId('scanner-problems').textContent).toBe(
      'Upside (%): Please enter a minimum and a maximum.Hurst 1 year (h256): Hurst Value needs to be between 0 and 1',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('scanner-no-search')).toBeTruthy();
  });

  it('asks before searching (10 tokens, the balance, free again within 120 minutes), then shows the answer', async () => {
    render(<S.FirstVisit />);
    await screen.findByTestId('scanner-no-search');
    fireEvent.click(screen.getByRole('button', { name: 'Persistent trends: h256 above 0.6' }));
    expect((screen.getByLabelText('Hurst 1 year (h256): value') as HTMLInputElement).value).toBe('0.6');
    fireEvent.click(button('Search'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Run this search?' });
    expect(within(confirm).getByTestId('SCANNER_RT_CONFIRM').textContent).toContain('Each search request uses 10 tokens.');
    expect(within(confirm).getByTestId('scanner-confirm-balance').textContent).toBe('Your token balance: 40.');
    expect(confirm.textContent).toContain('within 120 minutes is free');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Search (10 tokens)' }));
    expect(await screen.findByTestId('scanner-total')).toHaveProperty('textContent', '15 matches');
  });

  it('offers no saved filters and no Save to a user the saved-filter model refuses', async () => {
    render(<S.WithoutSavedFilters />);
    await screen.findByTestId('scanner-total');
    expect(screen.queryByTestId('scanner-saved')).toBeNull();
    expect(within(panel()).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('skips the filters of an example the user does not see, and says so', async () => {
    render(<S.BasicRatio />);
    await screen.findByTestId('scanner-total');
    fireEvent.click(screen.getByRole('button', { name: 'Near the lower range in an uptrend' }));
    expect(screen.getByTestId('scanner-active-count').textContent).toBe('1 filter active');
    expect(screen.getByTestId('scanner-skipped').textContent).toContain('Position on range (%)');
  });

  it('says when the market data is being updated', async () => {
    render(<S.MarketUpdating />);
    expect((await screen.findByTestId('scanner-market-updating')).textContent).toContain('Market data is being updated.');
  });

  it('shows the teaser with the way to the plans and no results', () => {
    render(<S.Teaser />);
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/join/subscriptions');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
