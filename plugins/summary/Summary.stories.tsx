import type { Meta, StoryObj } from '@storybook/react';
import SummaryScreen from './screens/SummaryScreen';
import { SummaryStoryFrame, type SummaryStoryOptions } from './testing/SummaryStoryFrame';

/** /data/summary over fixture answers. */
function Summary({ options }: { options: SummaryStoryOptions }) {
  return <SummaryStoryFrame options={options}><SummaryScreen /></SummaryStoryFrame>;
}

const meta: Meta<typeof Summary> = { title: 'Plugins/Summary', component: Summary, args: { options: {} } };
export default meta;

type Story = StoryObj<typeof Summary>;

/** Top 5 of the user's tickers, top 10 of all active ones, the most held (20 each, up to 100 on request). */
export const Lists: Story = {};
export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
/** A free user: the own list says premium is needed; the others are free. */
export const FreeUser: Story = { args: { options: { plan: 'demo' } } };
/** While the market data is being updated: the maintenance message. */
export const Updating: Story = { args: { options: { updating: true } } };
/** The lists on their way: skeletons. */
export const Loading: Story = { args: { options: { pending: ['/summary/'] } } };
/** The most-held calls failed: their own error, the top lists still shown. */
export const MostHeldFailed: Story = { args: { options: { fail: ['/summary/most-held'] } } };
