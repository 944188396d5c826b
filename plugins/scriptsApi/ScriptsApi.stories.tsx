import type { ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { TokenManager } from './components/TokenManager';
import { NewTokenNotice } from './components/NewTokenNotice';
import { ExampleCall } from './components/ExampleCall';
import { Samples } from './components/Samples';
import ApiPreviewScreen from './screens/ApiPreviewScreen';
import ScriptsScreen from './screens/ScriptsScreen';
import ScriptsPreviewScreen from './screens/ScriptsPreviewScreen';
import ChartingAdminScreen from './screens/ChartingAdminScreen';
import { ScriptsApiStoryFrame, type ScriptsApiStoryOptions } from './testing/StoryFrame';
import { FIXTURE_GENERATED } from './testing/fixtures';

type Part = 'tokens' | 'newToken' | 'example' | 'samples' | 'apiPreview' | 'scripts' | 'scriptsPreview' | 'admin';

function ScriptsApi({ part, options }: { part: Part; options: ScriptsApiStoryOptions }) {
  const screens: Record<Part, () => ReactElement> = {
    tokens: () => <TokenManager onCreated={() => undefined} />,
    newToken: () => <NewTokenNotice token={FIXTURE_GENERATED} onDone={() => undefined} />,
    example: () => <ExampleCall token={FIXTURE_GENERATED.token} />,
    samples: () => <Samples />,
    apiPreview: () => <ApiPreviewScreen />,
    scripts: () => <ScriptsScreen />,
    scriptsPreview: () => <ScriptsPreviewScreen />,
    admin: () => <ChartingAdminScreen />,
  };
  return <ScriptsApiStoryFrame options={options}>{screens[part]()}</ScriptsApiStoryFrame>;
}

const meta: Meta<typeof ScriptsApi> = {
  title: 'Plugins/ScriptsApi',
  component: ScriptsApi,
  args: { part: 'tokens', options: {} },
};
export default meta;

type Story = StoryObj<typeof ScriptsApi>;

/** The member's tokens: one in use, one revoked, and the create form. */
export const Tokens: Story = {};
export const TokensFailed: Story = { args: { options: { answer: 'failed' } } };
/** A new token, shown once. */
export const NewToken: Story = { args: { part: 'newToken' } };
export const Example: Story = { args: { part: 'example' } };
export const SamplesCode: Story = { args: { part: 'samples' } };
/** Premium without the add-on: the plans and the add-on rule. */
export const ApiPreview: Story = { args: { part: 'apiPreview', options: { plan: 'premium' } } };
/** The 13 scripts and the request form, prefilled from the profile. */
export const Scripts: Story = { args: { part: 'scripts', options: { chartingAppUsername: 'elite_tv' } } };
export const ScriptsPreview: Story = { args: { part: 'scriptsPreview', options: { plan: 'premium' } } };
export const ChartingAdmin: Story = { args: { part: 'admin' } };
export const German: Story = { args: { part: 'scripts', options: { language: 'de' } }, globals: { language: 'de' } };
