import { describe, expect, it } from 'vitest';
import { buildScreenForm, fieldLabel, shownFields } from './screenForm';
import { DEFAULT_FORM_WIDGETS } from './formWidgets';
import { passwordChangeModel } from './testing/passwordChangeModel';
import { supportTicketModel } from './testing/supportTicketModel';
import { validateModel } from '../core/model/validateModel';
import type { EntityModel } from '../core/model/modelTypes';

const widgets = DEFAULT_FORM_WIDGETS;

describe('the form fixtures', () => {
  it.each([passwordChangeModel, supportTicketModel])('$name is a valid model', (model) => {
    expect(validateModel(model)).toEqual({ valid: true, problems: [] });
  });
});

describe('buildScreenForm', () => {
  it('keeps only the screen fields, their rules, and marks isSet fields required', () => {
    const { schema, fields } = buildScreenForm(supportTicketModel, 'create', 'en', undefined, widgets);
    expect(fields).toEqual(['title', 'email', 'message', 'priority']);
    expect(Object.keys(schema.properties ?? {})).toEqual(fields);
    expect(schema.required).toEqual(['title', 'message']);
    expect(schema.rule_isSet).toEqual([
      { field: 'title', message: supportTicketModel.rules?.title?.[0]?.message, value: undefined, other: undefined },
      { field: 'message', message: undefined, value: undefined, other: undefined },
    ]);
    expect(schema).not.toHaveProperty('additionalProperties');
  });

  it('puts labels and widgets into the ui schema and keeps the model ui options', () => {
    const model: EntityModel = { ...supportTicketModel, uiSchema: { 'ui:order': ['message', 'title'], title: { 'ui:placeholder': 'Short' } } };
    const { uiSchema, labels } = buildScreenForm(model, 'create', 'de', undefined, widgets);
    expect(labels).toEqual({ title: 'Betreff', email: 'E-Mail', message: 'Nachricht', priority: 'Priority' });
    expect(uiSchema['ui:order']).toEqual(['message', 'title', '*']);
    expect(uiSchema.title).toEqual({ 'ui:placeholder': 'Short', 'ui:title': 'Betreff' });
    expect(uiSchema.email).toEqual({ 'ui:title': 'E-Mail', 'ui:widget': 'email' });
    expect(uiSchema.message).toEqual({ 'ui:title': 'Nachricht', 'ui:widget': 'textarea' });
  });

  it('without a screen shows every field', () => {
    expect(shownFields(supportTicketModel)).toEqual(['title', 'email', 'message', 'priority', 'status', 'internalNote']);
  });
});

describe('fieldLabel', () => {
  it('takes fieldLabels (keys through t), then the ui title, then the schema title, then the name', () => {
    const model: EntityModel = {
      ...supportTicketModel,
      fieldLabels: { title: 'models:TestSupportTicket.title' },
      uiSchema: { email: { 'ui:title': 'Mail' } },
    };
    const t = (key: string) => (key === 'models:TestSupportTicket.title' ? 'Subject line' : key);
    expect(fieldLabel(model, 'title', 'en', t)).toBe('Subject line');
    expect(fieldLabel(model, 'email', 'en', t)).toBe('Mail');
    expect(fieldLabel(model, 'priority', 'en', t)).toBe('Priority');
    expect(fieldLabel(model, 'status', 'en', t)).toBe('status');
  });
});
