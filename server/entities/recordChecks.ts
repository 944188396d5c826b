import type { UserRow } from '../appDeps';

export interface RecordCheckContext {
  model: string;
  user: UserRow;
  modules: string[];
  /** The record being changed; null for a new one. */
  id: string | null;
}

/**
 * A model's own check of a record after its schema and rules passed: answers the record to store
 * (it may normalise it) or throws an ApiError (400 with the standard body) so nothing is stored.
 */
export type RecordCheck = (record: Record<string, unknown>, ctx: RecordCheckContext) => Promise<Record<string, unknown>>;

/** Checks that need the server (known tickers, counts per owner); the issue owning a model registers its check. */
export class RecordCheckRegistry {
  private readonly checks = new Map<string, RecordCheck>();

  register(model: string, check: RecordCheck): void {
    if (this.checks.has(model)) throw new Error(`model ${model} has two record checks`);
    this.checks.set(model, check);
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
