import type { Meta, StoryObj } from '@storybook/react';
import { useCallback } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiCallError, testDataProvider, type DataProvider } from '../../engine/data';
import { SignedInFrame } from '../summary';
import SubscriptionUserSearchScreen from './screens/SubscriptionUserSearchScreen';
import AccountingAdminScreen from './screens/AccountingAdminScreen';
import NotificationAdminScreen from './screens/NotificationAdminScreen';
import { localSubscriptionsFixture, notificationsFixture, stripeDiffFixture } from './testing/adminOperationsFixtures';

type Screen = 'subscriptions' | 'accounting' | 'notifications';

/** The subscription search, accounting and notification admin over fixture answers; `failing` makes every call fail. */
function provider(failing: boolean): DataProvider {
  return testDataProvider({
    request: (async (path: string) => {
      if (failing) throw new ApiCallError(500, 'The server is away');
      const bare = path.split('?')[0]!;
      if (bare === '/admin/localSubscriptions') return { subscriptions: localSubscriptionsFixture() };
      if (bare === '/accounting/sheet') throw new ApiCallError(403, 'The master key is wrong.');
      if (bare === '/accounting/importStripeDataDiff') return stripeDiffFixture();
      if (bare === '/notificationAdmin/notifications') return { notifications: notificationsFixture() };
      if (bare.startsWith('/notificationAdmin/')) return { notification: notificationsFixture()[0] };
      throw new Error(`the story has no answer for ${path}`);
    }) as DataProvider['request'],
    getList: (async () => ({ rows: [{ username: 'annamember', email: 'anna@example.com', plan: 'premium', subscriptionId: localSubscriptionsFixture()[0]!.id }], total: 1 })) as DataProvider['getList'],
  });
}

function Operations({ screen, failing = false, language }: { screen: Screen; failing?: boolean; language?: 'en' | 'de' }) {
  const make = useCallback(() => provider(failing), [failing]);
  const Screen = { subscriptions: SubscriptionUserSearchScreen, accounting: AccountingAdminScreen, notifications: NotificationAdminScreen }[screen];
  return (
    <SignedInFrame provider={make} plan="elite" language={language} extraModules={['ADMIN']}>
      <MemoryRouter><main><Screen /></main></MemoryRouter>
    </SignedInFrame>
  );
}

const meta: Meta<typeof Operations> = { title: 'Plugins/Admin/Operations', component: Operations, args: { screen: 'subscriptions' } };
export default meta;
type Story = StoryObj<typeof Operations>;

/** /dashboard/subscription-user-search with the local subscriptions. */
export const SubscriptionSearch: Story = {};
export const SubscriptionSearchFailing: Story = { args: { failing: true } };
/** /dashboard/accountingAdmin (the story refuses every master key). */
export const Accounting: Story = { args: { screen: 'accounting' } };
export const AccountingGerman: Story = { args: { screen: 'accounting', language: 'de' }, globals: { language: 'de' } };
/** /dashboard/notificationAdmin: a draft, a scheduled, a sent and a failed notification. */
export const Notifications: Story = { args: { screen: 'notifications' } };
export const NotificationsFailing: Story = { args: { screen: 'notifications', failing: true } };
