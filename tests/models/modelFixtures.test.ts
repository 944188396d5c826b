import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { MODEL_FIXTURES, SHIPPED_MODELS, fixtureFor, shippedModel } from '../../models/fixtures';
import { validateModel } from '../../engine/core/model/validateModel';
import { validateRecord } from '../../engine/core/rules/validateRecord';
import { fieldErrorText } from '../../engine/core/rules/messageKeys';
import { matchesAll } from '../../engine/core/filters/filterQuery';
import { rowFilterFor } from '../../engine/core/permissions/modelAccess';
import { sortRows } from '../../engine/core/sorting/sortRows';
import type { EntityModel, ListModel } from '../../engine/core/model/modelTypes';
import type { EntityFixture, ListFixture } from '../../engine/core/model/modelFixture';
import { resources, NAMESPACES } from '../../locales/resources';
import { KNOWN_MODULES } from '../../server/models/shippedModels';

const i18n = i18next.createInstance();
await i18n.init({ resources, ns: [...NAMESPACES], defaultNS: 'common', lng: 'en', fallbackLng: 'en', initAsync: false });
const t = i18n.getFixedT('en');

/** The generic runner: every shipped model has a fixture, and every fixture's expectations hold. */
describe('model fixtures', () => {
  it.each(SHIPPED_MODELS.map((m) => [`${m.modelClass}.${m.name}`, m] as const))('%s is valid and has a fixture', (_, model) => {
    expect(validateModel(model, { knownModules: KNOWN_MODULES }).problems).toEqual([]);
    expect(fixtureFor(model.modelClass, model.name)).toBeDefined();
  });

  const entityFixtures = MODEL_FIXTURES.filter((f): f is EntityFixture => f.modelClass === 'EntityModel');
  describe.each(entityFixtures.map((f) => [f.model, f] as const))('EntityModel %s', (name, fixture) => {
    const model = shippedModel('EntityModel', name) as EntityModel;
    it.each(fixture.valid.map((v, i) => [i, v] as const))('accepts valid record %i', (_, v) => {
      expect(validateRecord(model, v.record, v.screen).errors).toEqual([]);
    });
    it.each(fixture.invalid.map((v, i) => [i, v] as const))('refuses invalid record %i with the expected texts', (_, v) => {
      const errors = validateRecord(model, v.record, v.screen).errors;
      const got = errors.map((e) => ({ field: e.field, rule: e.rule, text: fieldErrorText(e, 'en', t) }));
      expect(got).toEqual(expect.arrayContaining(v.errors));
      expect(got).toHaveLength(v.errors.length);
    });
    it('shows readers without the row filter\'s modules the rows the fixture expects', () => {
      const rowFilter = model.permissions.rowFilter;
      expect(fixture.rowFilter === undefined, 'a model with a row filter has rowFilter cases, and only such a model').toBe(rowFilter === undefined);
      if (!rowFilter || !fixture.rowFilter) return;
      const visible = fixture.rowFilter.rows.filter((r) => matchesAll(r, rowFilter.filterQuery)).map((r) => String(r.id));
      expect(visible).toEqual(fixture.rowFilter.visibleIds);
      // Every row the filter hides is there for its modules' holders.
      for (const m of rowFilter.unless) expect(rowFilterFor(model, [m])).toBeNull();
      expect(rowFilterFor(model, [])).toEqual(rowFilter.filterQuery);
    });
  });

  const listFixtures = MODEL_FIXTURES.filter((f): f is ListFixture => f.modelClass === 'ListModel');
  describe.each(listFixtures.map((f) => [f.model, f] as const))('ListModel %s', (name, fixture) => {
    const model = shippedModel('ListModel', name) as ListModel;
    const idOf = (r: Record<string, unknown>): string => String(r[fixture.idField ?? 'id']);
    it.each(fixture.cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
      for (const f of c.filters ?? []) expect(model.columns.some((col) => col.key === f.filterKey)).toBe(true);
      let rows = fixture.rows.filter((r) => matchesAll(r, c.filters ?? []));
      if (c.sort) {
        const signal = model.columns.find((col) => col.key === c.sort!.key)?.sortOrder === 'signal';
        rows = sortRows(rows, c.sort, { signal });
      }
      expect(rows.map(idOf)).toEqual(c.expectIds);
    });
  });
});
