/**
 * A published snapshot as bytes, and the table that keeps them (issue 24): the instance that
 * computed a snapshot stores it; every other instance, and a restarted one, loads it instead of
 * computing it again. The bytes are the stores' columns (numbers and booleans as raw typed arrays,
 * text and JSON as string lists), gzipped: loading is a copy into a builder, no row objects.
 */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { marketSnapshots } from '../../db/schema';
import type { ColumnBatch } from '../store/columnBatch';
import type { StoreSchema } from '../store/columnSchema';
import type { ColumnStore } from '../store/columnStore';
import { ColumnStoreBuilder } from '../store/columnStoreBuilder';
import { ASSET_SCHEMA, type AssetColumnStore } from '../store/assetColumnStore';
import { SIGNAL_SCHEMA, type SignalColumnStore } from '../store/signalColumnStore';
import type { AssetRow, SignalRow } from './assetRow';
import type { SnapshotJobStats } from './snapshotJob';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Bumped when the byte layout or a schema changes: older rows are then ignored (and recomputed). */
export const STORED_SNAPSHOT_FORMAT = 1;

/** What a stored snapshot holds: everything MarketSnapshot has but its per-process version. */
export interface SnapshotContent {
  asOf: string;
  at: string;
  rows: AssetColumnStore;
  signals: SignalColumnStore;
  stats: SnapshotJobStats;
}

interface Header {
  format: number;
  schemas: [string[], string[]];
  asOf: string;
  at: string;
  stats: SnapshotJobStats;
  stores: { count: number; texts: (string | null)[][]; json: (string | null)[][]; numbers: number; booleans: number }[];
}

const columnsOf = (schema: StoreSchema): string[] => schema.columns.map((c) => `${c.path}:${c.kind}`);

/** The store's columns as one batch (the builder's input), read back through the public columnValues. */
function batchOf(store: ColumnStore<object>): ColumnBatch {
  const count = store.size;
  const { columns } = store.schema;
  const numberColumns = columns.filter((c) => c.kind === 'number');
  const booleanColumns = columns.filter((c) => c.kind === 'boolean');
  const batch: ColumnBatch = {
    count, numbers: new Float64Array(numberColumns.length * count), texts: [], booleans: new Uint8Array(booleanColumns.length * count), json: [],
  };
  let n = 0;
  let b = 0;
  for (const column of columns) {
    const values = store.columnValues(column.path);
    if (column.kind === 'number') values.forEach((v, i) => (batch.numbers[n * count + i] = v === null ? NaN : (v as number)));
    else if (column.kind === 'boolean') values.forEach((v, i) => (batch.booleans[b * count + i] = v === null ? 2 : v ? 1 : 0));
    else if (column.kind === 'text') batch.texts.push(values as (string | null)[]);
    else batch.json.push(values.map((v) => (v === null ? null : JSON.stringify(v))));
    if (column.kind === 'number') n++;
    if (column.kind === 'boolean') b++;
  }
  return batch;
}

/** The snapshot as gzipped bytes: [u32 header length][header JSON][numbers…][booleans…] per store. */
export async function encodeSnapshot(content: SnapshotContent): Promise<Buffer> {
  const batches = [batchOf(content.rows as ColumnStore<object>), batchOf(content.signals as ColumnStore<object>)];
  const header: Header = {
    format: STORED_SNAPSHOT_FORMAT, schemas: [columnsOf(ASSET_SCHEMA), columnsOf(SIGNAL_SCHEMA)],
    asOf: content.asOf, at: content.at, stats: content.stats,
    stores: batches.map((x) => ({ count: x.count, texts: x.texts, json: x.json, numbers: x.numbers.length, booleans: x.booleans.length })),
  };
  const head = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length);
  const parts: Buffer[] = [length, head];
  for (const x of batches) parts.push(Buffer.from(x.numbers.buffer, x.numbers.byteOffset, x.numbers.byteLength), Buffer.from(x.booleans));
  return gzipAsync(Buffer.concat(parts));
}

function storeOf<Row extends object>(schema: StoreSchema, batch: ColumnBatch): ColumnStore<Row> {
  const builder = new ColumnStoreBuilder<Row>(schema, batch.count);
  if (batch.count > 0) builder.put(0, batch);
  return builder.finish();
}

/** The snapshot back from `encodeSnapshot`'s bytes; null when they are of another format or schema. */
export async function decodeSnapshot(bytes: Uint8Array): Promise<SnapshotContent | null> {
  const raw = await gunzipAsync(bytes);
  const headLength = raw.readUInt32LE(0);
  const header = JSON.parse(raw.subarray(4, 4 + headLength).toString('utf8')) as Header;
  const expected = JSON.stringify([columnsOf(ASSET_SCHEMA), columnsOf(SIGNAL_SCHEMA)]);
  if (header.format !== STORED_SNAPSHOT_FORMAT || JSON.stringify(header.schemas) !== expected) return null;
  let offset = 4 + headLength;
  const batches = header.stores.map((s): ColumnBatch => {
    // Copied out: a Float64Array needs an aligned offset, the gunzipped buffer gives none.
    const numbers = new Float64Array(s.numbers);
    new Uint8Array(numbers.buffer).set(raw.subarray(offset, offset + s.numbers * 8));
    offset += s.numbers * 8;
    const booleans = Uint8Array.from(raw.subarray(offset, offset + s.booleans));
    offset += s.booleans;
    return { count: s.count, numbers, texts: s.texts, booleans, json: s.json };
  });
  return {
    asOf: header.asOf, at: header.at, stats: header.stats,
    rows: storeOf<AssetRow>(ASSET_SCHEMA, batches[0]!),
    signals: storeOf<SignalRow>(SIGNAL_SCHEMA, batches[1]!),
  };
}

/** The last stored snapshot's identity, without its bytes. */
export interface StoredSnapshotInfo {
  asOf: string;
  at: string;
  computedBy: string;
  bytes: number;
  createdAt: string;
}

export interface SnapshotStore {
  /** Stores a computed snapshot (replacing one of the same session) and keeps the last `keep`. */
  save(content: SnapshotContent, computedBy: string): Promise<StoredSnapshotInfo>;
  /** The newest stored snapshot (or the one of session `asOf`), decoded; null when none is usable. */
  load(asOf?: string): Promise<(SnapshotContent & { info: StoredSnapshotInfo }) | null>;
  /** The stored row of session `asOf` without decoding it; null when none. */
  peek(asOf: string): Promise<StoredSnapshotInfo | null>;
}

/** How many sessions' snapshots the table keeps. */
export const KEPT_SNAPSHOTS = 3;

export function databaseSnapshotStore(db: Db, now: () => Date = () => new Date()): SnapshotStore {
  return {
    async save(content, computedBy) {
      const data = await encodeSnapshot(content);
      const row = {
        asOf: content.asOf, at: content.at, computedBy, instruments: content.rows.size,
        stats: content.stats as unknown as Record<string, unknown>, data, createdAt: now(),
      };
      await db.insert(marketSnapshots).values(row).onConflictDoUpdate({
        target: marketSnapshots.asOf, set: { at: row.at, computedBy, instruments: row.instruments, stats: row.stats, data, createdAt: row.createdAt },
      });
      const kept = await db.select({ asOf: marketSnapshots.asOf }).from(marketSnapshots).orderBy(desc(marketSnapshots.asOf)).limit(KEPT_SNAPSHOTS);
      await db.delete(marketSnapshots).where(notInArray(marketSnapshots.asOf, kept.map((k) => k.asOf)));
      return { asOf: row.asOf, at: row.at, computedBy, bytes: data.length, createdAt: row.createdAt.toISOString() };
    },
    async peek(asOf) {
      const [row] = await db
        .select({ asOf: marketSnapshots.asOf, at: marketSnapshots.at, computedBy: marketSnapshots.computedBy, createdAt: marketSnapshots.createdAt, bytes: sql<number>`octet_length(${marketSnapshots.data})` })
        .from(marketSnapshots).where(eq(marketSnapshots.asOf, asOf));
      return row ? { ...row, bytes: Number(row.bytes), createdAt: row.createdAt.toISOString() } : null;
    },
    async load(asOf) {
      const query = db.select().from(marketSnapshots);
      const [row] = await (asOf === undefined ? query.orderBy(desc(marketSnapshots.asOf)).limit(1) : query.where(eq(marketSnapshots.asOf, asOf)));
      if (!row) return null;
      const content = await decodeSnapshot(row.data);
      if (!content) return null;
      return { ...content, info: { asOf: row.asOf, at: row.at, computedBy: row.computedBy, bytes: row.data.length, createdAt: row.createdAt.toISOString() } };
    },
  };
}
