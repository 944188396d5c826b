import type { Meta, StoryObj } from '@storybook/react';
import NewsletterAdminScreen from './screens/NewsletterAdminScreen';
import { NewsletterStoryFrame, type NewsletterStoryOptions } from './testing/NewsletterStoryFrame';

/** /dashboard/admin/newsletters over fixture previews. */
function NewsletterAdmin({ options }: { options: NewsletterStoryOptions }) {
  return <NewsletterStoryFrame options={options}><NewsletterAdminScreen /></NewsletterStoryFrame>;
}

const meta: Meta<typeof NewsletterAdmin> = { title: 'Plugins/NewsletterAdmin', component: NewsletterAdmin, args: { options: {} } };
export default meta;

type Story = StoryObj<typeof NewsletterAdmin>;

/** The next daily issue: subject, recipients, breaches and changes, the mail's text, "Send now". */
export const Daily: Story = {};
export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
export const Loading: Story = { args: { options: { pending: true } } };
/** Before the first market snapshot there is nothing to compose. */
export const MarketLoading: Story = { args: { options: { marketLoading: true } } };
export const Failed: Story = { args: { options: { fail: true } } };
