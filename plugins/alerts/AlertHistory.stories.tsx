import type { Meta, StoryObj } from '@storybook/react';
import { AlertHistoryPage } from './components/AlertHistoryPage';
import { AlertToasts } from './components/AlertToasts';
import { AlertFeed } from './state/alertFeed';
import { AlertsStoryFrame, type AlertsStoryOptions } from './testing/AlertsStoryFrame';
import { fixtureHistory } from './testing/alertFixtures';

/** 'Alert-History' over the fixture entries (every delivery outcome). */
function History({ options }: { options: AlertsStoryOptions }) {
  return <AlertsStoryFrame options={options}><AlertHistoryPage feed={new AlertFeed()} /></AlertsStoryFrame>;
}

const meta: Meta<typeof History> = { title: 'Plugins/Alerts/Alert-History', component: History, args: { options: {} } };
export default meta;
type Story = StoryObj<typeof History>;

/** Time, ticker, alert, condition, value, level and each channel's delivery (outcome, attempts, last error). */
export const Entries: Story = {};

/** Nothing fired in the period. */
export const Empty: Story = { args: { options: { history: [] } } };

export const Failed: Story = { args: { options: { history: 'failed' } } };

export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };

/** The notifications of fired alerts, over every screen. */
export const Notifications: StoryObj<typeof AlertToasts> = {
  render: () => {
    const feed = new AlertFeed();
    fixtureHistory().slice(0, 2).forEach(feed.fired);
    return <AlertsStoryFrame><AlertToasts feed={feed} /></AlertsStoryFrame>;
  },
};
