// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import { mockScrollViewport } from '../../engine/testing';
import * as stories from './TickerTables.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);

let restoreLayout: () => void;
beforeEach(() => { restoreLayout = mockScrollViewport(900); });
afterEach(() => {
  cleanup();
  restoreLayout();
});

const row = (ticker: string): HTMLElement => {
  const found = document.querySelector<HTMLElement>(`[role=row][data-row-id="${ticker}"]`);
  if (!found) throw new Error(`no row ${ticker}`);
  return found;
};
const cell = (ticker: string, key: string): string => row(ticker).querySelector(`[data-key="${key}"]`)?.textContent ?? '';
const header = (key: string): Element | null => document.querySelector(`[role=columnheader][data-key="${key}"]`);

describe('the ticker tables (stories over the model fixtures)', () => {
  it('shows the portfolio sorted by ticker with the display rules of document 2', async () => {
    render(<S.PortfolioFree />);
    await screen.findByRole('heading', { name: 'Portfolio' });
    await waitForRow('SPY');
    const order = [...document.querySelectorAll('.rs-list__row')].map((r) => r.getAttribute('data-row-id'));
    expect(order.slice(0, 3)).toEqual(['AAPL', 'ABOVE', 'CAPPED']);
    expect(cell('SPY', 'name')).toBe('SPDR S&P 500');
    expect(cell('EURUSD', 'latestPrice')).toMatch(/\.\d{3}$/);
    expect(cell('AAPL', 'latestPrice')).toMatch(/\.\d{2}$/);
    expect(cell('CAPPED', 'stRange.positionOnRange')).toBe('0%');
    expect(cell('ABOVE', 'stRange.positionOnRange')).toBe('100%');
    expect(row('ABOVE').querySelector('[data-step]')?.getAttribute('data-step')).toBe('10');
    expect(cell('HURST', 'overallTARating')).toContain('high Hurst');
    expect(within(row('HIDDEN')).getByTestId('row-not-revealed').textContent).toContain('Not revealed – reveal');
    // PREMIUM columns are not there for a free user; HIDDEN never.
    expect(header('ltRange.lowerVolatilityRange')).toBeNull();
    expect(header('volData.currentIVRank')).toBeNull();
    expect(header('stRange.upsideDownsideRatio')).toBeNull();
  });

  it("shows PREMIUM columns to Premium users, and the ratio with '> 100' and '< 0'", async () => {
    render(<S.PortfolioRatio />);
    await waitForRow('CAPPED');
    expect(header('ltRange.lowerVolatilityRange')).not.toBeNull();
    expect(header('gammaMetrics.gamma.zeroGamma')).not.toBeNull();
    expect(header('stRange.positionOnRange')).toBeNull();
    expect(cell('CAPPED', 'stRange.upsideDownsideRatio')).toBe('> 100');
    expect(cell('ABOVE', 'stRange.upsideDownsideRatio')).toBe('< 0');
  });

  it('shows the row states: Loading, ERROR with retry, out of tickers', async () => {
    render(<S.RowStates />);
    await waitForRow('GLD');
    expect(cell('QQQ', 'name')).toBe('Loading');
    expect(within(row('GLD')).getByTestId('row-error').textContent).toContain('ERROR Error while loading: try again or remove asset...');
    expect(within(row('GLD')).getByRole('button', { name: 'Load GLD again' })).toBeTruthy();
    expect(row('GLD').querySelector('[data-key=name] [role=tooltip]')?.textContent).toBe('No data for the current ticker...');
    expect(within(row('TLT')).getByTestId('row-out-of-tickers').textContent).toBe('Out of tickers for this month');
    expect(row('TLT').querySelector('[data-key=name] [role=tooltip]')?.textContent).toBe('The current account balance does not allow adding further tickers in this month...');
  });

  it('shows five watchlist tabs and See More, sorted by name', async () => {
    render(<S.Watchlists />);
    await screen.findByRole('tablist');
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace(/\d+$/, '').trim())).toEqual(['ASIA', 'BONDS', 'ENERGY', 'GROWTH', 'INCOME']);
    fireEvent.click(screen.getByRole('button', { name: 'See More' }));
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'See Less' })).toBeTruthy();
  });

  it('hides IV and gamma in the crypto market, shows BASE/USD with 3 decimals', async () => {
    render(<S.CryptoMarket />);
    await waitForRow('CRYPTO.BTC');
    expect(cell('CRYPTO.BTC', 'ticker')).toBe('BTC/USD');
    expect(cell('CRYPTO.ETH:CRYPTO.BTC', 'ticker')).toBe('ETH/BTC');
    expect(cell('CRYPTO.BTC', 'latestPrice')).toMatch(/\.\d{3}$/);
    expect(header('volData.currentIVRank')).toBeNull();
    expect(header('gammaMetrics.gamma.putWallLevel')).toBeNull();
    expect(header('ltRange.lowerVolatilityRange')).not.toBeNull();
    expect(screen.queryByTestId('add-ticker-input')).toBeNull();
  });

  it('keeps the futures table read-only without daily change and gamma', async () => {
    render(<S.Futures />);
    await waitForRow('ES_F');
    expect(header('daily_percentChange')).toBeNull();
    expect(header('gammaMetrics.gamma.callWallLevel')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByTestId('add-ticker-input')).toBeNull();
  });

  it('offers the crypto subscription without the Crypto module', async () => {
    render(<S.CryptoLocked />);
    const offer = await screen.findByRole('dialog', { name: 'Crypto needs a subscription' });
    expect(within(offer).getByRole('button', { name: 'Crypto subscription' })).toBeTruthy();
    expect(within(offer).getByRole('button', { name: 'Subscription plans' })).toBeTruthy();
  });

  it('speaks German', async () => {
    render(<S.PortfolioGerman />);
    await waitForRow('SPY');
    expect(screen.getByRole('button', { name: 'Anzeigeeinstellungen' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Nur letzter Kurs' })).toBeTruthy();
  });
});

async function waitForRow(ticker: string): Promise<void> {
  await screen.findByText((_, el) => el?.getAttribute('data-row-id') === ticker);
}
