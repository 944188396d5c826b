import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { fixtureFor, shippedModel } from '../../models/fixtures';
import type { ListModel, ListFixture } from '../../engine/core';
import enModels from '../../locales/en/models.json';
import { BatchImportForm } from './import/BatchImportForm';
import { NewTickersDialog } from './import/NewTickersDialog';
import type { ImportTarget } from './import/importRules';
import { DataLoadingDialog, ExportFormatDialog, ExportOverlay } from './export/ExportDialogs';
import { exportSettingsOf } from './export/exportPlan';
import { TableSettingsForm, type ChoosableColumn } from './display/TableSettingsForm';
import { TablePreviewView } from './display/TablePreview';
import { draftOf, type DisplayDraft } from './display/displayDraft';
import { selectableColumns, tableDisplayOf } from './display/tableDisplay';
import type { UserList } from './userLists';

const assetModel = shippedModel('ListModel', 'DomainAsset') as ListModel;
const assetRows = (fixtureFor('ListModel', 'DomainAsset') as ListFixture).rows;
const labels = enModels.DomainAsset.col as Record<string, string>;

const watchlists: UserList[] = [
  { kind: 'watchlist', name: 'DIVIDENDS', tickers: ['KO', 'PG'], wlType: 'GENERAL' },
  { kind: 'watchlist', name: 'TECH', tickers: ['AAPL', 'MSFT'], wlType: 'GENERAL' },
  { kind: 'watchlist', name: 'COINS', tickers: ['CRYPTO.BTC'], wlType: 'CRYPTO' },
];

/** The page behind a dialog, so that the story has content of its own. */
const Page = ({ children }: { children?: React.ReactNode }) => (
  <div>
    <p>The table behind the dialog.</p>
    {children}
  </div>
);

function ImportForm({ initial, text = '', error = null, busy = false }: { initial: ImportTarget; text?: string; error?: { key: string } | null; busy?: boolean }) {
  const [target, setTarget] = useState<ImportTarget>(initial);
  const [value, setValue] = useState(text);
  return (
    <BatchImportForm
      watchlists={watchlists}
      target={target}
      onTarget={setTarget}
      text={value}
      onText={(v) => setValue(v.toUpperCase())}
      onBlur={() => undefined}
      onSubmit={() => undefined}
      error={error}
      busy={busy}
      remaining={47}
    />
  );
}

function TableSettings({ modules, settings = {} }: { modules: string[]; settings?: Record<string, unknown> }) {
  const selectable = selectableColumns(assetModel, modules);
  const [draft, setDraft] = useState<DisplayDraft>(() => draftOf(settings, selectable));
  const columns: ChoosableColumn[] = selectable.map((c) => ({ key: c.key, label: labels[c.key.replace(/\./g, '_')] ?? c.key, group: c.group === 'PREMIUM' ? 'PREMIUM' : 'GENERAL' }));
  return <TableSettingsForm columns={columns} premium={modules.includes('PREMIUM')} draft={draft} onChange={setDraft} onSave={() => undefined} onReset={() => undefined} status="idle" />;
}

const meta: Meta = { title: 'Plugins/ListTools' };
export default meta;
type Story = StoryObj;

/** The batch import into the portfolio, with pasted tickers. */
export const ImportIntoPortfolio: Story = { render: () => <ImportForm initial={{ kind: 'portfolio' }} text="AAPL, MSFT, NVDA" /> };

/** A new watchlist without a name: the spec's message. */
export const ImportNewWatchlistError: Story = {
  render: () => <ImportForm initial={{ kind: 'newWatchlist', name: '' }} text="AAPL" error={{ key: 'import.errors.noName' }} />,
};

export const ImportEmptyError: Story = { render: () => <ImportForm initial={{ kind: 'watchlist', name: 'TECH', wlType: 'GENERAL' }} error={{ key: 'import.errors.noTickers' }} /> };

export const ImportBusy: Story = { render: () => <ImportForm initial={{ kind: 'portfolio' }} text="AAPL" busy /> };

/** 'New tickers added', with everything that was not added and why. */
export const NewTickersAdded: Story = {
  render: () => (
    <Page>
      <NewTickersDialog
        listName="Portfolio"
        onClose={() => undefined}
        outcome={{ added: ['AAPL', 'NVDA', 'SPY'], alreadyInList: ['MSFT'], notFound: ['NOPE'], invalid: ['TWO WORDS'], unresolvedIsins: ['XS0000000009'], eodRequestsUsed: 2, limitReached: [] }}
      />
    </Page>
  ),
};

export const NothingNewAdded: Story = {
  render: () => (
    <Page>
      <NewTickersDialog listName="TECH" onClose={() => undefined} outcome={{ added: [], alreadyInList: ['AAPL', 'MSFT'], notFound: [], invalid: [], unresolvedIsins: [], eodRequestsUsed: 0, limitReached: [] }} />
    </Page>
  ),
};

/** The export format popup with the default settings (Excel first). */
export const ExportFormat: Story = { render: () => <Page><ExportFormatDialog settings={exportSettingsOf({})} onChoose={() => undefined} onCancel={() => undefined} /></Page> };

/** PDF preferred, Excel written as CSV with '|'. */
export const ExportFormatCsv: Story = {
  render: () => <Page><ExportFormatDialog settings={exportSettingsOf({ exportFormat: 'PDF', excelExportFormat: 'CSV', csvSeparator: '|' })} onChoose={() => undefined} onCancel={() => undefined} /></Page>,
};

export const DataLoading: Story = { render: () => <Page><DataLoadingDialog onLater={() => undefined} onNow={() => undefined} /></Page> };

export const Exporting: Story = { render: () => <Page><ExportOverlay /></Page> };

/** Display settings of a free user: no PREMIUM columns offered. */
export const TableSettingsFree: Story = { render: () => <TableSettings modules={['FREE']} /> };

export const TableSettingsPremium: Story = {
  render: () => <TableSettings modules={['FREE', 'PREMIUM']} settings={{ activeColumns: ['name', 'latestPrice', 'volData.currentIVRank'], rangePosAsPercent: false, excelExportFormat: 'CSV' }} />,
};

export const TablePreviewChosenColumns: Story = {
  render: () => (
    <TablePreviewView
      model={assetModel}
      rows={assetRows}
      modules={['FREE', 'PREMIUM']}
      language="en"
      display={tableDisplayOf({ activeColumns: ['name', 'latestPrice', 'stRange.upsideDownsideRatio', 'overallTARating'], rangePosAsPercent: false })}
    />
  ),
};
