import type { Meta, StoryObj } from '@storybook/react';
import { ClustersPage } from './components/ClustersPage';
import { LeadershipPage } from './components/LeadershipPage';
import { ClustersStoryFrame, type ClustersStoryOptions } from './testing/ClustersStoryFrame';

/** The two screens over the fixture answers (testing/clusterFixtures.ts). */
function Clusters({ screen, options }: { screen: 'clusters' | 'leadership'; options: ClustersStoryOptions }) {
  return <ClustersStoryFrame options={options}>{screen === 'clusters' ? <ClustersPage /> : <LeadershipPage />}</ClustersStoryFrame>;
}

const meta: Meta<typeof Clusters> = {
  title: 'Plugins/Clusters',
  component: Clusters,
  args: { screen: 'clusters', options: {} },
};
export default meta;

type Story = StoryObj<typeof Clusters>;

/** The user's first watchlist: the heat map with its dendrogram, the flat clusters, two unrevealed tickers left out. */
export const MarketClusters: Story = {};

export const MarketClustersGerman: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };

/** Gold follows the equities two days later: chains and graph. */
export const LeadershipChains: Story = { args: { screen: 'leadership' } };

export const LeadershipChainsGerman: Story = { args: { screen: 'leadership', options: { language: 'de' } }, globals: { language: 'de' } };

/** No significant relation. */
export const LeadershipEmpty: Story = { args: { screen: 'leadership', options: { answer: 'empty' } } };

/** While the analysis runs. */
export const Loading: Story = { args: { options: { answer: 'pending' } } };

/** Fewer than two revealed instruments with history. */
export const UniverseTooSmall: Story = { args: { options: { answer: 'tooSmall', path: '/?universe=group:stocks' } } };

/** Before the first market snapshot. */
export const MarketLoading: Story = { args: { screen: 'leadership', options: { answer: 'marketLoading' } } };

/** The call failed: 'Sorry, something went wrong.'. */
export const Failed: Story = { args: { options: { answer: 'failed' } } };
