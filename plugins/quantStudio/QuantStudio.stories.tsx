import type { Meta, StoryObj } from '@storybook/react';
import QuantStudioScreen from './screens/QuantStudioScreen';
import QuantStudioTeaser from './screens/QuantStudioTeaser';
import { CompareView } from './components/CompareView';
import { RunResultView } from './components/RunResultView';
import { SavedRunsList } from './components/SavedRunsList';
import { StatisticsTable } from './components/StatisticsTable';
import { TradesTable } from './components/TradesTable';
import { QuantStudioStoryFrame, type QuantStudioStoryOptions } from './testing/QuantStudioStoryFrame';
import { compareFixture, quantResultFixture, savedListFixture } from './testing/quantStudioFixtures';

/** /dashboard/quant-studio over fixture answers. */
function QuantStudio({ options }: { options: QuantStudioStoryOptions }) {
  return <QuantStudioStoryFrame options={options}><QuantStudioScreen /></QuantStudioStoryFrame>;
}

const meta: Meta<typeof QuantStudio> = { title: 'Plugins/QuantStudio', component: QuantStudio, args: { options: {} } };
export default meta;

type Story = StoryObj<typeof QuantStudio>;

/** The form with the product's defaults and two saved runs. */
export const Ready: Story = {};
export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
export const NoSavedRuns: Story = { args: { options: { noSaved: true } } };
export const Loading: Story = { args: { options: { pending: true } } };
export const Failed: Story = { args: { options: { fail: true } } };
/** What non-Elite members see. */
export const Teaser: Story = { render: () => <QuantStudioStoryFrame options={{ plan: 'premium' }}><QuantStudioTeaser /></QuantStudioStoryFrame> };
export const TeaserGerman: Story = {
  render: () => <QuantStudioStoryFrame options={{ plan: 'premium', language: 'de' }}><QuantStudioTeaser /></QuantStudioStoryFrame>, globals: { language: 'de' },
};
/** A run's result: statistics against the benchmark, equity and drawdown, trades. */
export const Result: Story = { render: () => <QuantStudioStoryFrame><RunResultView result={quantResultFixture('a')} title="Result" /></QuantStudioStoryFrame> };
/** Two saved runs side by side. */
export const Compare: Story = { render: () => <QuantStudioStoryFrame><CompareView answer={compareFixture()} onClose={() => undefined} /></QuantStudioStoryFrame> };
export const SavedRuns: Story = {
  render: () => (
    <QuantStudioStoryFrame>
      <SavedRunsList runs={savedListFixture().runs} limit={50} picked={[savedListFixture().runs[0]!.id]} onPick={() => undefined}
        onOpen={() => undefined} onDelete={() => undefined} onCompare={() => undefined} />
    </QuantStudioStoryFrame>
  ),
};
export const Statistics: Story = {
  render: () => {
    const r = quantResultFixture('a');
    return <QuantStudioStoryFrame><StatisticsTable caption="Statistics" testId="stats" columns={[{ heading: 'Strategy', statistics: r.statistics }, { heading: 'SPY', statistics: r.benchmarkStatistics }]} /></QuantStudioStoryFrame>;
  },
};
export const Trades: Story = { render: () => <QuantStudioStoryFrame><TradesTable trades={quantResultFixture('a').trades} total={5} /></QuantStudioStoryFrame> };
/** The server refuses the run (400): its message is shown. */
export const RunRefused: Story = { args: { options: { runProblem: 'The period may span at most 10 years.' } } };
