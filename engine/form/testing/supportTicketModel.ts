import type { EntityModel } from '../../core/model/modelTypes';

/**
 * A support-ticket-like model with two screens: members `create` a ticket, staff `triage` it.
 * `internalNote` is required by a rule but only the triage screen shows it, so a member's
 * create must not be blocked by it.
 */
export const supportTicketModel: EntityModel = {
  modelClass: 'EntityModel',
  name: 'TestSupportTicket',
  label: { en: 'Support ticket', de: 'Support-Anfrage' },
  schema: {
    type: 'object',
    properties: {
      title: { type: 'string', maxLength: 120 },
      email: { type: 'string', maxLength: 200 },
      message: { type: 'string', maxLength: 5000 },
      priority: { type: 'string', enum: ['low', 'normal', 'high'], title: 'Priority' },
      status: { type: 'string', enum: ['open', 'inProgress', 'closed'] },
      internalNote: { type: 'string', maxLength: 2000 },
    },
  },
  fieldLabels: {
    title: { en: 'Subject', de: 'Betreff' },
    email: { en: 'Email', de: 'E-Mail' },
    message: { en: 'Message', de: 'Nachricht' },
    internalNote: { en: 'Internal note', de: 'Interne Notiz' },
  },
  rules: {
    title: [{ rule: 'isSet', message: { en: 'Please enter a subject', de: 'Bitte geben Sie einen Betreff ein' } }],
    email: [{ rule: 'isEmail' }],
    message: [{ rule: 'isSet' }, { rule: 'minLength', value: 10 }],
    internalNote: [{ rule: 'isSet', message: { en: 'Please add an internal note', de: 'Bitte fügen Sie eine interne Notiz hinzu' } }],
  },
  screens: {
    create: ['title', 'email', 'message', 'priority'],
    triage: ['status', 'internalNote'],
  },
  permissions: { read: [], write: [], ownerScoped: true },
};
