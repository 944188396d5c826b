// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import * as stories from './Overview.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);
afterEach(cleanup);

describe('the asset overview (stories over fixture answers)', () => {
  it('shows the nine groups in order, momentum and trend per row, tickers to their market overview', async () => {
    render(<S.Groups />);
    const groups = await screen.findByTestId('overview-groups');
    const titles = within(groups).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Main markets', 'Commodities', 'Sector ETFs', 'Bonds', 'Currencies', 'Volatility', 'Stocks', 'Factor ETFs', 'Crypto']);
    const main = screen.getByTestId('widget-group-mainMarkets');
    const spy = within(main).getByRole('link', { name: 'SPY' });
    expect(spy.getAttribute('href')).toBe('/dashboard/detail/SPY/marketOverview');
    const row = spy.closest('tr')!;
    expect(row.querySelectorAll('.rs-signal')).toHaveLength(2);
    expect(within(screen.getByTestId('widget-group-crypto')).getByRole('link', { name: 'BTC/USD' })).toBeTruthy();
    expect(screen.getByTestId('overview-note').textContent).toBe('Ratings as of the close of 11/19/2026.');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('shows a skeleton while loading and its own error when the call failed', async () => {
    render(<S.Loading />);
    expect(screen.getByTestId('widget-overview-groups').querySelector('[aria-busy=true]')).not.toBeNull();
    cleanup();
    render(<S.Failed />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });

  it('creates, renames and deletes the user\'s own groups, and names an unknown ticker', async () => {
    render(<S.MyGroups />);
    expect(await screen.findAllByTestId('asset-group')).toHaveLength(2);
    const form = screen.getByTestId('asset-group-form');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Energy' } });
    fireEvent.change(within(form).getByLabelText('Tickers (comma-separated)'), { target: { value: 'xle, xop xle' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.getAllByTestId('asset-group')).toHaveLength(3));
    const energy = screen.getAllByTestId('asset-group').find((g) => g.dataset.title === 'Energy')!;
    expect(within(energy).getAllByRole('link').map((a) => a.textContent)).toEqual(['XLE', 'XOP']);

    fireEvent.click(within(energy).getByRole('button', { name: 'Rename Energy' }));
    fireEvent.change(screen.getByLabelText('New title'), { target: { value: 'Oil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByTestId('asset-group').map((g) => g.dataset.title)).toContain('Oil'));

    const oil = screen.getAllByTestId('asset-group').find((g) => g.dataset.title === 'Oil')!;
    fireEvent.click(within(oil).getByRole('button', { name: 'Delete Oil' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('asset-group')).toHaveLength(2));

    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Bad' } });
    fireEvent.change(within(form).getByLabelText('Tickers (comma-separated)'), { target: { value: 'SPY, NOPE' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create group' }));
    expect((await screen.findByTestId('asset-group-problem')).textContent).toBe('Unknown tickers: NOPE');
    expect(screen.getAllByTestId('asset-group')).toHaveLength(2);
  });

  it('asks for a title and tickers before saving, and tells a user without groups how to start', async () => {
    render(<S.MyGroupsEmpty />);
    expect((await screen.findByTestId('asset-groups-empty')).textContent).toContain('no asset groups');
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a title for the group.');
  });
});
