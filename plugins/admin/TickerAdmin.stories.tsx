import { useCallback } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { SignedInFrame } from '../summary';
import TickerAddScreen from './screens/TickerAddScreen';
import AssetActionsScreen from './screens/AssetActionsScreen';
import { tickerAdminProvider, type TickerAdminStoryOptions } from './testing/tickerAdminFixtures';

const ADMIN = ['ADMIN'] as const;

/** 'Add new Tickers' (upload, data sources, reported tickers) and 'Asset Actions' (the split queue) over fixtures. */
function TickerAdmin({ screen, options, language }: { screen: 'tickerAdd' | 'assetActions'; options: TickerAdminStoryOptions; language?: 'en' | 'de' }) {
  const provider = useCallback(() => tickerAdminProvider(options), [options]);
  const Screen = screen === 'tickerAdd' ? TickerAddScreen : AssetActionsScreen;
  return (
    <SignedInFrame provider={provider} plan="elite" language={language} extraModules={ADMIN}>
      <MemoryRouter initialEntries={['/dashboard/tickerAddAdmin']}><main><Screen /></main></MemoryRouter>
    </SignedInFrame>
  );
}

const meta: Meta<typeof TickerAdmin> = { title: 'Plugins/Admin/Tickers', component: TickerAdmin, args: { screen: 'tickerAdd', options: {} } };
export default meta;

type Story = StoryObj<typeof TickerAdmin>;

/** /dashboard/tickerAddAdmin: the upload form, three tickers with imported data (one routed to the demo data) and two open reports. */
export const AddNewTickers: Story = {};
export const AddNewTickersGerman: Story = { args: { language: 'de' }, globals: { language: 'de' } };
/** Nothing imported and nothing reported yet. */
export const AddNewTickersEmpty: Story = { args: { options: { empty: true } } };
/** Choosing a file and uploading it answers a refusal with the file's line and reason. */
export const UploadRefused: Story = { args: { options: { refuseUpload: true } } };
/** The lists cannot be loaded. */
export const AddNewTickersFailing: Story = { args: { options: { fail: ['/tickerAdmin/sources', '/brokenTicker'] } } };
/** /dashboard/assetActions: a suspected 2:1 split of imported data and a demo-data one that can only be dismissed. */
export const AssetActions: Story = { args: { screen: 'assetActions' } };
export const AssetActionsGerman: Story = { args: { screen: 'assetActions', language: 'de' }, globals: { language: 'de' } };
export const AssetActionsEmpty: Story = { args: { screen: 'assetActions', options: { empty: true } } };
