import type { Meta, StoryObj } from '@storybook/react';
import { CftcPage } from './components/CftcPage';
import { CorrelationStoryFrame, type CorrelationStoryOptions } from './testing/StoryFrame';

/** /data/cftc over the fixture answer. */
function Cftc({ options }: { options: CorrelationStoryOptions }) {
  return <CorrelationStoryFrame options={options}><CftcPage /></CorrelationStoryFrame>;
}

const meta: Meta<typeof Cftc> = {
  title: 'Plugins/CFTC',
  component: Cftc,
  args: { options: {} },
};
export default meta;

type Story = StoryObj<typeof Cftc>;

/** The groups, brackets for negatives, z-scores green above 2 and red below −2. */
export const Table: Story = {};

/** 'Loading data...'. */
export const Loading: Story = { args: { options: { answer: 'pending' } } };

/** 'An unexpected error occurred, please try again later'. */
export const Failed: Story = { args: { options: { answer: 'failed' } } };

export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
