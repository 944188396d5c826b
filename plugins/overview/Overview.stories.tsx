import type { Meta, StoryObj } from '@storybook/react';
import OverviewScreen from './screens/OverviewScreen';
import { MyAssetGroups } from './components/MyAssetGroups';
import { GroupTable } from './components/GroupTable';
import { OverviewStoryFrame, type OverviewStoryOptions } from './testing/OverviewStoryFrame';
import { overviewFixture } from './testing/overviewFixtures';

/** /data/overview over fixture answers. */
function Overview({ options }: { options: OverviewStoryOptions }) {
  return <OverviewStoryFrame options={options}><OverviewScreen /></OverviewStoryFrame>;
}

const meta: Meta<typeof Overview> = { title: 'Plugins/Overview', component: Overview, args: { options: {} } };
export default meta;

type Story = StoryObj<typeof Overview>;

/** The nine groups with momentum and trend per row, and the export. */
export const Groups: Story = {};
export const German: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };
/** The groups on their way: the skeleton. */
export const Loading: Story = { args: { options: { pending: true } } };
/** The call failed: the page's own error text. */
export const Failed: Story = { args: { options: { fail: true } } };

/** The group-lists view: the user's groups with create, rename and delete. */
export const MyGroups: Story = {
  render: () => <OverviewStoryFrame options={{}}><MyAssetGroups /></OverviewStoryFrame>,
};
/** A user without groups yet. */
export const MyGroupsEmpty: Story = {
  render: () => <OverviewStoryFrame options={{ groups: [] }}><MyAssetGroups /></OverviewStoryFrame>,
};
/** One group's table on its own. */
export const OneGroup: Story = {
  render: () => <OverviewStoryFrame options={{}}><GroupTable rows={overviewFixture().groups[0]!.rows} caption="Main markets" /></OverviewStoryFrame>,
};
