import Ajv, { type ErrorObject } from 'ajv';
import { entityModelMetaSchema, listModelMetaSchema } from './metaSchema';
import { RECORD_KEYS, type AnyModel, type EntityModel, type ListModel } from './modelTypes';
import { filterProblem } from '../filters/filterQuery';
import { createRecordAjv } from '../rules/ruleAjv';
import { compileEntitySchema } from '../rules/compileEntitySchema';

export interface ModelProblem {
  /** JSON pointer into the model, e.g. `/columns/2/key`. */
  path: string;
  message: string;
}

export interface ModelValidation {
  valid: boolean;
  problems: ModelProblem[];
}

type MetaCheck = ReturnType<Ajv['compile']>;
let metaChecks: { entity: MetaCheck; list: MetaCheck } | null = null;

/** The meta-schema checks, compiled on first use: importing this module costs nothing (no Ajv in a bundle that never validates). */
function compiledMetaChecks(): { entity: MetaCheck; list: MetaCheck } {
  if (!metaChecks) {
    const metaAjv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
    metaChecks = { entity: metaAjv.compile(entityModelMetaSchema), list: metaAjv.compile(listModelMetaSchema) };
  }
  return metaChecks;
}

export interface ModelValidationOptions {
  /** Permission modules that exist; unknown ones in a model are problems. */
  knownModules?: readonly string[];
}

/**
 * Checks a model against the meta-schema and the rules that a schema cannot say (rules name
 * existing fields, the default sort names a column ...). Shipped and runtime models alike.
 *
 * @example validateModel({ modelClass: 'ListModel' }).valid === false
 */
export function validateModel(candidate: unknown, options: ModelValidationOptions = {}): ModelValidation {
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) {
    return fail([{ path: '', message: 'A model must be a JSON object' }]);
  }
  const modelClass = (candidate as { modelClass?: unknown }).modelClass;
  if (modelClass !== 'EntityModel' && modelClass !== 'ListModel') {
    return fail([{ path: '/modelClass', message: 'modelClass must be "EntityModel" or "ListModel"' }]);
  }
  const check = modelClass === 'EntityModel' ? compiledMetaChecks().entity : compiledMetaChecks().list;
  if (!check(candidate)) return fail(dedupe((check.errors ?? []).map(metaProblem)));
  const problems = modelClass === 'EntityModel'
    ? entityProblems(candidate as EntityModel)
    : listProblems(candidate as ListModel);
  problems.push(...moduleProblems(candidate as AnyModel, options.knownModules));
  return problems.length ? fail(problems) : { valid: true, problems: [] };
}

function fail(problems: ModelProblem[]): ModelValidation {
  return { valid: false, problems };
}

function dedupe(problems: ModelProblem[]): ModelProblem[] {
  return problems.filter((p, i) => problems.findIndex((o) => o.path === p.path && o.message === p.message) === i);
}

function metaProblem(e: ErrorObject): ModelProblem {
  const params = e.params as Record<string, unknown>;
  if (e.keyword === 'additionalProperties') return { path: e.instancePath, message: `unknown property "${String(params.additionalProperty)}"` };
  if (e.keyword === 'required') return { path: e.instancePath, message: `missing property "${String(params.missingProperty)}"` };
  if (e.keyword === 'enum') return { path: e.instancePath, message: `must be one of ${(params.allowedValues as unknown[]).join(', ')}` };
  return { path: e.instancePath, message: e.message ?? 'is not valid' };
}

function entityProblems(model: EntityModel): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const fields = new Set(Object.keys(model.schema.properties ?? {}));
  try {
    createRecordAjv().compile(compileEntitySchema(model));
  } catch (err) {
    problems.push({ path: '/schema', message: `the schema does not compile: ${err instanceof Error ? err.message : String(err)}` });
  }
  for (const [field, rules] of Object.entries(model.rules ?? {})) {
    if (!fields.has(field)) problems.push({ path: `/rules/${field}`, message: `rules name the field "${field}", which the schema does not have` });
    rules.forEach((r, i) => {
      if (r.field && !fields.has(r.field)) problems.push({ path: `/rules/${field}/${i}/field`, message: `the rule compares with "${r.field}", which the schema does not have` });
      if (r.rule === 'minLength' && typeof r.value !== 'number') problems.push({ path: `/rules/${field}/${i}/value`, message: 'minLength needs a number value' });
      if ((r.rule === 'equal' || r.rule === 'notEqual') && !r.field && r.value === undefined) {
        problems.push({ path: `/rules/${field}/${i}`, message: `${r.rule} needs a field or a value to compare with` });
      }
    });
  }
  (model.permissions.rowFilter?.filterQuery ?? []).forEach((f, i) => {
    const key = f.filterKey;
    const known = (RECORD_KEYS as readonly string[]).includes(key) || (key.startsWith('payload.') && fields.has(key.slice('payload.'.length)));
    if (!known) problems.push({ path: `/permissions/rowFilter/filterQuery/${i}/filterKey`, message: `the row filter names "${key}", which is not a field of the record` });
    const problem = filterProblem(f);
    if (problem) problems.push({ path: `/permissions/rowFilter/filterQuery/${i}`, message: problem });
  });
  for (const [screen, list] of Object.entries(model.screens ?? {})) {
    list.forEach((f, i) => {
      if (!fields.has(f)) problems.push({ path: `/screens/${screen}/${i}`, message: `the screen shows "${f}", which the schema does not have` });
    });
  }
  return problems;
}

function listProblems(model: ListModel): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const keys = model.columns.map((c) => c.key);
  keys.forEach((k, i) => {
    if (keys.indexOf(k) !== i) problems.push({ path: `/columns/${i}/key`, message: `the column key "${k}" is used twice` });
  });
  if (!keys.includes(model.defaultSort.key)) {
    problems.push({ path: '/defaultSort/key', message: `the default sort names "${model.defaultSort.key}", which is not a column` });
  }
  model.columns.forEach((c, i) => {
    const f = c.filter;
    // Without options an enum filter offers the values found in the rows (engine/list filterOptions).
    if (f && (f.type === 'enum' || f.type === 'enum-multipleChoice') && f.options !== undefined && !f.options.length) {
      problems.push({ path: `/columns/${i}/filter/options`, message: 'an enum filter lists no options: give some, or leave them out to offer the values found in the rows' });
    }
    if (f && f.min !== undefined && f.max !== undefined && f.min > f.max) {
      problems.push({ path: `/columns/${i}/filter`, message: 'min must not be above max' });
    }
  });
  (model.rowActions ?? []).forEach((a, i) => {
    if (a.kind === 'event' && !a.event) problems.push({ path: `/rowActions/${i}/event`, message: 'an event action needs the event name' });
    if (a.kind === 'open' && !a.path) problems.push({ path: `/rowActions/${i}/path`, message: 'an open action needs a path' });
  });
  return problems;
}

function moduleProblems(model: AnyModel, known: readonly string[] | undefined): ModelProblem[] {
  if (!known) return [];
  const named: [string, string][] = [];
  if (model.modelClass === 'EntityModel') {
    model.permissions.read.forEach((m, i) => named.push([`/permissions/read/${i}`, m]));
    model.permissions.write.forEach((m, i) => named.push([`/permissions/write/${i}`, m]));
    (model.permissions.rowFilter?.unless ?? []).forEach((m, i) => named.push([`/permissions/rowFilter/unless/${i}`, m]));
    for (const [name, event] of Object.entries(model.events ?? {})) if (event.permission) named.push([`/events/${name}/permission`, event.permission]);
  } else {
    (model.permissions?.read ?? []).forEach((m, i) => named.push([`/permissions/read/${i}`, m]));
    (model.rowActions ?? []).forEach((a, i) => { if (a.permission) named.push([`/rowActions/${i}/permission`, a.permission]); });
  }
  return named.filter(([, m]) => !known.includes(m)).map(([path, m]) => ({ path, message: `unknown permission module "${m}"` }));
}
