/**
 * Hostile request bodies for the route fuzz suite (tests/api/fuzzRoutes.test.ts): a valid-shaped
 * value derived from a route's own JSON schema, and mutations of it that change one field at a
 * time, so that most of them pass every check but one and reach the handler.
 */

/** JSON text put into a body as it is (1e309 and deep nesting cannot be written by JSON.stringify). */
export class RawJson {
  constructor(readonly text: string) {}
}

export type JsonSchema = Record<string, unknown>;
type Value = unknown;
type Path = (string | number)[];

/** Values that make a field plausible, by its name (first match of the schema's constraints wins). */
export type Hints = Record<string, Value[]>;

/** Strings tried in turn for a string field without a hint that fits its pattern and length. */
const STRING_POOL = [
  'fuzz', 'Fuzz text', 'abc', 'SPY', 'DE', 'EUR', '10', 'FUZZ-10', 'payload.title', 'fuzz@example.com',
  '2030-01-01T00:00:00.000Z', '2030-01-01', '00000000-0000-4000-8000-000000000000',
  'sbcus_00000000-0000-4000-8000-000000000000', 'a'.repeat(64), 'x',
];

/** The keywords whose values are subschemas keyed by property name. */
function properties(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.properties ?? {}) as Record<string, JsonSchema>;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function fitsString(schema: JsonSchema, value: string): boolean {
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+\.[a-z]+$/.test(value)) return false;
  if (schema.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return false;
  if (schema.format === 'date-time' && Number.isNaN(Date.parse(value))) return false;
  return true;
}

function fits(schema: JsonSchema, value: Value): boolean {
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  if ('const' in schema) return schema.const === value;
  const types = typesOf(schema);
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  if (types.length && !types.includes(type) && !(types.includes('integer') && Number.isInteger(value))) return false;
  if (typeof value === 'string') return fitsString(schema, value);
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
  }
  if (Array.isArray(value) && typeof schema.maxItems === 'number' && value.length > schema.maxItems) return false;
  return true;
}

/**
 * A value that the schema accepts, as plausible as the hints make it: named fields take the first
 * hint that fits, other fields the first value of an enum, the smallest allowed number, a string
 * from a pool that fits the pattern, every property of an object (required or not).
 */
export function sampleValue(schema: JsonSchema | undefined, hints: Hints, name = ''): Value {
  if (!schema || Object.keys(schema).length === 0) return hints[name]?.[0] ?? 'fuzz';
  for (const hint of hints[name] ?? []) if (fits(schema, hint)) return structuredClone(hint);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) {
    const usable = branches.filter((b) => !typesOf(b).every((t) => t === 'null'));
    for (const branch of usable) for (const hint of hints[name] ?? []) if (fits(branch, hint)) return structuredClone(hint);
    // An object branch has the most fields to vary.
    return sampleValue(usable.find((b) => typesOf(b).includes('object')) ?? usable[0] ?? branches[0], hints, name);
  }
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'object';
  switch (type) {
    case 'object': {
      const out: Record<string, Value> = {};
      for (const [key, sub] of Object.entries(properties(schema))) out[key] = sampleValue(sub, hints, key);
      return out;
    }
    case 'array': {
      const item = schema.items as JsonSchema | undefined;
      const count = Math.max(1, typeof schema.minItems === 'number' ? schema.minItems : 1);
      return Array.from({ length: count }, () => sampleValue(item, hints, name));
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const max = typeof schema.maximum === 'number' ? schema.maximum : Math.max(min, 10);
      return Math.min(Math.max(1, min), max);
    }
    case 'boolean':
      return true;
    case 'string':
      return STRING_POOL.find((s) => fitsString(schema, s)) ?? 'fuzz';
    default:
      return null;
  }
}

export interface Mutation {
  label: string;
  /** The JSON text of the body (undefined sends none), built when asked: most variants are never sent. */
  payload: () => string | undefined;
  /** The kind of change at a field (`a lone surrogate`); absent for whole-body variants. */
  kind?: string;
  /** Whether the change attacks what the field is (see fieldVariants). */
  relevant?: boolean;
}

/** JSON text of a value: RawJson as it is, and own `__proto__` keys kept (JSON.stringify would keep them too, but not RawJson). */
export function toJson(value: Value): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).map((k) => `${JSON.stringify(k)}:${toJson((value as Record<string, Value>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An object with an own property named `key` (an object literal's `__proto__:` would set the prototype instead). */
function withOwn(base: Record<string, Value>, key: string, value: Value): Record<string, Value> {
  const out = { ...base };
  Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
  return out;
}

const deep = (levels: number): RawJson => new RawJson(`${'['.repeat(levels)}${']'.repeat(levels)}`);
const HUGE = 'x'.repeat(300_000);

function wrongType(value: Value): Value {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return 'true';
  if (Array.isArray(value)) return { 0: value[0] ?? 'x' };
  if (value !== null && typeof value === 'object') return ['x'];
  return 'text';
}

/**
 * The replacements tried at one field (`undefined` removes it), each marked `relevant` when it
 * attacks what the field is (a lone surrogate in text, 1e309 in a number, `__proto__` in an
 * object); the others are type errors like `a wrong type`, which the suite samples.
 */
function fieldVariants(value: Value, inObject: boolean): [string, Value, boolean][] {
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  const isText = typeof value === 'string';
  const isNumber = typeof value === 'number';
  const variants: [string, Value, boolean][] = [
    ['a wrong type', wrongType(value), true],
    ['null', null, true],
    ['a huge string', HUGE, isText],
    ['a lone surrogate', isText ? `${value}\ud800` : '\ud800', isText],
    ['a NUL character', isText ? `${value}\u0000` : 'a\u0000b', isText],
    ['1e309', new RawJson('1e309'), isNumber],
    ['-1e19', new RawJson('-1e19'), isNumber],
    ['1.5', 1.5, isNumber],
    ['deep nesting', deep(40), isObject || Array.isArray(value)],
    ['a __proto__ key', withOwn(isObject ? value as Record<string, Value> : {}, '__proto__', { isAdmin: true, roles: ['ADMIN'] }), isObject],
    ['a constructor key', withOwn(isObject ? value as Record<string, Value> : {}, 'constructor', { prototype: { isAdmin: true } }), isObject],
  ];
  if (inObject) variants.push(['missing', undefined, true]);
  if (isObject) variants.push(['an unknown field', { ...(value as Record<string, Value>), fuzzUnknownField: 'x' }, true]);
  return variants;
}

/** Every path into a value: object properties and the first item of each array. */
function pathsOf(value: Value, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.length ? [[...prefix, 0], ...pathsOf(value[0], [...prefix, 0])] : [];
  if (value !== null && typeof value === 'object') {
    return Object.keys(value).flatMap((k) => [[...prefix, k], ...pathsOf((value as Record<string, Value>)[k], [...prefix, k])]);
  }
  return [];
}

function setAt(root: Value, path: Path, replacement: Value): Value {
  const copy = structuredClone(root) as Record<string | number, Value>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, Value>;
  const last = path[path.length - 1]!;
  if (replacement === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else {
    node[last] = replacement;
  }
  return copy;
}

const getAt = (root: Value, path: Path): Value => path.reduce<Value>((node, step) => (node as Record<string | number, Value>)[step], root);

/**
 * Whole-body variants (no body, wrong JSON types, invalid JSON, hostile keys at the top) and one
 * variant per field and kind of hostile value, each a copy of the valid body with one change.
 * `sampleMutations` picks from these within a time budget.
 */
export function mutationsOf(base: Value): Mutation[] {
  const whole = (label: string, payload: string | undefined): Mutation => ({ label, payload: () => payload });
  const out: Mutation[] = [
    whole('no body', undefined),
    whole('an empty body', ''),
    whole('a JSON null body', 'null'),
    whole('a JSON string body', '"text"'),
    whole('a JSON number body', '1e309'),
    whole('an empty object body', '{}'),
    whole('an empty array body', '[]'),
    whole('invalid JSON', '{"a": '),
    whole('a deeply nested body', deep(5000).text),
    whole('the valid-shaped body', toJson(base)),
  ];
  const root = base !== null && typeof base === 'object' && !Array.isArray(base) ? base as Record<string, Value> : null;
  if (root) {
    out.push(whole('an unknown field at the top', toJson({ ...root, fuzzUnknownField: 1 })));
    out.push(whole('a __proto__ key at the top', toJson(withOwn(root, '__proto__', { isAdmin: true, roles: ['ADMIN'] }))));
    out.push(whole('a constructor key at the top', toJson(withOwn(root, 'constructor', { prototype: { isAdmin: true } }))));
  }
  for (const path of pathsOf(base)) {
    const parent = getAt(base, path.slice(0, -1));
    const inObject = parent !== null && typeof parent === 'object' && !Array.isArray(parent);
    for (const [kind, replacement, relevant] of fieldVariants(getAt(base, path), inObject)) {
      out.push({ label: `${kind} at ${path.join('.')}`, payload: () => toJson(setAt(base, path, replacement)), kind, relevant });
    }
  }
  return out;
}

/**
 * At most `limit` field variants, chosen with the seeded `random`: the relevant ones first, taken
 * kind by kind in turn (so that every kind of attack reaches some field of a large body), then
 * others; every whole-body variant is kept. The order of the result is the order of `all`.
 */
export function sampleMutations(all: Mutation[], random: () => number, limit: number): Mutation[] {
  const chosen = new Set<Mutation>(all.filter((m) => !m.kind));
  const shuffled = (list: Mutation[]): Mutation[] => list
    .map((m) => [random(), m] as const).sort((a, b) => a[0] - b[0]).map(([, m]) => m);
  const byKind = new Map<string, Mutation[]>();
  for (const m of shuffled(all.filter((x) => x.kind && x.relevant))) byKind.set(m.kind!, [...(byKind.get(m.kind!) ?? []), m]);
  let left = limit;
  while (left > 0 && [...byKind.values()].some((list) => list.length)) {
    for (const list of byKind.values()) {
      const next = list.shift();
      if (next && left > 0) { chosen.add(next); left--; }
    }
  }
  for (const m of shuffled(all.filter((x) => x.kind && !x.relevant))) {
    if (left <= 0) break;
    if (random() < 0.2) { chosen.add(m); left--; }
  }
  return all.filter((m) => chosen.has(m));
}

/** Query strings: the valid one, each parameter made hostile in turn, an unknown and a repeated one. */
export function queryMutationsOf(base: Record<string, string>): { label: string; query: string }[] {
  const encode = (params: [string, string][]): string => params.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  const entries = Object.entries(base).map(([k, v]) => [k, encodeURIComponent(v)] as [string, string]);
  const out = [
    { label: 'the valid query', query: encode(entries) },
    { label: 'no query', query: '' },
    { label: 'an unknown parameter', query: encode([...entries, ['fuzzUnknown', '1']]) },
    { label: 'a __proto__ parameter', query: encode([...entries, ['__proto__', 'x'], ['constructor', 'y']]) },
  ];
  const hostile: [string, string][] = [
    ['empty', ''], ['a NUL', 'a%00b'], ['a lone surrogate (CESU-8)', '%ED%A0%80'], ['a %u escape', '%uD800'],
    ['invalid percent-encoding', '%E0%A4%A'], ['huge', 'x'.repeat(20_000)], ['1e309', '1e309'], ['-1e19', '-1e19'], ['1.5', '1.5'],
    ['bracket syntax', 'x&a[b]=c'],
  ];
  for (const [key] of entries) {
    for (const [label, value] of hostile) {
      out.push({ label: `${label} in ${key}`, query: encode(entries.map(([k, v]) => [k, k === key ? value : v])) });
    }
    out.push({ label: `${key} repeated`, query: encode([...entries, [key, entries.find(([k]) => k === key)![1]]]) });
  }
  return out;
}
