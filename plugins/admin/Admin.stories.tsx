import type { Meta, StoryObj } from '@storybook/react';
import UserAdminScreen from './screens/UserAdminScreen';
import AuditLogScreen from './screens/AuditLogScreen';
import ExportByTierScreen from './screens/ExportByTierScreen';
import SystemAdminScreen from './screens/SystemAdminScreen';
import CouponsScreen from './screens/CouponsScreen';
import { UsageAnalysisView } from './components/UsageAnalysisView';
import { AdminStoryFrame, type AdminStoryOptions } from './testing/AdminStoryFrame';
import { usageFixture } from './testing/adminFixtures';

/** The admin tools over fixture answers. */
function Admin({ screen, options }: { screen: 'userAdmin' | 'auditLog' | 'export' | 'system' | 'coupons'; options: AdminStoryOptions }) {
  const Screen = { userAdmin: UserAdminScreen, auditLog: AuditLogScreen, export: ExportByTierScreen, system: SystemAdminScreen, coupons: CouponsScreen }[screen];
  return <AdminStoryFrame options={options}><Screen /></AdminStoryFrame>;
}

const meta: Meta<typeof Admin> = { title: 'Plugins/Admin', component: Admin, args: { screen: 'userAdmin', options: {} } };
export default meta;

type Story = StoryObj<typeof Admin>;

/** /dashboard/useradmin before a user is loaded (the catalogue below). */
export const UserAdmin: Story = {};
export const UserAdminGerman: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
/** Every action of a user fails with the screen's error text. */
export const UserAdminFailing: Story = { args: { options: { fail: ['/userAdmin/forceLogout', '/userAdmin/addRT'] } } };
/** /dashboard/auditLog. */
export const AuditLog: Story = { args: { screen: 'auditLog' } };
export const AuditLogEmpty: Story = { args: { screen: 'auditLog', options: { emptyLog: true } } };
/** /dashboard/export-by-tier (the story's secret token is "story-token"). */
export const ExportByTier: Story = { args: { screen: 'export' } };
/** A member opening the export is sent to /dashboard. */
export const ExportByTierMember: Story = { args: { screen: 'export', options: { member: true } } };
/** /dashboard/sysadmin: the time-left check and the integrity check (one planted problem). */
export const SystemAdmin: Story = { args: { screen: 'system' } };
/** 'Create Coupon': the form and the list (one active, one deactivated). */
export const Coupons: Story = { args: { screen: 'coupons' } };
/** The usage analysis on its own. */
export const UsageAnalysis: Story = { render: () => <AdminStoryFrame><UsageAnalysisView analysis={usageFixture()} /></AdminStoryFrame> };
