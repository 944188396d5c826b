import type { Meta, StoryObj } from '@storybook/react';
import ContactScreen from './screens/ContactScreen';
import { SupportStoryFrame, type SupportStoryOptions } from './testing/SupportStoryFrame';

/** /help/contact (and the block of the public /contact): the support facts and the way to the support form. */
function Contact({ options }: { options: SupportStoryOptions }) {
  return <SupportStoryFrame options={options}><ContactScreen /></SupportStoryFrame>;
}

const meta: Meta<typeof Contact> = {
  title: 'Plugins/Support/Contact',
  component: Contact,
  args: { options: {} },
};
export default meta;

type Story = StoryObj<typeof Contact>;

export const Default: Story = {};

export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
