import type { Meta, StoryObj } from '@storybook/react';
import { PromptDialog } from './PromptDialog';

const meta: Meta<typeof PromptDialog> = {
  title: 'Engine/PromptDialog',
  component: PromptDialog,
  args: { title: 'New watchlist', label: 'Name', onConfirm: () => undefined, onCancel: () => undefined },
  decorators: [(Story) => <div><p>The page behind the dialog.</p><Story /></div>],
};
export default meta;

type Story = StoryObj<typeof PromptDialog>;

/** OK stays disabled until the name holds more than blanks. */
export const Empty: Story = {};

export const Prefilled: Story = { args: { initialValue: 'Tech' } };
