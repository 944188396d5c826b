import type { Meta, StoryObj } from '@storybook/react';
import FaqScreen from './screens/FaqScreen';
import TutorialsScreen from './screens/TutorialsScreen';
import FaqEditorScreen from './screens/FaqEditorScreen';
import { HelpStoryFrame, type HelpStoryOptions } from './testing/StoryFrame';

const SCREENS = { faq: FaqScreen, tutorials: TutorialsScreen, editor: FaqEditorScreen } as const;

/** The help screens over fixture answers. */
function Help({ screen, options }: { screen: keyof typeof SCREENS; options: HelpStoryOptions }) {
  const Screen = SCREENS[screen];
  return <HelpStoryFrame options={options}><Screen /></HelpStoryFrame>;
}

const meta: Meta<typeof Help> = {
  title: 'Plugins/Help',
  component: Help,
  args: { screen: 'faq', options: {} },
};
export default meta;

type Story = StoryObj<typeof Help>;

/** /help/faq: the sections with their questions, a search field. */
export const Faq: Story = {};

/** The FAQ in German. */
export const FaqGerman: Story = { args: { options: { language: 'de' } }, globals: { language: 'de' } };

/** 'Loading...'. */
export const FaqLoading: Story = { args: { options: { answer: 'pending' } } };

/** 'Something went wrong: {message}'. */
export const FaqFailed: Story = { args: { options: { answer: 'failed' } } };

/** /help/tutorials: the grid of embedded videos with their titles. */
export const Tutorials: Story = { args: { screen: 'tutorials' } };

/** A CMS manager sees Edit videos. */
export const TutorialsForCmsManager: Story = { args: { screen: 'tutorials', options: { cms: true } } };

/** 'Something went wrong: {message}'. */
export const TutorialsFailed: Story = { args: { screen: 'tutorials', options: { answer: 'failed' } } };

/** /dashboard/faqeditor: Edit Entries, the list with its side form. */
export const FaqEditor: Story = { args: { screen: 'editor', options: { cms: true } } };
