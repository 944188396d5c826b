// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import { HOME_STRIP } from '../../product/homeRules';
import * as stories from './Home.stories';
import { AS_OF } from './testing/homeFixtures';

setProjectAnnotations(preview);
const S = composeStories(stories);

afterEach(cleanup);

const widget = (id: string): HTMLElement => screen.getByTestId(`widget-${id}`);
const settled = async (id: string): Promise<HTMLElement> => {
  await waitFor(() => expect(widget(id).dataset.state).not.toBe('loading'));
  return widget(id);
};

describe('the home widgets (stories over fixture answers)', () => {
  it('loads every widget on its own', async () => {
    render(<S.AllWidgets />);
    for (const id of ['strip', 'main-markets', 'top-mine', 'signals', 'events-today', 'events-prior', 'gamma', 'faq', 'most-watched']) {
      expect((await settled(id)).dataset.state, id).toBe('ready');
    }
  });

  it('shows the failed widget\'s own error while the others show their data', async () => {
    render(<S.OneWidgetFailed />);
    expect(within(await settled('gamma')).getByRole('alert').textContent).toContain('Sorry, the Gamma Data is not available right now...');
    expect((await settled('strip')).dataset.state).toBe('ready');
    expect(within(await settled('main-markets')).getAllByRole('row')).toHaveLength(7);
    expect(within(widget('main-markets')).getAllByTestId('info-link').map((a) => a.getAttribute('href'))).toEqual(
      ['position-on-range', 'trend', 'momentum'].map((m) => `/help/methodology/${m}?asOf=${AS_OF}`),
    );
  });

  it('lists the strip in the product\'s order; a ticker opens its detail page with the caller home', async () => {
    render(<S.Strip />);
    const links = within(await settled('strip')).getAllByRole('link');
    expect(links.map((l) => l.textContent?.replace(/[+−-].*$/, ''))).toEqual([...HOME_STRIP]);
    fireEvent.click(links[1]!);
    expect((await screen.findByTestId('detail-stand-in')).textContent).toContain('Detail of QQQ (home)');
  });

  it('shows a skeleton while a call is on its way and its own error when it fails', async () => {
    render(<S.StripLoading />);
    expect(widget('strip').querySelector('[aria-busy=true]')).not.toBeNull();
    cleanup();
    render(<S.StripFailed />);
    expect(within(await settled('strip')).getByRole('alert').textContent).toContain('The market strip could not be loaded');
  });

  it('shows the premium-needed state to a free user, the top lists to a premium one', async () => {
    render(<S.TopPremiumNeeded />);
    expect((await settled('top-mine')).dataset.state).toBe('premiumNeeded');
    expect(within(widget('top-mine')).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/join/subscriptions');
    cleanup();
    render(<S.TopInMyPortfolio />);
    const top = await settled('top-mine');
    expect(within(within(top).getByTestId('top-bullish')).getAllByRole('listitem').map((li) => li.querySelector('a')?.textContent)).toEqual(['NVDA', 'MSFT']);
    expect(within(top).getByTestId('top-bearish').textContent).toContain('XOM');
  });

  it('shows the latest signal changes of the user\'s tickers only, newest first', async () => {
    render(<S.SignalChanges />);
    const items = within(await settled('signals')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('a')?.textContent)).toEqual(['NVDA', 'XOM', 'AAPL']);
  });

  it('links each gamma level to its methodology page', async () => {
    render(<S.GammaAtOpenLevels />);
    const gamma = await settled('gamma');
    expect(within(gamma).getAllByTestId('info-link').map((a) => a.getAttribute('href'))).toEqual(
      ['gamma-flip', 'put-wall', 'call-wall'].map((m) => `/help/methodology/${m}`),
    );
  });

  it('says the gamma data is not available when no level is known, and that there are no events', async () => {
    render(<S.GammaUnavailable />);
    expect((await screen.findByTestId('gamma-unavailable')).textContent).toContain('Sorry, the Gamma Data is not available right now...');
    cleanup();
    render(<S.NoEvents />);
    await settled('events-today');
    expect(within(widget('events-today')).getByText('No events available')).toBeTruthy();
  });

  it('sizes the most-watched cloud by holders', async () => {
    render(<S.MostWatchedCloud />);
    const spy = within(await settled('most-watched')).getByRole('link', { name: 'SPY' });
    expect(spy.className).toContain('home-cloud__tag--5');
    expect(spy.getAttribute('title')).toBe('40 members hold it');
  });
});
