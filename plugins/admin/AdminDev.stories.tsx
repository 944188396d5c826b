import type { Meta, StoryObj } from '@storybook/react';
import ExplorerScreen from './screens/dev/ExplorerScreen';
import AlertHistoryAllScreen from './screens/dev/AlertHistoryAllScreen';
import ManagedPortfolioScreen from './screens/dev/ManagedPortfolioScreen';
import { TypeScaleView } from './screens/dev/TypeScaleScreen';
import { DevPageGate } from './components/DevPageGate';
import { DevPagesStoryFrame, type DevPagesStoryOptions } from './testing/DevPagesStoryFrame';
import { themeTokensFixture } from './testing/devPagesFixtures';

/** The typescale page over fixture tokens (the page itself reads the loaded stylesheets). */
function TypeScaleFixture() {
  return <DevPageGate title="Type scale and colours" lead="" testId="dev-typescale"><TypeScaleView tokens={themeTokensFixture()} /></DevPageGate>;
}

/** The admins' dev-only pages (issue 28 scope 9) over fixture answers. */
function AdminDev({ screen, options }: { screen: 'explorer' | 'alertHistory' | 'typescale' | 'managedPortfolio'; options: DevPagesStoryOptions }) {
  const Screen = { explorer: ExplorerScreen, alertHistory: AlertHistoryAllScreen, typescale: TypeScaleFixture, managedPortfolio: ManagedPortfolioScreen }[screen];
  return <DevPagesStoryFrame options={options}><Screen /></DevPagesStoryFrame>;
}

const meta: Meta<typeof AdminDev> = { title: 'Plugins/Admin/Dev pages', component: AdminDev, args: { screen: 'explorer', options: {} } };
export default meta;

type Story = StoryObj<typeof AdminDev>;

/** /dashboard/explorer: pick a list model, its records in the engine's list, paged, a record as JSON. */
export const Explorer: Story = {};
/** /dashboard/alertHistory: every user's fired alerts. */
export const AlertHistory: Story = { args: { screen: 'alertHistory' } };
export const AlertHistoryGerman: Story = { args: { screen: 'alertHistory', options: { language: 'de' } }, globals: { language: 'de' } };
/** /dashboard/typescale over fixture tokens. */
export const TypeScale: Story = { args: { screen: 'typescale' } };
/** /dashboard/managedPortfolio: one model portfolio, the rule invested, the risk-adjusted variant in cash. */
export const ManagedPortfolio: Story = { args: { screen: 'managedPortfolio' } };
/** While the backtests compute (503). */
export const ManagedPortfolioComputing: Story = { args: { screen: 'managedPortfolio', options: { computing: true } } };
/** A member opening a dev page is sent to /dashboard. */
export const MemberRedirected: Story = { args: { screen: 'managedPortfolio', options: { member: true } } };
