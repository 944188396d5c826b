import type { Meta, StoryObj } from '@storybook/react';
import ScannerScreen from './screens/ScannerScreen';
import ScannerTeaser from './screens/ScannerTeaser';
import { InvalidInputDialog } from './components/InvalidInputDialog';
import { SearchConfirmDialog } from './components/SearchConfirmDialog';
import { ScannerStoryFrame, type ScannerStoryOptions } from './testing/ScannerStoryFrame';

const SCREENS = { scanner: ScannerScreen, teaser: ScannerTeaser } as const;

/** The scanner screen (or its teaser) over fixture answers, for a user of a plan. */
function ScannerStory({ screen, options }: { screen: keyof typeof SCREENS; options: ScannerStoryOptions }) {
  const Screen = SCREENS[screen];
  return <ScannerStoryFrame options={options}><Screen /></ScannerStoryFrame>;
}

const meta: Meta<typeof ScannerStory> = {
  title: 'Plugins/Scanner',
  component: ScannerStory,
  args: { screen: 'scanner', options: {} },
};
export default meta;

type Story = StoryObj<typeof ScannerStory>;

/** A Premium user: seven saved filters (five and See More), the examples, the last search loaded into the panel and its results. */
export const Premium: Story = {};

/** Basic: no PREMIUM filters or columns; the upside/downside ratio instead of the position; no tokens. */
export const BasicRatio: Story = { args: { options: { plan: 'basic', settings: { rangePosAsPercent: false }, tokenBalance: 0, saved: 2 } } };

/** A user the saved-filter model refuses: no saved filters and no Save. */
export const WithoutSavedFilters: Story = { args: { options: { refuseSavedModel: true } } };

/** A user who has never searched and saved nothing. */
export const FirstVisit: Story = { args: { options: { searched: false, saved: 0 } } };

/** While the last results are on their way: the skeleton. */
export const Loading: Story = { args: { options: { pending: true } } };

/** The market data is being updated. */
export const MarketUpdating: Story = { args: { options: { updating: true } } };

export const German: Story = { args: { options: { plan: 'elite', language: 'de' } }, globals: { language: 'de' } };

/** What a free user (the preview module) sees instead. */
export const Teaser: Story = { args: { screen: 'teaser', options: { plan: 'demo' } } };

export const InvalidInput: StoryObj<typeof InvalidInputDialog> = {
  render: () => (
    <InvalidInputDialog onClose={() => undefined} lines={[
      { filterKey: 'h256', label: 'Hurst 1 year (h256)', message: 'Hurst Value needs to be between 0 and 1' },
      { filterKey: 'upside', label: 'Upside (%)', message: 'Please enter a minimum and a maximum.' },
    ]} />
  ),
};

export const ConfirmSearch: StoryObj<typeof SearchConfirmDialog> = {
  render: () => <ScannerStoryFrame><SearchConfirmDialog tokenBalance={4} onConfirm={() => undefined} onCancel={() => undefined} /></ScannerStoryFrame>,
};
