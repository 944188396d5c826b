import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiCallError } from '../../../engine/data';
import type { NewsletterResponse } from '../../../contracts';
import { NewsletterSignup } from './NewsletterSignup';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from '../newsletter/NewsletterLinkPage';

type Outcome = 'success' | 'network' | 'failed' | 'pending';

const answer: NewsletterResponse = { success: true, message: 'Successfully subscribed! Please check your email to confirm.' };

/** The calls of a story: answered as the outcome says. */
function apiFor(outcome: Outcome) {
  const reply = (): Promise<NewsletterResponse> => {
    if (outcome === 'pending') return new Promise(() => undefined);
    if (outcome === 'network') return Promise.reject(new ApiCallError(0, 'Failed to fetch'));
    if (outcome === 'failed') return Promise.reject(new ApiCallError(500, 'broken'));
    return Promise.resolve(answer);
  };
  return { subscribe: reply, confirm: reply, unsubscribe: reply };
}

/** The landing page's newsletter signup (the messages show after a submit). */
function Signup({ outcome }: { outcome: Outcome }) {
  return <div className="site"><NewsletterSignup api={apiFor(outcome)} /></div>;
}

const meta: Meta<typeof Signup> = { title: 'Pages/NewsletterSignup', component: Signup, args: { outcome: 'success' } };
export default meta;

type Story = StoryObj<typeof Signup>;

export const Empty: Story = {};
export const German: Story = { globals: { language: 'de' } };
/** The confirmation link's page: confirmed. */
export const Confirmed: Story = {
  render: () => (
    <MemoryRouter initialEntries={['/newsletter/confirm?token=abc']}>
      <div className="site"><NewsletterConfirmPage api={apiFor('success')} /></div>
    </MemoryRouter>
  ),
};
/** The confirmation link's page: the link is not valid. */
export const ConfirmInvalid: Story = {
  render: () => (
    <MemoryRouter initialEntries={['/newsletter/confirm?token=abc']}>
      <div className="site"><NewsletterConfirmPage api={apiFor('failed')} /></div>
    </MemoryRouter>
  ),
};
/** The unsubscribe link's page. */
export const Unsubscribed: Story = {
  render: () => (
    <MemoryRouter initialEntries={['/newsletter/unsubscribe?token=abc']}>
      <div className="site"><NewsletterUnsubscribePage api={apiFor('success')} /></div>
    </MemoryRouter>
  ),
};
