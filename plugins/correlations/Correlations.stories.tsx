import type { Meta, StoryObj } from '@storybook/react';
import { CorrelationsPage } from './components/CorrelationsPage';
import { CorrelationStoryFrame, type CorrelationStoryOptions } from './testing/StoryFrame';

/** /data/correlations over the fixture tables and two saved custom correlations. */
function Correlations({ options }: { options: CorrelationStoryOptions }) {
  return <CorrelationStoryFrame options={options}><CorrelationsPage /></CorrelationStoryFrame>;
}

const meta: Meta<typeof Correlations> = {
  title: 'Plugins/Correlations',
  component: Correlations,
  args: { options: {} },
};
export default meta;

type Story = StoryObj<typeof Correlations>;

/** The six default tables (5D, 10D, 30D now; 5D and 10D 15 days ago; 30D 30 days ago), heat-coloured. */
export const Default: Story = {};

/** The saved tables, one with a ticker the user has not revealed (left out and named). */
export const Custom: Story = { args: { options: { path: '/?tab=custom' } } };

/** No saved correlation yet. */
export const CustomEmpty: Story = { args: { options: { path: '/?tab=custom', custom: [] } } };

/** The Add Correlation form. */
export const Add: Story = { args: { options: { path: '/?tab=add' } } };

/** A save refused by the server (a ticker not revealed): its message. */
export const AddRefused: Story = { args: { options: { path: '/?tab=add', answer: 'refused' } } };

/** The tables could not be loaded: 'Couldn't load correlation data right now. Please try again later'. */
export const Failed: Story = { args: { options: { answer: 'failed' } } };

export const Loading: Story = { args: { options: { answer: 'pending' } } };

export const German: Story = { args: { options: { language: 'de', path: '/?tab=custom' } }, globals: { language: 'de' } };
