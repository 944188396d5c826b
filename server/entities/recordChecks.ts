import type { UserRow } from '../appDeps';
import type { Db } from '../db/database';

export interface RecordCheckContext {
  model: string;
  user: UserRow;
  modules: readonly string[];
  /** The record being changed; null for a new one. */
  id: string | null;
  /** Where a check reads: an update's transaction (it holds the record's lock; on PGlite the only connection), else unset: the app's. */
  db?: Db;
}

/**
 * A model's own check of a record after its schema and rules passed: answers the record to store
 * (it may normalise it) or throws an ApiError (400 with the standard body) so nothing is stored.
 */
export type RecordCheck = (record: Record<string, unknown>, ctx: RecordCheckContext) => Promise<Record<string, unknown>>;

/**
 * A model's follow-up once a new record is stored (link what the record names, mail someone):
 * it runs after the insert, so it knows the record's id; a failure is the model's to log, the
 * record stays stored.
 */
export type AfterCreate = (record: { id: string; payload: Record<string, unknown> }, ctx: RecordCheckContext) => Promise<void>;

/** Checks that need the server (known tickers, counts per owner); the issue owning a model registers its check. */
export class RecordCheckRegistry {
  private readonly checks = new Map<string, RecordCheck>();
  private readonly afterCreates = new Map<string, AfterCreate>();

  register(model: string, check: RecordCheck): void {
    if (this.checks.has(model)) throw new Error(`model ${model} has two record checks`);
    this.checks.set(model, check);
  }

  registerAfterCreate(model: string, follow: AfterCreate): void {
    if (this.afterCreates.has(model)) throw new Error(`model ${model} has two after-create steps`);
    this.afterCreates.set(model, follow);
  }

  /** Runs the model's after-create step, if it has one. */
  async created(record: { id: string; payload: Record<string, unknown> }, ctx: RecordCheckContext): Promise<void> {
    await this.afterCreates.get(ctx.model)?.(record, ctx);
  }

  has(model: string): boolean {
    return this.checks.has(model);
  }

  /** The record as the model's check answers it (unchanged for a model without one). */
  async apply(record: Record<string, unknown>, ctx: RecordCheckContext): Promise<Record<string, unknown>> {
    const check = this.checks.get(ctx.model);
    return check ? check(record, ctx) : record;
  }
}
