// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { setupI18n } from '../../../engine/i18n';
import { listOptions } from '../addToList';
import { detailFormat } from '../model/detailFormat';
import { detailAsset, previewAsset } from '../fixtures/detailFixtures';
import { AddToListMenu, menuColumns } from './AddToListMenu';
import { PriceRangeCard } from './PriceRangeCard';
import { RealtimeButton } from './RealtimeButton';
import { RevealPanel } from './RevealPanel';
import { sparkPath } from './VolSparkline';

const i18n = setupI18n('en');
const wrap = (node: ReactNode) => render(<I18nextProvider i18n={i18n}><MemoryRouter>{node}</MemoryRouter></I18nextProvider>);
const f = detailFormat('en-US');
afterEach(cleanup);

describe('add ticker to', () => {
  it('splits the menu into columns when taller than 60 % of the window', () => {
    expect(menuColumns(300, 1000)).toBe(1);
    expect(menuColumns(601, 1000)).toBe(2);
    expect(menuColumns(1900, 1000)).toBe(4);
  });
  it('disables lists holding the ticker and adds to another', async () => {
    const onAdd = vi.fn(async () => undefined);
    const user = { dashboardList: { includedTicker: ['SPY'] }, watchlists: { regular: [{ name: 'ETFS', includedTicker: [] }] } };
    wrap(<AddToListMenu ticker="SPY" options={listOptions(user, 'SPY', false)} onAdd={onAdd} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add ticker to' }));
    const portfolio = screen.getByRole('menuitem', { name: /Portfolio/ });
    expect(portfolio.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(portfolio);
    expect(onAdd).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'ETFS' })));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ name: 'ETFS' }));
    expect(screen.getByRole('status').textContent).toBe('SPY was added to ETFS.');
  });
});

describe('price and range card', () => {
  it("shows the position as percent or ratio, and 'high Hurst' above 0.6", () => {
    wrap(<PriceRangeCard asset={detailAsset('SPY', { h64: 0.65, stRange: { ...detailAsset('SPY').stRange!, positionOnRange: 130 } })} f={f} asPercent source="Demo data" />);
    expect(screen.getByTestId('detail-position-value').textContent).toBe('100.0%');
    expect(screen.getByTestId('detail-trend-description').textContent).toContain('high Hurst');
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe('Step 10 of 10');
    cleanup();
    wrap(<PriceRangeCard asset={detailAsset('SPY', { upsideDownsideRatio: -2, stRange: undefined })} f={f} asPercent={false} source="Demo data" />);
    expect(screen.getByTestId('detail-position-value').textContent).toBe('< 0');
  });
});

describe('real-time button', () => {
  it('is disabled without tokens and confirms before spending one', async () => {
    const onLoad = vi.fn(async () => undefined);
    wrap(<RealtimeButton ticker="SPY" tokenBalance={0} noRealtime={false} onLoad={onLoad} />);
    expect(screen.getByRole('button', { name: 'Real-time range' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    wrap(<RealtimeButton ticker="SPY" tokenBalance={3} noRealtime={false} onLoad={onLoad} />);
    fireEvent.click(screen.getByRole('button', { name: 'Real-time range' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('1 token');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load real-time range' })));
    expect(onLoad).toHaveBeenCalledTimes(1);
  });
});

describe('reveal panel', () => {
  it("confirms the EOD request, then reads 'Please wait ...' while revealing", async () => {
    let finish: () => void = () => undefined;
    const onReveal = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    wrap(<RevealPanel asset={previewAsset('AAPL', 'Apple', 207.82)} f={f} canReveal remaining={3} source="Demo data" onReveal={onReveal} />);
    expect(screen.getByRole('note').textContent).toContain('Do not act on it');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add to Portfolio' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reveal Data' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('1 EOD request');
    expect(screen.getByRole('alertdialog').textContent).toContain('30 days');
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    const wait = screen.getByRole('button', { name: 'Please wait ...' });
    expect(wait.hasAttribute('disabled')).toBe(true);
    expect(onReveal).toHaveBeenCalledWith(true);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Reveal Data' })).toBeTruthy();
  });
  it('disables Reveal for crypto without the Crypto module', () => {
    wrap(<RevealPanel asset={previewAsset('CRYPTO.BTC', 'Bitcoin', 1, 'crypto')} f={f} canReveal={false} remaining={3} source="Demo data" onReveal={async () => undefined} />);
    expect(screen.getByRole('button', { name: 'Reveal Data' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('detail-reveal-crypto').textContent).toContain('Crypto');
  });
});

describe('volatility sparkline', () => {
  it('breaks the line at gaps', () => {
    expect(sparkPath([1, 2, null, 3], 1, 3)).toMatch(/^M[^M]*L[^M]*M/);
    expect(sparkPath([], 0, 1)).toBe('');
  });
});
