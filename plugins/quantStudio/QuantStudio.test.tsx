// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import * as stories from './QuantStudio.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);
afterEach(cleanup);

const cellsOf = (row: Element) => within(row as HTMLElement).getAllByRole('cell').map((c) => c.textContent);

describe('Quant-Studio (stories over fixture answers)', () => {
  it('proposes the defaults, says the cost, runs and shows the server\'s statistics', async () => {
    render(<S.Ready />);
    expect((await screen.findByTestId('quant-cost')).textContent).toBe('This run costs 1 token.');
    expect((screen.getByTestId('quant-from') as HTMLInputElement).value).toBe('2024-01-02');
    expect((screen.getByTestId('quant-to') as HTMLInputElement).value).toBe('2025-10-20');
    fireEvent.click(screen.getByTestId('quant-run'));
    const stats = await screen.findByTestId('quant-stats');
    expect(within(stats).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Statistic', 'Trend following', 'SPY']);
    expect(cellsOf(stats.querySelector('tr[data-stat="cagr"]')!)).toEqual(['9.12%', '6.08%']);
    expect(cellsOf(stats.querySelector('tr[data-stat="sharpe"]')!)).toEqual(['0.71', '0.43']);
    expect(cellsOf(stats.querySelector('tr[data-stat="hitRate"]')!)).toEqual(['57.14%', '–']);
    expect(cellsOf(stats.querySelector('tr[data-stat="trades"]')!)).toEqual(['14', '0']);
    const trades = screen.getByTestId('quant-trades');
    // Newest first.
    expect(cellsOf(trades.querySelectorAll('tbody tr')[0]!)).toEqual(['08/11/2025', 'IWM', 'Sell', '31.0% → 0.0%', '189.90', '-5.86%']);
    expect(screen.getByText('1 token charged · balance 49')).toBeTruthy();
  });

  it('lists saved runs and compares two side by side', async () => {
    render(<S.Ready />);
    const saved = await screen.findByTestId('quant-saved');
    expect(within(saved).getAllByTestId('quant-saved-run')).toHaveLength(2);
    const compare = within(saved).getByTestId('quant-compare') as HTMLButtonElement;
    expect(compare.disabled).toBe(true);
    fireEvent.click(within(saved).getByRole('checkbox', { name: 'Select Trend on index ETFs for comparison' }));
    fireEvent.click(within(saved).getByRole('checkbox', { name: 'Select Range on tech for comparison' }));
    expect(compare.disabled).toBe(false);
    fireEvent.click(compare);
    const table = await screen.findByTestId('quant-compare-stats');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Statistic', 'Trend on index ETFs', 'Range on tech']);
    expect(cellsOf(table.querySelector('tr[data-stat="maxDrawdown"]')!)).toEqual(['8.33%', '5.12%']);
  });

  it('shows the server\'s message when a run is refused', async () => {
    render(<S.RunRefused />);
    fireEvent.click(await screen.findByTestId('quant-run'));
    expect((await screen.findByTestId('quant-problem')).textContent).toBe('The period may span at most 10 years.');
  });

  it('speaks German', async () => {
    render(<S.German />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quant-Studio' })).toBeTruthy();
    expect((await screen.findByTestId('quant-cost')).textContent).toBe('Dieser Lauf kostet 1 Token.');
  });
});
