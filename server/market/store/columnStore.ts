/**
 * Rows held column by column (see columnSchema.ts), answering list queries — the filter language,
 * sort, paging, idIn — with the same results as engine/core's matchesAll + sortRows over the row
 * objects (server/entities/inMemoryQuery.ts), and giving back whole rows rebuilt from the columns.
 * Immutable once built (ColumnStoreBuilder); the sort ranks of a column are computed on first use.
 */
import { filterProblem } from '../../../engine/core/filters/filterQuery';
import { sortRows } from '../../../engine/core/sorting/sortRows';
import { badRequest } from '../../http/apiError';
import type { ListQuery } from '../../entities/datasetRegistry';
import { filterSelection } from './columnFilter';
import type { StoreSchema } from './columnSchema';
import { numberRanks, rowRank, signalRanks, sortByRank, textRanks } from './columnSort';
import { columnBytes, columnValue, type Column, type TextColumn } from './columns';
import { RowShape } from './rowShape';

export interface ColumnQueryResult<Row> {
  rows: Row[];
  total: number;
}

export class ColumnStore<Row extends object> {
  private readonly byPath: Map<string, Column>;
  private readonly shape: RowShape;
  private readonly lowerCache = new Map<TextColumn, string[]>();
  private readonly rankCache = new Map<string, Int32Array>();
  /** Per id code, the first row holding it (−1 for none). */
  private readonly rowOfCode: Int32Array;
  /** 0, 1, … size − 1: the selection before any filter. */
  private readonly everyRow: Uint32Array;

  constructor(
    readonly schema: StoreSchema,
    readonly size: number,
    private readonly columns: readonly Column[],
    private readonly idCodes: ReadonlyMap<string, number>,
  ) {
    this.byPath = new Map(columns.map((c) => [c.spec.path, c]));
    this.shape = new RowShape(schema, columns);
    const idColumn = this.byPath.get(schema.idPath) as TextColumn;
    this.rowOfCode = new Int32Array(idColumn.dictionary.length).fill(-1);
    for (let i = size - 1; i >= 0; i--) this.rowOfCode[idColumn.codes[i]!] = i;
    this.everyRow = new Uint32Array(size);
    for (let i = 0; i < size; i++) this.everyRow[i] = i;
  }

  /** The row index of an id, or −1. */
  indexOf(id: string): number {
    const code = this.idCodes.get(id);
    return code === undefined ? -1 : this.rowOfCode[code]!;
  }

  /** The whole row at an index. */
  rowAt(index: number): Row {
    return this.shape.build(index) as Row;
  }

  row(id: string): Row | undefined {
    const index = this.indexOf(id);
    return index < 0 ? undefined : this.rowAt(index);
  }

  /** The rows of the known ids, in the order asked. */
  rows(ids: readonly string[]): Row[] {
    const out: Row[] = [];
    for (const id of ids) {
      const index = this.indexOf(id);
      if (index >= 0) out.push(this.rowAt(index));
    }
    return out;
  }

  allRows(): Row[] {
    return Array.from({ length: this.size }, (_, i) => this.rowAt(i));
  }

  /** The value of a leaf (or JSON leaf) at a row index; undefined for unknown paths. */
  value(index: number, path: string): unknown {
    return this.shape.valueAt(this.shape.resolve(path), index);
  }

  /** A scalar column's values in row order (null for missing), e.g. every ticker. */
  columnValues(path: string): unknown[] {
    const column = this.byPath.get(path);
    return column ? Array.from({ length: this.size }, (_, i) => columnValue(column, i)) : [];
  }

  private lower(column: TextColumn): string[] {
    let lower = this.lowerCache.get(column);
    if (!lower) {
      lower = column.dictionary.map((s) => s.toLowerCase());
      this.lowerCache.set(column, lower);
    }
    return lower;
  }

  private ranks(column: Column, signal: boolean): Int32Array {
    const key = `${signal ? 'signal' : 'order'}:${column.spec.path}`;
    let ranks = this.rankCache.get(key);
    if (!ranks) {
      if (column.kind === 'text') ranks = signal ? signalRanks(column) : textRanks(column, this.lower(column));
      else if (column.kind === 'number') ranks = numberRanks(column.values);
      else ranks = new Int32Array(0);
      this.rankCache.set(key, ranks);
    }
    return ranks;
  }

  get columnCount(): number {
    return this.columns.length;
  }

  /** Precomputes one column's sort ranks (and lower-cased dictionary), so that no query pays for them. */
  warmColumn(position: number): void {
    const column = this.columns[position];
    if (!column || column.kind === 'json' || column.kind === 'boolean') return;
    this.ranks(column, false);
    if (column.kind === 'text' && this.schema.signalPaths.includes(column.spec.path)) this.ranks(column, true);
  }

  warm(): void {
    for (let k = 0; k < this.columns.length; k++) this.warmColumn(k);
  }

  private idSelection(ids: readonly string[]): Uint32Array {
    const wanted = new Set(ids);
    const idColumn = this.byPath.get(this.schema.idPath) as TextColumn;
    const codes = new Set<number>();
    for (const id of wanted) {
      const code = this.idCodes.get(id);
      if (code !== undefined) codes.add(code);
    }
    if (wanted.has('null')) codes.add(0);
    const out: number[] = [];
    for (let i = 0; i < this.size; i++) if (codes.has(idColumn.codes[i]!)) out.push(i);
    return Uint32Array.from(out);
  }

  /** The indices a query selects, in result order (before paging). */
  select(query: Pick<ListQuery, 'filterQuery' | 'sort' | 'idIn'>, signalKeys: ReadonlySet<string> = new Set(this.schema.signalPaths)): Uint32Array {
    for (const f of query.filterQuery) {
      const problem = filterProblem(f);
      if (problem) throw badRequest(`Invalid request: ${problem}`);
    }
    let selection = query.idIn ? this.idSelection(query.idIn) : this.everyRow;
    for (const f of query.filterQuery) {
      const resolved = this.shape.resolve(f.filterKey);
      const column = resolved.kind === 'column' ? resolved.column : null;
      selection = filterSelection(selection, f, {
        column,
        valueAt: (i) => this.shape.valueAt(resolved, i),
        lower: () => this.lower(column as TextColumn),
        exists: resolved.kind !== 'none',
      });
      if (selection.length === 0) break;
    }
    if (!query.sort || selection.length === 0) return selection === this.everyRow ? selection.slice() : selection;
    const signal = signalKeys.has(query.sort.key);
    const resolved = this.shape.resolve(query.sort.key);
    if (resolved.kind === 'none') return selection === this.everyRow ? selection.slice() : selection;
    const rank = resolved.kind === 'column' ? rowRank(resolved.column, () => this.ranks(resolved.column, signal), signal) : null;
    if (rank) return sortByRank(selection, rank, query.sort.direction, this.size);
    const items = Array.from(selection, (index) => ({ index, value: this.shape.valueAt(resolved, index) }));
    const sorted = sortRows(items, query.sort, { signal, read: (item) => item.value });
    return Uint32Array.from(sorted, (item) => item.index);
  }

  /** A list query: filters (AND), idIn, sort, then the page (1-based). */
  query(query: ListQuery, signalKeys?: ReadonlySet<string>): ColumnQueryResult<Row> {
    const selection = this.select(query, signalKeys);
    const start = (query.page - 1) * query.pageSize;
    const page = selection.subarray(start, start + query.pageSize);
    return { rows: Array.from(page, (i) => this.rowAt(i)), total: selection.length };
  }

  /** Bytes of the columns and their sort caches (typed arrays exactly; strings estimated as V8 stores one-byte text). */
  memoryBytes(): number {
    let bytes = this.columns.reduce((sum, c) => sum + columnBytes(c), 0) + this.rowOfCode.byteLength + this.everyRow.byteLength;
    for (const ranks of this.rankCache.values()) bytes += ranks.byteLength;
    for (const lower of this.lowerCache.values()) bytes += lower.reduce((sum, s) => sum + 16 + s.length, 8 * lower.length);
    return bytes;
  }
}
