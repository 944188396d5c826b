// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import * as stories from './Summary.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);
afterEach(cleanup);

const settled = async (id: string): Promise<HTMLElement> => {
  await waitFor(() => expect(screen.getByTestId(`widget-${id}`).dataset.state).not.toBe('loading'));
  return screen.getByTestId(`widget-${id}`);
};

describe('the summary (stories over fixture answers)', () => {
  it('shows top 5 of my tickers, top 10 of all, the most held (20, then 100), and the previous-close note', async () => {
    render(<S.Lists />);
    const mine = await settled('top-mine');
    expect(within(within(mine).getByTestId('top-bullish')).getAllByRole('listitem')).toHaveLength(5);
    const all = await settled('top-all');
    expect(within(within(all).getByTestId('top-bearish')).getAllByRole('listitem')).toHaveLength(10);
    expect(within(all).getByRole('link', { name: 'BU1' }).getAttribute('href')).toBe('/dashboard/detail/BU1/topmostheld');
    const held = await settled('most-held-portfolio');
    expect(within(held).getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(within(held).getByRole('button', { name: 'Show up to 100' }));
    await waitFor(() => expect(within(screen.getByTestId('widget-most-held-portfolio')).getAllByRole('listitem')).toHaveLength(24));
    expect(screen.getByTestId('summary-note').textContent).toBe('The data is based on the previous close (11/19/2026).');
    expect(within(all).getAllByTestId('info-link').map((a) => a.getAttribute('href'))).toEqual(
      ['/help/methodology/trend?asOf=2026-11-19', '/help/methodology/momentum?asOf=2026-11-19'],
    );
  });

  it('tells a free user that their own list needs premium, and shows the free lists', async () => {
    render(<S.FreeUser />);
    expect((await settled('top-mine')).dataset.state).toBe('premiumNeeded');
    expect((await settled('top-all')).dataset.state).toBe('ready');
  });

  it('shows the maintenance message while the market data is being updated', async () => {
    render(<S.Updating />);
    expect((await screen.findByTestId('summary-updating')).textContent).toContain('being updated');
    expect(screen.queryByTestId('widget-top-all')).toBeNull();
  });

  it('shows skeletons while loading and a list\'s own error', async () => {
    render(<S.Loading />);
    expect(screen.getByTestId('widget-top-all').querySelector('[aria-busy=true]')).not.toBeNull();
    cleanup();
    render(<S.MostHeldFailed />);
    expect(within(await settled('most-held-watchlist')).getByRole('alert').textContent).toContain('could not be loaded');
    expect((await settled('top-all')).dataset.state).toBe('ready');
  });
});
