/**
 * The shape of the rows a column store holds: one column per leaf path of a fixed-shape row.
 * - `number`: finite numbers or null → Float64Array (NaN for null);
 * - `text`: strings or null (ratings, dates, names) → dictionary codes (Uint16 or Uint32);
 * - `boolean`: true, false or null → two bitsets (value, present);
 * - `json`: anything else (arrays, nested series) → kept as JSON text, not filtered fast.
 * Objects on the way to a leaf are never null (the row's shape is fixed).
 */
export type ColumnKind = 'number' | 'text' | 'boolean' | 'json';

export interface ColumnSpec {
  /** Dotted path of the leaf, as the filter language names it (`stRange.upside`). */
  path: string;
  kind: ColumnKind;
}

export interface StoreSchema {
  columns: readonly ColumnSpec[];
  /** The text column that identifies a row (idIn, row(id)). */
  idPath: string;
  /** Text columns that sort in rating order (bullish, neutral, neutralDanger, bearish, then empty). */
  signalPaths: readonly string[];
}

/** Builds a schema from its leaves in row order (the order rebuilt rows have their keys in). */
export function schemaOf(leaves: readonly (readonly [string, ColumnKind])[], idPath: string, signalPaths: readonly string[] = []): StoreSchema {
  const columns: ColumnSpec[] = leaves.map(([path, kind]) => ({ path, kind }));
  const byPath = new Map(columns.map((c) => [c.path, c]));
  if (byPath.size !== columns.length) throw new Error('column store schema: a path is listed twice');
  if (byPath.get(idPath)?.kind !== 'text') throw new Error(`column store schema: the id ${idPath} must be a text column`);
  for (const p of signalPaths) if (byPath.get(p)?.kind !== 'text') throw new Error(`column store schema: signal column ${p} must be text`);
  return { columns, idPath, signalPaths };
}

/** Reads a leaf (plain property walk; undefined when a step is missing). */
export function readPath(row: unknown, parts: readonly string[]): unknown {
  let current: unknown = row;
  for (const part of parts) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** A node of the row's shape: leaves carry their column's position in the schema. */
export type ShapeNode = { leaf: number } | { children: [string, ShapeNode][] };

/** The nested shape of the rows, for rebuilding an object from its columns. */
export function shapeOf(schema: StoreSchema): ShapeNode {
  const root: { children: [string, ShapeNode][] } = { children: [] };
  schema.columns.forEach((column, index) => {
    const parts = column.path.split('.');
    let node = root;
    parts.forEach((part, depth) => {
      const last = depth === parts.length - 1;
      let child = node.children.find(([key]) => key === part)?.[1];
      if (!child) {
        child = last ? { leaf: index } : { children: [] };
        node.children.push([part, child]);
      }
      if (!last) {
        if ('leaf' in child) throw new Error(`column store schema: ${column.path} lies under a leaf`);
        node = child;
      }
    });
  });
  return root;
}
