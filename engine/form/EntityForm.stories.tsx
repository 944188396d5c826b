import type { Meta, StoryObj } from '@storybook/react';
import type { WidgetProps } from '@rjsf/utils';
import { EntityForm } from './EntityForm';
import { DEFAULT_FORM_WIDGETS, nameMatches, type FormWidgetEntry } from './formWidgets';
import { RANK, and, rankWith } from '../core/ranking/ranking';
import type { EntityModel } from '../core/model/modelTypes';
import { shippedModel } from '../../models/fixtures';
import { passwordChangeModel, validPasswordChange } from './testing/passwordChangeModel';
import { supportTicketModel } from './testing/supportTicketModel';

const supportTicket = shippedModel('EntityModel', 'DomainSupportTicket') as EntityModel;

/** A widget of the story's own set: a one-line input with the number of characters left. */
function CountedInput({ id, value, onChange, schema, label, required }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const left = typeof schema.maxLength === 'number' ? schema.maxLength - text.length : null;
  return (
    <span>
      <input id={id} value={text} required={required} aria-describedby={`${id}-left`} aria-label={label}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />
      {left !== null ? <small id={`${id}-left`}> {left} characters left</small> : null}
    </span>
  );
}

/** The engine's widgets plus one for the support ticket's title, on the admin screen only (the tester reads the context). */
const SUPPORT_WIDGETS: readonly FormWidgetEntry[] = [
  ...DEFAULT_FORM_WIDGETS,
  { name: 'countedInput', widget: CountedInput, tester: rankWith(RANK.PLUGIN, and(nameMatches(/^title$/), (_field, context) => context.screen === 'admin')) },
];

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

/** The shipped support ticket model with a widget set of its own: the title counts its characters on the admin screen. */
export const OwnWidgetSet: Story = {
  args: { model: supportTicket, screen: 'admin', widgets: SUPPORT_WIDGETS, initial: { title: 'Chart is empty', content: 'Since this morning.', status: 'open' } },
};

/** The same set on the default screen: the tester does not apply, the engine's widgets render. */
export const OwnWidgetSetDefaultScreen: Story = { args: { model: supportTicket, screen: 'default', widgets: SUPPORT_WIDGETS } };
