import type { Meta, StoryObj } from '@storybook/react';
import VolatilityScreen from './screens/VolatilityScreen';
import VolatilityTeaser from './screens/VolatilityTeaser';
import { VolTable } from './components/VolTable';
import { VolatilityStoryFrame, type VolatilityStoryOptions } from './testing/VolatilityStoryFrame';
import { volatilityFixture } from './testing/volatilityFixtures';

/** /data/volatility over fixture answers. */
function Volatility({ options }: { options: VolatilityStoryOptions }) {
  return <VolatilityStoryFrame options={options}><VolatilityScreen /></VolatilityStoryFrame>;
}

const meta: Meta<typeof Volatility> = { title: 'Plugins/Volatility', component: Volatility, args: { options: {} } };
export default meta;

type Story = StoryObj<typeof Volatility>;

/** A premium member: realised and implied volatility, the IV figures and a chart per group. */
export const Premium: Story = {};
export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
/** A basic member: the realised volatilities, the IV figures named as part of the premium plans. */
export const Basic: Story = { args: { options: { plan: 'basic' } } };
export const Loading: Story = { args: { options: { pending: true } } };
export const Failed: Story = { args: { options: { fail: true } } };
/** What a free member sees at /data/volatility. */
export const Teaser: Story = { render: () => <VolatilityStoryFrame options={{ plan: 'demo' }}><VolatilityTeaser /></VolatilityStoryFrame> };
/** One group's table on its own. */
export const OneTable: Story = {
  render: () => <VolatilityStoryFrame options={{}}><VolTable rows={volatilityFixture().groups[0]!.rows} ivIncluded caption="Indices" asOfDate={volatilityFixture().asOfDate} /></VolatilityStoryFrame>,
};
