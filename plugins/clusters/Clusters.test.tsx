// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import * as stories from './Clusters.stories';
import { ClustersPage } from './components/ClustersPage';
import { LeadershipPage } from './components/LeadershipPage';
import { ClustersStoryFrame, type ClustersStoryOptions } from './testing/ClustersStoryFrame';

setProjectAnnotations(preview);
const S = composeStories(stories);
afterEach(cleanup);

function renderScreen(which: 'clusters' | 'leadership', options: ClustersStoryOptions = {}, asked: unknown[] = []) {
  return render(<ClustersStoryFrame options={options} asked={asked}>{which === 'clusters' ? <ClustersPage /> : <LeadershipPage />}</ClustersStoryFrame>);
}

describe('Market clusters screen', () => {
  it('asks for the first watchlist with the default window and cut, and shows the clusters and the heat map', async () => {
    const asked: unknown[] = [];
    renderScreen('clusters', {}, asked);
    expect(screen.getByTestId('cl-skeleton')).toBeTruthy();
    const list = await screen.findByTestId('cl-cluster-list');
    expect(asked[0]).toEqual({ universe: { kind: 'list', listType: 'GENERAL', listName: 'ETFS' }, windowDays: 120, minCorrelation: 0.5 });
    const clusters = within(list).getAllByTestId('cl-cluster');
    expect(clusters).toHaveLength(4);
    expect(within(clusters[0]!).getAllByRole('link').map((a) => a.textContent)).toEqual(['SHY', 'TLT', 'IEF']);
    expect(screen.getByTestId('cl-left-out-notRevealed').textContent).toContain('AAPL, MSFT');
    const map = screen.getByTestId('cl-heat-map');
    expect(map.querySelector('image')?.getAttribute('href')).toMatch(/^data:image\/bmp;base64,/);
    expect(screen.getByTestId('cl-dendrogram').querySelectorAll('path')).toHaveLength(7);
  });

  it('opens a member on its detail page with the caller clusters', async () => {
    renderScreen('clusters');
    const list = await screen.findByTestId('cl-cluster-list');
    fireEvent.click(within(list).getByText('GLD'));
    expect((await screen.findByTestId('detail-stand-in')).textContent).toBe('Detail of GLD (clusters)');
  });

  it('asks again when the universe or window changes', async () => {
    const asked: unknown[] = [];
    renderScreen('clusters', {}, asked);
    await screen.findByTestId('cl-cluster-list');
    fireEvent.change(screen.getByTestId('cl-universe'), { target: { value: 'group:bonds' } });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ universe: { kind: 'group', group: 'bonds' } }));
    fireEvent.change(screen.getByTestId('cl-window'), { target: { value: '250' } });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ universe: { kind: 'group', group: 'bonds' }, windowDays: 250 }));
  });

  it('explains a universe too small, the market loading and a failure', async () => {
    const { unmount } = render(<S.UniverseTooSmall />);
    expect((await screen.findByTestId('cl-problem')).dataset.problem).toBe('tooSmall');
    unmount();
    render(<S.MarketLoading />);
    expect((await screen.findByTestId('cl-problem')).dataset.problem).toBe('marketLoading');
    cleanup();
    render(<S.Failed />);
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, something went wrong.');
  });
});

describe('Leadership chains screen', () => {
  it('lists "A leads B by 2 days (ρ, p)" and draws the graph; a node opens the detail page', async () => {
    renderScreen('leadership');
    const relations = await screen.findAllByTestId('cl-relation');
    expect(relations[0]!.textContent).toMatch(/^SPY leads GLD by 2 days \(ρ 0\.62, p 1\.1e-14\)$/);
    const graph = screen.getByTestId('cl-graph');
    expect(graph.querySelectorAll('line')).toHaveLength(3);
    fireEvent.click(graph.querySelector('a[data-ticker="QQQ"]')!);
    expect((await screen.findByTestId('detail-stand-in')).textContent).toBe('Detail of QQQ (leadership)');
  });

  it('says so when no relation is significant', async () => {
    render(<S.LeadershipEmpty />);
    expect((await screen.findByTestId('cl-empty')).textContent).toBe('No significant lead-lag relation in this universe and window.');
  });

  it('speaks German', async () => {
    render(<S.LeadershipChainsGerman />);
    const relations = await screen.findAllByTestId('cl-relation');
    expect(relations[0]!.textContent).toMatch(/^SPY läuft GLD um 2 Tage voraus \(ρ 0,62, p 1\.1e-14\)$/);
  });
});
