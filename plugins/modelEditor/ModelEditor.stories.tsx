import type { Meta, StoryObj } from '@storybook/react';
import { ModelJsonEditor } from './ModelJsonEditor';
import { ModelHistory } from './ModelHistory';
import { ModelPreview } from './ModelPreview';
import { NavEntryForm } from './NavEntryForm';
import { checkDraftText } from './modelDraft';
import { SHIPPED_MODELS } from '../../models/fixtures';
import type { AnyModel } from '../../engine/core';

/** The model editor's parts, fed by the shipped models. */
function EditorParts({ model, text }: { model: AnyModel; text?: string }) {
  const body = text ?? JSON.stringify(model, null, 2);
  return (
    <div>
      <ModelJsonEditor text={body} state={checkDraftText(body)} onChange={() => undefined} />
      <ModelHistory
        shipped={false}
        versions={[2, 1].map((v) => ({ version: v, hash: `abc${v}`, note: v === 2 ? 'renamed a column' : 'first', createdBy: null, createdAt: '2026-11-20T10:00:00Z', definition: model }))}
        onRollback={() => undefined}
        onShow={() => undefined}
      />
      {model.modelClass === 'ListModel' && <NavEntryForm listModel={model.name} onSubmit={async () => undefined} />}
    </div>
  );
}

const meta: Meta<typeof EditorParts> = { title: 'Plugins/ModelEditor', component: EditorParts };
export default meta;
type Story = StoryObj<typeof EditorParts>;

const ticket = SHIPPED_MODELS.find((m) => m.modelClass === 'EntityModel' && m.name === 'DomainSupportTicket')!;
const faqList = SHIPPED_MODELS.find((m) => m.modelClass === 'ListModel' && m.name === 'DomainFAQSection')!;

export const EntityModelValid: Story = { args: { model: ticket } };
export const ListModelWithNavigation: Story = { args: { model: faqList } };
export const MetaSchemaProblems: Story = { args: { model: ticket, text: '{ "modelClass": "ListModel", "name": "x", "columns": [] }' } };
export const SyntaxError: Story = { args: { model: ticket, text: '{ "modelClass": ' } };

export const PreviewForm: StoryObj<typeof ModelPreview> = {
  render: () => <ModelPreview model={ticket} modules={['FREE']} language="en" />,
};
export const PreviewList: StoryObj<typeof ModelPreview> = {
  render: () => <ModelPreview model={faqList} modules={['FREE']} language="de" />,
};
