import { describe, expect, it } from 'vitest';
import { checkDraftText } from './modelDraft';
import { entityTemplate, listTemplate } from './modelTemplates';

describe('the templates of a new model', () => {
  it('are valid models as the editor writes them, so that a new model can be saved straight away', () => {
    for (const name of ['Invoice', 'Trade_Log', 'ab']) {
      expect(checkDraftText(JSON.stringify(entityTemplate(name), null, 2)).kind, `entity ${name}`).toBe('valid');
      expect(checkDraftText(JSON.stringify(listTemplate(name), null, 2)).kind, `list ${name}`).toBe('valid');
    }
  });

  it('carry the chosen name, in both languages', () => {
    expect(entityTemplate('Invoice')).toMatchObject({ modelClass: 'EntityModel', name: 'Invoice', label: { en: 'Invoice', de: 'Invoice' } });
    expect(listTemplate('Invoice')).toMatchObject({ modelClass: 'ListModel', name: 'Invoice', label: { en: 'Invoice', de: 'Invoice' } });
  });

  it('pair the list with the entity of the same name', () => {
    const list = listTemplate('Invoice');
    expect(list.source).toEqual({ kind: 'entity', entity: 'Invoice' });
    expect(list.form).toBe('Invoice');
  });

  it("list the entity's fields as columns, sorted by the title", () => {
    const entity = entityTemplate('Invoice');
    const list = listTemplate('Invoice');
    const fields = Object.keys((entity.schema as { properties: Record<string, unknown> }).properties);
    for (const field of fields) expect(list.columns.map((c) => c.key)).toContain(`payload.${field}`);
    expect(list.columns.map((c) => c.key)).toContain(list.defaultSort.key);
  });

  it('label every field and column in English and German', () => {
    const entity = entityTemplate('Invoice');
    const labels = [...Object.values(entity.fieldLabels ?? {}), ...listTemplate('Invoice').columns.map((c) => c.label)];
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toEqual({ en: expect.stringMatching(/\S/), de: expect.stringMatching(/\S/) });
  });

  it('require a title with a message in both languages, and keep entries to their owner', () => {
    const entity = entityTemplate('Invoice');
    expect(entity.rules?.title?.[0]).toMatchObject({ rule: 'isSet', message: { en: expect.any(String), de: expect.any(String) } });
    expect(entity.permissions.ownerScoped).toBe(true);
  });

  it('answer a fresh template on every call', () => {
    const first = listTemplate('A1');
    first.columns.pop();
    expect(listTemplate('A1').columns).toHaveLength(3);
  });
});
