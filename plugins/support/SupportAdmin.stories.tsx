import type { Meta, StoryObj } from '@storybook/react';
import { SupportAdminPage } from './components/SupportAdminPage';
import { SupportStoryFrame, type SupportStoryOptions } from './testing/SupportStoryFrame';
import { fixtureTickets } from './testing/supportFixtures';

/** The staff's support ticket list and editor (document 4 section 2.7). */
function SupportAdmin({ options }: { options: SupportStoryOptions }) {
  return <SupportStoryFrame options={{ admin: true, ...options }}><SupportAdminPage /></SupportStoryFrame>;
}

const meta: Meta<typeof SupportAdmin> = {
  title: 'Plugins/Support/Support ticket admin',
  component: SupportAdmin,
  args: { options: {} },
};
export default meta;

type Story = StoryObj<typeof SupportAdmin>;

/** Every ticket, newest first, with its member and status. */
export const List: Story = {};

/** A ticket selected: the ticket with its screenshots and answers, the answer form and the status. */
export const Editor: Story = { args: { options: { path: `/dashboard/admin/support-tickets?id=${fixtureTickets()[0]!.id}` } } };

/** No tickets. */
export const Empty: Story = { args: { options: { tickets: [] } } };

export const German: Story = { args: { options: { language: 'de', path: `/dashboard/admin/support-tickets?id=${fixtureTickets()[1]!.id}` } }, globals: { language: 'de' } };
