/**
 * The nested shape of a store's rows: rebuilds a row (or any object inside it) from the columns,
 * and says what a dotted path names — a scalar column, something inside a JSON leaf, an object on
 * the way to leaves, or nothing — so that filters and sorts on any path read exactly the value
 * readField would read from the row object.
 */
import { readField } from '../../../engine/core/filters/filterQuery';
import { shapeOf, type ShapeNode, type StoreSchema } from './columnSchema';
import { columnValue, type Column } from './columns';

export type ResolvedPath =
  | { kind: 'column'; column: Column }
  | { kind: 'json'; column: Column; rest: string[] }
  | { kind: 'object'; node: ShapeNode }
  | { kind: 'none' };

export class RowShape {
  private readonly root: ShapeNode;

  constructor(
    schema: StoreSchema,
    private readonly columns: readonly Column[],
  ) {
    this.root = shapeOf(schema);
  }

  build(index: number, node: ShapeNode = this.root): unknown {
    if ('leaf' in node) return columnValue(this.columns[node.leaf]!, index);
    const out: Record<string, unknown> = {};
    for (const [key, child] of node.children) out[key] = this.build(index, child);
    return out;
  }

  resolve(path: string): ResolvedPath {
    let node: ShapeNode = this.root;
    const parts = path.split('.');
    for (let depth = 0; depth < parts.length; depth++) {
      if ('leaf' in node) break;
      const child: ShapeNode | undefined = node.children.find(([key]) => key === parts[depth])?.[1];
      if (!child) return { kind: 'none' };
      node = child;
      if ('leaf' in node) {
        const column = this.columns[node.leaf]!;
        const rest = parts.slice(depth + 1);
        if (column.kind === 'json') return { kind: 'json', column, rest };
        return rest.length === 0 ? { kind: 'column', column } : { kind: 'none' };
      }
    }
    return { kind: 'object', node };
  }

  valueAt(resolved: ResolvedPath, index: number): unknown {
    switch (resolved.kind) {
      case 'column':
        return columnValue(resolved.column, index);
      case 'json': {
        const value = columnValue(resolved.column, index);
        return resolved.rest.length === 0 ? value : readField(value, resolved.rest.join('.'));
      }
      case 'object':
        return this.build(index, resolved.node);
      case 'none':
        return undefined;
    }
  }
}
