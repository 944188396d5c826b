import type { Meta, StoryObj } from '@storybook/react';
import TrackRecordScreen from './screens/TrackRecordScreen';
import { CoverageTable } from './components/CoverageTable';
import { RatingTable } from './components/RatingTable';
import { TrackRecordStoryFrame, type TrackRecordStoryOptions } from './testing/TrackRecordStoryFrame';
import { trackRecordFixture } from './testing/trackRecordFixtures';

/** /data/calibration over a fixture answer. */
function TrackRecord({ options }: { options: TrackRecordStoryOptions }) {
  return <TrackRecordStoryFrame options={options}><TrackRecordScreen /></TrackRecordStoryFrame>;
}

const meta: Meta<typeof TrackRecord> = { title: 'Plugins/TrackRecord', component: TrackRecord, args: { options: {} } };
export default meta;

type Story = StoryObj<typeof TrackRecord>;

/** Both ranges by asset class and quarter against the nominal 80 % (FX flagged), and the ratings' forward returns. */
export const Ready: Story = {};
export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
export const Loading: Story = { args: { options: { pending: true } } };
/** The server answers 503 while it computes: the page says so and asks again by itself. */
export const Computing: Story = { args: { options: { computing: true } } };
export const Failed: Story = { args: { options: { fail: true } } };
/** One coverage table on its own. */
export const CoverageByClass: Story = {
  render: () => {
    const range = trackRecordFixture().ranges[0]!;
    return <TrackRecordStoryFrame><CoverageTable caption="Short-term range" keyHeading="Asset class" rows={range.byAssetClass} nominal={range.nominal} label={(k) => k} /></TrackRecordStoryFrame>;
  },
};
/** One rating table on its own. */
export const TrendRatings: Story = {
  render: () => <TrackRecordStoryFrame><RatingTable caption="Trend" rows={trackRecordFixture().trend} forwardSessions={15} metric="trend" asOfDate={trackRecordFixture().asOfDate} /></TrackRecordStoryFrame>,
};
