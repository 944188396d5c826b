import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentType } from 'react';
import HomeWidgets from './components/HomeWidgets';
import { EconomicEvents } from './widgets/EconomicEvents';
import { FaqTeaser } from './widgets/FaqTeaser';
import { GammaAtOpen } from './widgets/GammaAtOpen';
import { HomeStrip } from './widgets/HomeStrip';
import { LatestChanges } from './widgets/LatestChanges';
import { MainMarkets } from './widgets/MainMarkets';
import { MostWatched } from './widgets/MostWatched';
import { TopMine } from './widgets/TopMine';
import { HomeStoryFrame, type HomeStoryOptions } from './testing/HomeStoryFrame';

const WIDGETS = { all: HomeWidgets, strip: HomeStrip, markets: MainMarkets, top: TopMine, signals: LatestChanges, events: EconomicEvents, gamma: GammaAtOpen, faq: FaqTeaser, cloud: MostWatched } as const;

/** One widget of the home (or all of them) over the fixture answers. */
function Home({ widget, options }: { widget: keyof typeof WIDGETS; options: HomeStoryOptions }) {
  const Widget: ComponentType = WIDGETS[widget];
  return <HomeStoryFrame options={options}><Widget /></HomeStoryFrame>;
}

const meta: Meta<typeof Home> = {
  title: 'Plugins/Home',
  component: Home,
  args: { widget: 'all', options: {} },
};
export default meta;

type Story = StoryObj<typeof Home>;

/** Every widget, each loaded on its own. */
export const AllWidgets: Story = {};
/** Every widget in German. */
export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
/** The gamma call failed: its own error; every other widget shows its data. */
export const OneWidgetFailed: Story = { args: { options: { fail: ['/gamma-overview'] } } };

export const Strip: Story = { args: { widget: 'strip' } };
export const StripLoading: Story = { args: { widget: 'strip', options: { pending: ['/home/strip'] } } };
export const StripFailed: Story = { args: { widget: 'strip', options: { fail: ['/home/strip'] } } };
export const MainMarketsTable: Story = { args: { widget: 'markets' } };
export const MainMarketsFailed: Story = { args: { widget: 'markets', options: { fail: ['/home/main-markets'] } } };
export const TopInMyPortfolio: Story = { args: { widget: 'top' } };
/** A free user: the premium-needed state with the way to the plans. */
export const TopPremiumNeeded: Story = { args: { widget: 'top', options: { plan: 'demo' } } };
export const TopLoading: Story = { args: { widget: 'top', options: { pending: ['/summary/top'] } } };
export const SignalChanges: Story = { args: { widget: 'signals' } };
export const SignalChangesFailed: Story = { args: { widget: 'signals', options: { fail: ['/list/ListUISignal'] } } };
export const Events: Story = { args: { widget: 'events' } };
export const NoEvents: Story = { args: { widget: 'events', options: { noEvents: true } } };
export const EventsFailed: Story = { args: { widget: 'events', options: { fail: ['/list/EconomicEvents'] } } };
export const GammaAtOpenLevels: Story = { args: { widget: 'gamma' } };
/** No gamma levels known: 'Sorry, the Gamma Data is not available right now...'. */
export const GammaUnavailable: Story = { args: { widget: 'gamma', options: { noGamma: true } } };
export const Faq: Story = { args: { widget: 'faq' } };
export const MostWatchedCloud: Story = { args: { widget: 'cloud' } };
export const MostWatchedFailed: Story = { args: { widget: 'cloud', options: { fail: ['/home/most-watched'] } } };
