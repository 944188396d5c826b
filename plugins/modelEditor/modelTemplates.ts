import type { EntityModel, ListModel } from '../../engine/core';

/** Starting points for a new model; the admin edits the JSON from here. */
export function entityTemplate(name: string): EntityModel {
  return {
    modelClass: 'EntityModel',
    name,
    label: { en: name, de: name },
    schema: { type: 'object', properties: { title: { type: 'string', maxLength: 200 }, amount: { type: 'number' } } },
    fieldLabels: { title: { en: 'Title', de: 'Titel' }, amount: { en: 'Amount', de: 'Betrag' } },
    rules: { title: [{ rule: 'isSet', message: { en: 'Please enter a title', de: 'Bitte geben Sie einen Titel ein' } }] },
    permissions: { read: [], write: [], ownerScoped: true },
  };
}

export function listTemplate(name: string): ListModel {
  return {
    modelClass: 'ListModel',
    name,
    label: { en: name, de: name },
    source: { kind: 'entity', entity: name },
    form: name,
    columns: [
      { key: 'payload.title', label: { en: 'Title', de: 'Titel' }, type: 'string', group: 'GENERAL', sortable: true, filter: { type: 'text' } },
      { key: 'payload.amount', label: { en: 'Amount', de: 'Betrag' }, type: 'number', group: 'GENERAL', sortable: true, filter: { type: 'number' } },
      { key: 'creationDate', label: { en: 'Created', de: 'Angelegt' }, type: 'datetime', group: 'GENERAL', sortable: true },
    ],
    defaultSort: { key: 'payload.title', direction: 'asc' },
    rowActions: [
      { id: 'edit', label: { en: 'Edit', de: 'Bearbeiten' }, kind: 'edit' },
      { id: 'delete', label: { en: 'Delete', de: 'Löschen' }, kind: 'delete' },
    ],
  };
}
