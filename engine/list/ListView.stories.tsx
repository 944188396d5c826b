import type { Meta, StoryObj } from '@storybook/react';
import { ListView } from './ListView';
import { sampleListModel, sampleRows, SAMPLE_TODAY } from './testing/sampleListModel';
import { fixtureFor, shippedModel } from '../../models/fixtures';
import type { ListModel } from '../core/model/modelTypes';
import type { ListFixture } from '../core/model/modelFixture';
import type { CellEntry, CellRendererProps } from './cellTypes';
import { DEFAULT_CELLS } from './cellSet';
import { RANK, and, hasKey, isListKind, rankWith } from './testers';

const assetModel = shippedModel('ListModel', 'DomainAsset') as ListModel;
const assetFixture = fixtureFor('ListModel', 'DomainAsset') as ListFixture;
const signalModel = shippedModel('ListModel', 'ListUISignal') as ListModel;
const signalFixture = fixtureFor('ListModel', 'ListUISignal') as ListFixture;

/** A cell of the story's own set: the ticker in bold with its sector. */
function TickerWithSector({ value, row }: CellRendererProps) {
  return <span><strong>{String(value ?? '')}</strong> <small>{String(row.sector ?? '')}</small></span>;
}

/** The engine's cells plus one for the ticker column in lists of the kind 'watch' (the tester reads the context). */
const WATCH_CELLS: readonly CellEntry[] = [
  ...DEFAULT_CELLS,
  { name: 'story.ticker', tester: rankWith(RANK.PLUGIN, and(isListKind('watch'), hasKey('ticker'))), renderer: TickerWithSector },
];

const meta: Meta<typeof ListView> = {
  title: 'Engine/ListView',
  component: ListView,
  args: { model: assetModel, rows: assetFixture.rows, modules: ['FREE'], language: 'en', height: 320, today: SAMPLE_TODAY, rowId: (r) => String(r.ticker ?? r.id) },
};
export default meta;

type Story = StoryObj<typeof ListView>;

/** The shipped ticker table for a free user: no PREMIUM columns. */
export const TickersFree: Story = {};

/** The same rows for a Premium user: the long-term range, IV and gamma columns appear. */
export const TickersPremium: Story = { args: { modules: ['FREE', 'PREMIUM'] } };

export const TickersGerman: Story = { args: { language: 'de' } };

/** Signal list: rating badges, asc/desc sorting only. */
export const Signals: Story = { args: { model: signalModel, rows: signalFixture.rows, rowId: (r) => String(r.id) } };

export const SignalsColorblind: Story = { args: { model: signalModel, rows: signalFixture.rows, colorblind: true, rowId: (r) => String(r.id) } };

/** 2,000 rows and 30 columns, virtualised: the rows in view, and in each row the columns in view. */
export const TwoThousandRows: Story = { args: { model: sampleListModel, rows: sampleRows(2000), modules: ['FREE', 'PREMIUM'], height: 560, rowId: (r) => String(r.id) } };

/** A narrow list: scrolling sideways renders the columns that come into view; the row actions are always there. */
export const NarrowWithColumnsInView: Story = {
  args: { model: sampleListModel, rows: sampleRows(200), modules: ['FREE', 'ADMIN'], height: 320, rowId: (r) => String(r.id) },
  decorators: [(Story) => <div style={{ width: 640 }}><Story /></div>],
};

export const WithActiveFilters: Story = {
  args: {
    model: sampleListModel, rows: sampleRows(200), modules: ['FREE', 'PREMIUM'], rowId: (r) => String(r.id),
    initialFilters: [{ filterKey: 'hurst', type: 'above', val: 0.6 }],
  },
};

/** A list given its own cell set and kind: the ticker column renders with the set's cell. */
export const OwnCellSet: Story = { args: { cells: WATCH_CELLS, kind: 'watch' } };

/** The same set in a list of another kind: the tester does not apply, the engine's cells render. */
export const OwnCellSetOtherKind: Story = { args: { cells: WATCH_CELLS, kind: 'market' } };

export const Compact: Story = { args: { compact: true } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = { args: { rows: [], error: 'There was an error while loading the data.' } };
