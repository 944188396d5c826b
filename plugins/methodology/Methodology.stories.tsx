import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { methodologyPath } from '../../product/methodologyRules';
import MethodologyIndexScreen from './screens/MethodologyIndexScreen';
import MethodologyScreen from './screens/MethodologyScreen';

/** The methodology pages at an address, as the "ⓘ" links open them. */
function Methodology({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/help/methodology" element={<MethodologyIndexScreen />} />
        <Route path="/help/methodology/:metric" element={<MethodologyScreen />} />
      </Routes>
    </MemoryRouter>
  );
}

const meta: Meta<typeof Methodology> = { title: 'Plugins/Methodology', component: Methodology, args: { path: '/help/methodology' } };
export default meta;

type Story = StoryObj<typeof Methodology>;

/** Every metric with a page, and the methodology version. */
export const Index: Story = {};
/** Opened from a detail card: the IV rank of SPY as of 20 November 2026, with the value shown there. */
export const IvRankFromDetail: Story = { args: { path: methodologyPath('iv-rank', { asOf: '2026-11-20', ticker: 'SPY', value: '42.17' }) } };
/** Opened from a table header: the short-term range with the table's as-of date. */
export const ShortRangeFromTable: Story = { args: { path: methodologyPath('short-range', { asOf: '2026-11-20' }) } };
/** Without an as-of date the page says it was not given. */
export const GammaFlipWithoutDate: Story = { args: { path: methodologyPath('gamma-flip') } };
export const German: Story = { args: { path: methodologyPath('hurst-64', { asOf: '2026-11-20', ticker: 'QQQ', value: '0.58' }) }, globals: { language: 'de' } };
/** An unknown metric in the address. */
export const UnknownMetric: Story = { args: { path: '/help/methodology/volatility' } };
