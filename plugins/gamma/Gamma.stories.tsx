import type { Meta, StoryObj } from '@storybook/react';
import GammaScreen from './screens/GammaScreen';
import GammaTeaser from './screens/GammaTeaser';
import { GammaCharts } from './components/GammaCharts';
import { GammaLevelsTable } from './components/GammaLevelsTable';
import { GammaOverviewTable } from './components/GammaOverviewTable';
import { QuickList } from './components/QuickList';
import { GammaStoryFrame, type GammaStoryOptions } from './testing/GammaStoryFrame';
import { gammaOverviewFixture, gammaReportFixture } from './testing/gammaFixtures';

/** /dashboard/gamma over fixture answers. */
function Gamma({ options }: { options: GammaStoryOptions }) {
  return <GammaStoryFrame options={options}><GammaScreen /></GammaStoryFrame>;
}

const meta: Meta<typeof Gamma> = { title: 'Plugins/Gamma', component: Gamma, args: { options: {} } };
export default meta;

type Story = StoryObj<typeof Gamma>;

const noop = (): void => undefined;

/** An Elite member: SPY's delayed levels, the three charts, the quick list and the overview. */
export const Elite: Story = {};
export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
export const Loading: Story = { args: { options: { pending: true } } };
/** "There was a problem loading gamma for ticker SPY. Reason: ..." */
export const Failed: Story = { args: { options: { fail: 'Market data is loading. Please try again in a moment.' } } };
/** A ticker without options: an empty gamma object. */
export const NoOptions: Story = { args: { options: { noOptions: true } } };
/** "Unknown error while loading gamma data" (the overview). */
export const OverviewFailed: Story = { args: { options: { failOverview: true } } };
/** What a member without Elite sees at /dashboard/gamma. */
export const Teaser: Story = { render: () => <GammaStoryFrame options={{ plan: 'premium' }}><GammaTeaser /></GammaStoryFrame> };
/** The three charts of a report on their own. */
export const Charts: Story = {
  render: () => {
    const answer = gammaReportFixture('SPY', 'delayed', 600);
    return <GammaStoryFrame><GammaCharts ticker="SPY" report={answer.gamma} rows={answer.df_agg} /></GammaStoryFrame>;
  },
};
/** The single-ticker table and the overview (flip rounded). */
export const Tables: Story = {
  render: () => (
    <GammaStoryFrame>
      <GammaLevelsTable ticker="QQQ" report={gammaReportFixture('QQQ', 'realtime', 520).gamma} />
      <GammaOverviewTable overview={gammaOverviewFixture(['AAPL'])} tickers={['SPY', 'QQQ', 'IWM', 'TLT', 'AAPL']} onOpen={noop} />
    </GammaStoryFrame>
  ),
};
/** A full quick list (20 tickers): adding is refused. */
export const FullQuickList: Story = {
  render: () => (
    <GammaStoryFrame>
      <QuickList tickers={Array.from({ length: 20 }, (_, i) => `T${i}`)} current="GLD" busy={false} notice={null} onOpen={noop} onAdd={noop} onRemove={noop} />
    </GammaStoryFrame>
  ),
};
