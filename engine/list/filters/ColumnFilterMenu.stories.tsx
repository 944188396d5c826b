import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { useTranslation } from 'react-i18next';
import { ColumnFilterMenu } from './ColumnFilterMenu';
import { DEFAULT_FILTER_EDITORS, pickFilterEditor } from './filterEditors';
import { sampleListModel, SAMPLE_TODAY } from '../testing/sampleListModel';
import type { FilterQuery } from '../../core/filters/filterQuery';
import type { ListColumn } from '../../core/model/modelTypes';

/** One column's filter dropdown, open on its own, for each filter type of the sample list. */
function FilterDemo({ columnKey, initial = null }: { columnKey: string; initial?: FilterQuery | null }) {
  const { t } = useTranslation('engine');
  const column = sampleListModel.columns.find((c) => c.key === columnKey) as ListColumn;
  const [applied, setApplied] = useState<FilterQuery | null>(initial);
  return (
    <div style={{ padding: 16, minHeight: 320 }}>
      <ColumnFilterMenu column={column} editor={pickFilterEditor(DEFAULT_FILTER_EDITORS, column, { model: sampleListModel, kind: undefined })} columnLabel={typeof column.label === 'string' ? column.label : column.label.en} applied={applied}
        onChange={setApplied} values={() => ['US', 'DE', 'GB']} today={SAMPLE_TODAY} language="en" t={t} idPrefix={`story-${columnKey}`} />
      <pre style={{ marginTop: 12 }}>{JSON.stringify(applied)}</pre>
    </div>
  );
}

const meta: Meta<typeof FilterDemo> = { title: 'Engine/ColumnFilter', component: FilterDemo };
export default meta;
type Story = StoryObj<typeof FilterDemo>;

export const NumberFilter: Story = { args: { columnKey: 'price' } };
export const HurstBounds: Story = { args: { columnKey: 'hurst' } };
export const EnumFilter: Story = { args: { columnKey: 'exchange' } };
export const MultipleChoice: Story = { args: { columnKey: 'sector' } };
export const SignalFilter: Story = { args: { columnKey: 'trend' } };
export const TextFilter: Story = { args: { columnKey: 'ticker' } };
export const Active: Story = { args: { columnKey: 'price', initial: { filterKey: 'price', type: 'above', val: 100 } } };
export const DateFilter: Story = { args: { columnKey: 'earningsDate' } };
