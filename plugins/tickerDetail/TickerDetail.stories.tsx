import type { Meta, StoryObj } from '@storybook/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DetailOverview } from './DetailOverview';
import { PriceChart } from './chart/PriceChart';
import { chartTheme } from './chart/chartTheme';
import { DetailApiProvider } from './data/DetailApiContext';
import type { DetailApi } from './data/detailApi';
import { LOADING } from './data/useLoadable';
import { detailAsset, fixtureCandles, fixtureDetailApi, fixtureHurst, fixtureSignals, previewAsset } from './fixtures/detailFixtures';
import { detailFormat } from './model/detailFormat';
import { UnexpectedAnswer } from './model/analytics';
import { listOptions } from './addToList';
import { AddToListMenu } from './parts/AddToListMenu';
import { CorrelationCard, HurstCard } from './parts/AnalyticsCards';
import { DetailHeader } from './parts/DetailHeader';
import { DetailMessage } from './parts/DetailMessage';
import { PriceRangeCard } from './parts/PriceRangeCard';
import { RealtimeButton } from './parts/RealtimeButton';
import { RecentChanges } from './parts/RecentChanges';
import { RevealPanel } from './parts/RevealPanel';
import { RelativeVolumeTable } from './parts/RowTables';
import './detail.css';

/** The ticker detail page's parts, fed by the model fixtures (DomainAsset, ListUISignal, DomainPreviewAsset). */
function Frame({ children, api = fixtureDetailApi() }: { children: ReactNode; api?: DetailApi }) {
  return (
    <MemoryRouter>
      <DetailApiProvider api={api}>
        <div className="detail">{children}</div>
      </DetailApiProvider>
    </MemoryRouter>
  );
}

const meta: Meta<typeof Frame> = { title: 'Plugins/TickerDetail', component: Frame };
export default meta;
type Story = StoryObj<typeof Frame>;

const f = detailFormat('en-US');
const spy = detailAsset('SPY');
const source = 'Demo data · Close of 11/20/2026';
const theme = chartTheme(false, false);
const user = { dashboardList: { includedTicker: ['SPY', 'QQQ'] }, watchlists: { regular: [{ name: 'ETFS', includedTicker: ['GLD'] }], crypto: [] } };
const noop = async () => undefined;

const actions = (
  <>
    <AddToListMenu ticker="SPY" options={listOptions(user, 'SPY', false)} onAdd={noop} />
    <RealtimeButton ticker="SPY" tokenBalance={50} noRealtime={false} onLoad={noop} />
  </>
);

const overview = (premium: boolean) => (
  <DetailOverview asset={spy} f={f} crypto={false} premium={premium} canOpenVolatility={premium} asPercent theme={theme} compact={false} source={source} actions={actions} />
);

export const OverviewPremium: Story = {
  render: () => (
    <Frame>
      <DetailHeader ticker="SPY" display="SPY" name={spy.name} exchange="ARCA" backTo="/dashboard/portfolio" source={source}
        tabs={{ overview: '/x', recentChanges: '/x?view=recent-changes', current: 'overview' }}
        walk={{ list: 'Portfolio', neighbours: { previous: 'QQQ', next: null, position: 2, count: 2 }, pathOf: (t) => `/dashboard/detail/${t}/overview` }} />
      {overview(true)}
    </Frame>
  ),
};

export const OverviewFree: Story = { render: () => <Frame>{overview(false)}</Frame> };

export const PriceCardAsRatio: Story = {
  render: () => <Frame><PriceRangeCard asset={detailAsset('AAPL', { upsideDownsideRatio: 1000, positionOnRange: -4 })} f={f} asPercent={false} source={source} actions={actions} /></Frame>,
};

export const ChartLoading: Story = { render: () => <Frame><PriceChart ticker="SPY" candles={LOADING} levels={[]} theme={theme} source={source} /></Frame> };
export const ChartNoData: Story = { render: () => <Frame><PriceChart ticker="SPY" candles={{ status: 'ready', data: [] }} levels={[]} theme={theme} source={source} /></Frame> };
export const ChartFailed: Story = {
  render: () => <Frame><PriceChart ticker="SPY" candles={{ status: 'error', error: new Error('Gateway Timeout') }} levels={[]} theme={theme} source={source} /></Frame>,
};
export const ChartPairAsLineDark: Story = {
  render: () => (
    <Frame>
      <PriceChart ticker="^VVIX:^VIX" candles={{ status: 'ready', data: fixtureCandles(5.6) }} theme={chartTheme(true, false)} source={source} initialTimeframe="6M"
        levels={[{ name: 'Range High', value: 5.9, kind: 'rangeHigh' }, { name: 'Range Low', value: 5.2, kind: 'rangeLow' }]} />
    </Frame>
  ),
};

export const RevealStock: Story = {
  render: () => <Frame><RevealPanel asset={previewAsset('AAPL', 'Apple Inc.', 207.82)} f={f} canReveal remaining={3} source={source} onReveal={noop} /></Frame>,
};
export const RevealCryptoWithoutModule: Story = {
  render: () => <Frame><RevealPanel asset={previewAsset('CRYPTO.BTC', 'Bitcoin', 128965.3, 'crypto')} f={f} canReveal={false} remaining={0} source={source} onReveal={noop} /></Frame>,
};

export const RecentChangesList: Story = { render: () => <Frame><RecentChanges state={{ status: 'ready', data: fixtureSignals('SPY') }} f={f} source={source} /></Frame> };
export const RecentChangesEmpty: Story = { render: () => <Frame><RecentChanges state={{ status: 'ready', data: [] }} f={f} source={source} /></Frame> };

export const BoxErrors: Story = {
  render: () => (
    <Frame>
      <CorrelationCard state={{ status: 'error', error: new Error('503') }} f={f} source={source} />
      <CorrelationCard state={{ status: 'error', error: new UnexpectedAnswer('no row') }} f={f} source={source} />
      <HurstCard state={{ status: 'error', error: new Error('409') }} f={f} source={source} />
      <HurstCard state={{ status: 'ready', data: fixtureHurst() }} f={f} source={source} />
      <RelativeVolumeTable asset={detailAsset('^VVIX:^VIX', { relativeVolume: { previousDayVolume: null, vsDayPrior: null, vs1M: null, vs3M: null, vs6M: null, vs12M: null } })} f={f} source={source} />
    </Frame>
  ),
};

export const Messages: Story = {
  render: () => (
    <Frame>
      <DetailMessage kind="unknown" ticker="XYZQ" />
      <DetailMessage kind="splitError" ticker="ACME" />
      <DetailMessage kind="marketLoading" ticker="SPY" />
      <DetailMessage kind="failed" ticker="SPY" onRetry={() => undefined} />
    </Frame>
  ),
};
