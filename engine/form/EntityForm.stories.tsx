import type { Meta, StoryObj } from '@storybook/react';
import { EntityForm } from './EntityForm';
import { passwordChangeModel, validPasswordChange } from './testing/passwordChangeModel';
import { supportTicketModel } from './testing/supportTicketModel';

const meta: Meta<typeof EntityForm> = {
  title: 'Engine/EntityForm',
  component: EntityForm,
  args: { model: passwordChangeModel, language: 'en', onSubmit: () => undefined },
};
export default meta;

type Story = StoryObj<typeof EntityForm>;

/** The spec's password rules: submit with bad input to see the list and the messages. */
export const PasswordChange: Story = {};

export const PasswordChangeGerman: Story = { args: { language: 'de' } };

export const SupportTicketCreate: Story = {
  args: { model: supportTicketModel, screen: 'create', onCancel: () => undefined },
};

/** The staff screen of the same model: only status and the internal note. */
export const SupportTicketTriage: Story = {
  args: { model: supportTicketModel, screen: 'triage', initial: { title: 'Chart is empty', status: 'open' } },
};

/** A save the server refused (400 with errors). */
export const ServerErrors: Story = {
  args: {
    initial: validPasswordChange,
    serverErrors: [{ field: 'oldPW', rule: 'checkPW', message: 'Your current password is not correct' }],
  },
};

export const Busy: Story = { args: { initial: validPasswordChange, busy: true } };
