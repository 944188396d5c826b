import type { Meta, StoryObj } from '@storybook/react';
import BacktestScreen from './screens/BacktestScreen';
import { PortfolioTabs } from './components/PortfolioTabs';
import { BacktestStoryFrame, type BacktestStoryOptions } from './testing/BacktestStoryFrame';
import { backtestsFixture } from './testing/backtestFixtures';

/** /dashboard/backtest over fixture model portfolios. */
function Backtest({ options }: { options: BacktestStoryOptions }) {
  return <BacktestStoryFrame options={options}><BacktestScreen /></BacktestStoryFrame>;
}

const meta: Meta<typeof Backtest> = { title: 'Plugins/Backtest', component: Backtest, args: { options: {} } };
export default meta;

type Story = StoryObj<typeof Backtest>;

/** The first portfolio: assets, explanation, allocation pies, equity with trade markers, drawdown. */
export const Ready: Story = {};
export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
export const SecondPortfolio: Story = { args: { options: { path: '/dashboard/backtest?portfolio=megaCapsTrendFollowing' } } };
export const Loading: Story = { args: { options: { pending: true } } };
export const Failed: Story = { args: { options: { fail: 'The server is down' } } };
export const NoData: Story = { args: { options: { entries: [] } } };
/** The address names a portfolio that does not exist. */
export const NoneSelected: Story = { args: { options: { path: '/dashboard/backtest?portfolio=unknown' } } };
/** The pill tabs on their own. */
export const Tabs: Story = {
  render: () => <BacktestStoryFrame><PortfolioTabs entries={backtestsFixture()} selected="sectorsRangeReversion" onSelect={() => undefined} /></BacktestStoryFrame>,
};
