import type { Meta, StoryObj } from '@storybook/react';
import { observer } from 'mobx-react-lite';
import PortfolioScreen from './screens/PortfolioScreen';
import WatchlistsScreen from './screens/WatchlistsScreen';
import CryptoMarketScreen from './screens/CryptoMarketScreen';
import CryptoWatchlistsScreen from './screens/CryptoWatchlistsScreen';
import FuturesScreen from './screens/FuturesScreen';
import FuturesTeaser from './screens/FuturesTeaser';
import { IsinNotFoundModal } from './components/IsinNotFoundModal';
import { TablesStoryFrame, type StoryOptions } from './testing/StoryFrame';

type Screen = 'portfolio' | 'watchlists' | 'cryptoMarket' | 'cryptoWatchlists' | 'futures' | 'futuresTeaser';
const SCREENS = {
  portfolio: PortfolioScreen, watchlists: WatchlistsScreen, cryptoMarket: CryptoMarketScreen,
  cryptoWatchlists: CryptoWatchlistsScreen, futures: FuturesScreen, futuresTeaser: FuturesTeaser,
} as const;

/** A tables screen over the DomainAsset model and fixture rows (testing/assetFixtures.ts), for a user of a plan. */
const TablesScreen = observer(function TablesScreen({ screen, options }: { screen: Screen; options: StoryOptions }) {
  const Screen = SCREENS[screen];
  return <TablesStoryFrame options={options}><Screen /></TablesStoryFrame>;
});

const meta: Meta<typeof TablesScreen> = {
  title: 'Plugins/TickerTables',
  component: TablesScreen,
  args: { screen: 'portfolio', options: {} },
};
export default meta;

type Story = StoryObj<typeof TablesScreen>;

/** A free user's portfolio: GENERAL columns, a row not revealed, '> 100' and '< 0', 'high Hurst'. */
export const PortfolioFree: Story = {};

/** A Premium user sees the long-term range, IV and gamma columns. */
export const PortfolioPremium: Story = { args: { options: { plan: 'premium' } } };

/** The range position as the upside/downside ratio (settings.rangePosAsPercent off). */
export const PortfolioRatio: Story = { args: { options: { plan: 'premium', settings: { rangePosAsPercent: false } } } };

/** Row states: Loading, ERROR with its retry, 'Out of tickers for this month'. */
export const RowStates: Story = { args: { options: { loading: ['QQQ'], errors: ['GLD'], outOfTickers: ['TLT'] } } };

export const PortfolioGerman: Story = { args: { options: { plan: 'elite', language: 'de' } }, globals: { language: 'de' } };

export const PortfolioCompact: Story = { args: { options: { plan: 'elite', settings: { compactModeStatus: true, colorblindModeStatus: true } } } };

/** Seven watchlists: five tabs and See More; the menu and the create input. */
export const Watchlists: Story = { args: { screen: 'watchlists', options: { plan: 'premium' } } };

/** The crypto market: BASE/USD tickers, 3 decimals, no IV and gamma columns. */
export const CryptoMarket: Story = { args: { screen: 'cryptoMarket', options: { plan: 'elite' } } };

export const CryptoWatchlists: Story = { args: { screen: 'cryptoWatchlists', options: { plan: 'elite' } } };

/** Without the Crypto module: the offer of the plans or the crypto subscription. */
export const CryptoLocked: Story = { args: { screen: 'cryptoMarket', options: { plan: 'premium' } } };

/** The read-only futures table: no add input, no remove, no daily change or gamma. */
export const Futures: Story = { args: { screen: 'futures', options: { plan: 'elite' } } };

export const FuturesPreview: Story = { args: { screen: 'futuresTeaser', options: { plan: 'premium' } } };

export const IsinNotFound: StoryObj<typeof IsinNotFoundModal> = {
  render: () => <div><p>The table behind the modal.</p><IsinNotFoundModal isin="US0000000000" onClose={() => undefined} /></div>,
};
