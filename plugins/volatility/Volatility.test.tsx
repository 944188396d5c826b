// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import * as stories from './Volatility.stories';
import { volatilityFixture } from './testing/volatilityFixtures';

setProjectAnnotations(preview);
const S = composeStories(stories);
afterEach(cleanup);

describe('the volatility page (stories over fixture answers)', () => {
  it('shows six groups of six with RV 20d, RV 60d and the IV figures for a premium member', async () => {
    render(<S.Premium />);
    const indices = await screen.findByTestId('widget-vol-indices');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Indices', 'Sectors', 'Rates', 'Commodities', 'FX', 'Crypto']);
    const headers = within(indices).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Ticker', 'RV 20d', 'RV 60d', 'IV', 'IV premium', 'IV rank', 'IV percentile']);
    expect(within(indices).getAllByRole('row')).toHaveLength(7);
    const spy = within(indices).getByRole('link', { name: 'SPY' });
    expect(spy.getAttribute('href')).toBe('/dashboard/detail/SPY/volatility');
    // SPY is the first fixture row: rv20 = 0.08 + 0.025 = 10.50 %, rv60 11.55 %, iv 10.50 − 1 = 9.50 %, premium −1.00.
    const cells = within(spy.closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['10.50%', '11.55%', '9.50%', '-1.00', '13', '17']);
    expect(within(screen.getByTestId('widget-vol-crypto')).getByRole('link', { name: 'BTC/USD' })).toBeTruthy();
    expect(screen.queryByTestId('volatility-iv-locked')).toBeNull();
    // Every figure's heading links its methodology page with the snapshot's as-of date.
    const asOf = volatilityFixture().asOfDate!;
    expect(within(indices).getAllByTestId('info-link').map((a) => a.getAttribute('href'))).toEqual(
      ['realised-volatility', 'realised-volatility', 'iv-premium', 'iv-rank', 'iv-percentile'].map((m) => `/help/methodology/${m}?asOf=${asOf}`),
    );
    expect(within(indices).getAllByTestId('info-link')[2]!.getAttribute('aria-label')).toBe('How “IV premium” is computed');
  });

  it('shows a basic member the realised volatilities and says the IV figures need premium', async () => {
    render(<S.Basic />);
    const indices = await screen.findByTestId('widget-vol-indices');
    expect(within(indices).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ticker', 'RV 20d', 'RV 60d']);
    expect(screen.getByTestId('volatility-iv-locked').textContent).toContain('Premium');
  });

  it('shows a skeleton while loading, its own error on failure, and the teaser for free members', async () => {
    render(<S.Loading />);
    expect(screen.getByTestId('widget-volatility').querySelector('[aria-busy=true]')).not.toBeNull();
    cleanup();
    render(<S.Failed />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    cleanup();
    render(<S.Teaser />);
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/join/subscriptions');
  });
});
