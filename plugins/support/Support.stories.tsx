import type { Meta, StoryObj } from '@storybook/react';
import { SupportPage } from './components/SupportPage';
import { SupportStoryFrame, type SupportStoryOptions } from './testing/SupportStoryFrame';

/** /dashboard/support: the ticket form and the member's tickets with status and answers. */
function Support({ options }: { options: SupportStoryOptions }) {
  return <SupportStoryFrame options={options}><SupportPage /></SupportStoryFrame>;
}

const meta: Meta<typeof Support> = {
  title: 'Plugins/Support/Support tickets',
  component: Support,
  args: { options: {} },
};
export default meta;

type Story = StoryObj<typeof Support>;

/** The form (Title, Content, the screenshot drop zone, the warning, 'CREATE A SUPPORT TICKET') and two tickets: one answered, one open. */
export const Default: Story = {};

/** No ticket sent yet. */
export const NoTickets: Story = { args: { options: { tickets: [] } } };

/** The list call failed. */
export const ListFailed: Story = { args: { options: { tickets: 'failed' } } };

export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
