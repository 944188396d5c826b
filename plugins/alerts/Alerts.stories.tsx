import type { Meta, StoryObj } from '@storybook/react';
import { AlertsPage } from './components/AlertsPage';
import { AlertsStoryFrame, type AlertsStoryOptions } from './testing/AlertsStoryFrame';
import { fixtureList } from './testing/alertFixtures';

/** 'Fractal Range Alerts' over the fixture alerts (one of each condition type and status). */
function Alerts({ options }: { options: AlertsStoryOptions }) {
  return <AlertsStoryFrame options={options}><AlertsPage /></AlertsStoryFrame>;
}

const meta: Meta<typeof Alerts> = {
  title: 'Plugins/Alerts/Fractal Range Alerts',
  component: Alerts,
  args: { options: {} },
};
export default meta;

type Story = StoryObj<typeof Alerts>;

/** The user's alerts: name, target, condition in words, channels, status with pause / resume, last fired; the count against the plan. */
export const List: Story = {};

/** No alert yet: the empty state says where alerts come from. */
export const Empty: Story = { args: { options: { list: fixtureList([], 3), plan: 'demo' } } };

/** No webhook secret yet: 'Generate secret'. */
export const NoWebhookSecret: Story = { args: { options: { secret: { exists: false, createdAt: null } } } };

/** The list call failed: the message and Try again. */
export const Failed: Story = { args: { options: { list: 'failed' } } };

export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
