import type { Meta, StoryObj } from '@storybook/react';
import AlertDialog from './components/AlertDialog';
import { SaveProblemNote } from './components/SaveProblemNote';
import { tickerSeed } from './logic/alertDraft';
import { AlertsStoryFrame } from './testing/AlertsStoryFrame';
import { fixtureAlerts } from './testing/alertFixtures';
import type { AlertView } from '../../contracts';

const noop = () => undefined;
const alertNamed = (id: string): AlertView => fixtureAlerts().find((a) => a.id === id)!;

/** The create / edit dialog with the rules as the server enforces them. */
function Dialog({ alert, seed, language = 'en' }: { alert?: AlertView; seed?: ReturnType<typeof tickerSeed>; language?: 'en' | 'de' }) {
  return (
    <AlertsStoryFrame options={{ language }}>
      <AlertDialog {...(alert ? { alert } : {})} {...(seed ? { seed } : {})} limit={10} onClose={noop} />
    </AlertsStoryFrame>
  );
}

const meta: Meta<typeof Dialog> = { title: 'Plugins/Alerts/Alert dialog', component: Dialog };
export default meta;
type Story = StoryObj<typeof Dialog>;

/** From the detail page or a table row: the ticker, 'price crosses the short-term upper range' and a name; Save is the second click. */
export const QuickCreate: Story = { args: { seed: tickerSeed('SPY') } };

/** A new alert from the alerts screen: empty ticker, the defaults. */
export const Create: Story = {};

/** Editing a webhook alert that repeats with a cool-down (the webhook URL and the cool-down show). */
export const EditWebhook: Story = { args: { alert: alertNamed('a3') } };

/** A list's rating change (the list chosen from the user's lists). */
export const EditListRating: Story = { args: { alert: alertNamed('a2') } };

/** A saved scan's membership (the saved scans loaded from the scanner's filters). */
export const EditScan: Story = { args: { alert: alertNamed('a5') } };

/** An IV rank threshold (its bounds as the hint). */
export const EditThreshold: Story = { args: { alert: alertNamed('a4') } };

export const German: Story = { args: { seed: tickerSeed('SPY'), language: 'de' }, globals: { language: 'de' } };

/** The server's refusals in the form: the plan's limit (429) with the way to upgrade, and a rule's 400 message. */
export const ServerRefusals: StoryObj<typeof SaveProblemNote> = {
  render: () => (
    <AlertsStoryFrame>
      <SaveProblemNote problem={{ kind: 'limit' }} limit={3} />
      <SaveProblemNote problem={{ kind: 'rule', message: 'There is no ticker ZZZZ.' }} limit={3} />
    </AlertsStoryFrame>
  ),
};
