import type { Meta, StoryObj } from '@storybook/react';
import CacheAdminScreen from './screens/CacheAdminScreen';
import SearchAdminScreen from './screens/SearchAdminScreen';
import SystemAdminScreen from './screens/SystemAdminScreen';
import { SnapshotProgress } from './components/SnapshotProgress';
import { AdminStoryFrame, type AdminStoryOptions } from './testing/AdminStoryFrame';

/** The cache admin, search admin and system admin screens (issue 28 scopes 3 and 4) over fixture answers. */
function SystemTools({ screen, options }: { screen: 'cache' | 'search' | 'system'; options: AdminStoryOptions }) {
  const Screen = { cache: CacheAdminScreen, search: SearchAdminScreen, system: SystemAdminScreen }[screen];
  return <AdminStoryFrame options={options}><Screen /></AdminStoryFrame>;
}

const meta: Meta<typeof SystemTools> = { title: 'Plugins/Admin/System tools', component: SystemTools, args: { screen: 'cache', options: {} } };
export default meta;

type Story = StoryObj<typeof SystemTools>;

/** /dashboard/cacheAdmin: the snapshot is ready; the caches with their sizes. */
export const CacheAdmin: Story = {};
export const CacheAdminGerman: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
/** A snapshot computing: its progress (the screen asks again every second). */
export const CacheAdminRefreshing: Story = { args: { options: { snapshotRunning: true } } };
/** The status cannot be loaded. */
export const CacheAdminFailing: Story = { args: { options: { fail: ['/admin/cacheStatus'] } } };
/** /dashboard/searchAdmin before a search. */
export const SearchAdmin: Story = { args: { screen: 'search' } };
export const SearchAdminGerman: Story = { args: { screen: 'search', options: { language: 'de' } }, globals: { language: 'de' } };
/** /dashboard/sysadmin of an admin with DEV_ONLY: the reload card and the developer playground. */
export const SystemAdminWithPlayground: Story = { args: { screen: 'system', options: { devOnly: true } } };
/** The progress line on its own: at the start, and halfway. */
export const ProgressStarting: Story = { render: () => <AdminStoryFrame><SnapshotProgress progress={null} /></AdminStoryFrame> };
export const ProgressHalfway: Story = { render: () => <AdminStoryFrame><SnapshotProgress progress={{ done: 1500, total: 3000 }} /></AdminStoryFrame> };
