import type { Meta, StoryObj } from '@storybook/react';
import { RecentChangesPage } from './components/RecentChangesPage';
import type { SignalMarket } from './logic/market';
import { SignalStoryFrame, type SignalStoryOptions } from './testing/StoryFrame';

/** A recent-changes screen over the ListUISignal model and its fixture rows (models/fixtures). */
function RecentChanges({ market, options }: { market: SignalMarket; options: SignalStoryOptions }) {
  return <SignalStoryFrame options={options}><RecentChangesPage market={market} /></SignalStoryFrame>;
}

const meta: Meta<typeof RecentChanges> = {
  title: 'Plugins/RecentChanges',
  component: RecentChanges,
  args: { market: 'stocks', options: {} },
};
export default meta;

type Story = StoryObj<typeof RecentChanges>;

/** The signals of the tickers in the user's lists (the default scope), newest first. */
export const MyTickers: Story = {};

/** Every ticker the user sees in full, with a Cap signal and one of a ticker in no list. */
export const AllTickers: Story = { args: { options: { path: '/?scope=all' } } };

/** The crypto screen: BASE/USD tickers only. */
export const Crypto: Story = { args: { market: 'crypto', options: { path: '/?scope=all' } } };

export const German: Story = { args: { options: { language: 'de', path: '/?scope=all' } }, globals: { language: 'de' } };

/** Before the first snapshot (503) the list says the signals are being processed. */
export const Processing: Story = { args: { options: { answer: 'marketLoading' } } };

/** No signal while the snapshot is UPDATING: processing as well. */
export const ProcessingWhileUpdating: Story = { args: { options: { answer: 'updating' } } };

/** No signal to show (cache READY): 'The given filter does not match any data'. */
export const NoMatch: Story = { args: { options: { answer: 'empty' } } };

/** The list call failed: 'Something went wrong...'. */
export const Failed: Story = { args: { options: { answer: 'failed' } } };
