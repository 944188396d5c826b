// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import * as stories from './Backtest.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);
afterEach(cleanup);

describe('the backtest page (stories over fixture portfolios)', () => {
  it('shows a pill tab per 400-week portfolio, the first selected, with its assets linking to the detail page', async () => {
    render(<S.Ready />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Sectors · range reversion', 'Mega caps · trend following']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const assets = screen.getByTestId('backtest-assets');
    expect(within(assets).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['XLK', '/dashboard/detail/XLK/backtest'], ['XLF', '/dashboard/detail/XLF/backtest'], ['XLE', '/dashboard/detail/XLE/backtest'], ['XLV', '/dashboard/detail/XLV/backtest'],
    ]);
    expect(screen.getByTestId('backtest-explanation').textContent).toContain('Range reversion: every week');
    expect(screen.getByTestId('backtest-trade-legend').textContent).toBe('Bought onlySold onlyBought and soldNo trade');
    fireEvent.click(tabs[1]!);
    expect((await screen.findAllByRole('tab'))[1]!.getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByTestId('backtest-assets')).getAllByRole('link').map((a) => a.textContent)).toEqual(['AAPL', 'MSFT', 'NVDA']);
    expect(screen.getByTestId('backtest-explanation').textContent).toContain('Trend following: every week');
  });

  it('shows the final results in percent of the initial cash (money diffs / 10,000)', async () => {
    render(<S.Ready />);
    // Strategy path at the last of 60 days: (0.12 · 59 + 2.5 · sin(59 / 5)) · 10,000 money → percent.
    const expected = (0.12 * 59 + 2.5 * Math.sin(59 / 5)).toFixed(2);
    expect((await screen.findByTestId('backtest-results')).textContent).toContain(`strategy ${expected}%`);
  });

  it('has the four states of the spec', async () => {
    render(<S.Loading />);
    expect(screen.getByTestId('backtest-state').textContent).toBe('Loading backtest data...');
    cleanup();
    render(<S.Failed />);
    expect((await screen.findByText(/^Error:/)).textContent).toBe('Error: The server is down');
    cleanup();
    render(<S.NoData />);
    expect(await screen.findByText('No backtest data found.')).toBeTruthy();
    cleanup();
    render(<S.NoneSelected />);
    expect(await screen.findByText('No portfolio selected.')).toBeTruthy();
    expect(screen.getAllByRole('tab').every((t) => t.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('speaks German', async () => {
    render(<S.German />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Backtests' })).toBeTruthy();
    expect((await screen.findByTestId('backtest-explanation')).textContent).toContain('Range-Reversion: Jede Woche');
  });
});
