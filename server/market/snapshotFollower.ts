/**
 * A result computed in the background from every published market snapshot (the track record, the
 * model backtests): the latest finished result is served while the next one computes; a newer
 * snapshot makes the computation in flight give up (its `stale()` turns true) and start over on it.
 */
import type { MarketService, MarketSnapshot } from './marketService';

export interface FollowerLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** Computes the result of one snapshot; answers null when `stale()` turned true on the way. */
export type SnapshotComputation<T> = (snapshot: MarketSnapshot, stale: () => boolean) => Promise<T | null>;

/** Yields to the event loop between pieces of a long computation. */
export const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class SnapshotFollower<T> {
  private latest: T | null = null;
  private wanted = 0;
  private running: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly market: MarketService | undefined,
    private readonly compute: SnapshotComputation<T>,
    private readonly log: FollowerLog,
    /** What is computed, for the error log ("track record", "model backtests"). */
    private readonly name: string,
  ) {}

  /** Subscribes to the published snapshots and computes for the current one (idempotent). */
  start(): void {
    if (this.unsubscribe || !this.market) return;
    this.unsubscribe = this.market.onPublished((snapshot) => this.schedule(snapshot));
    const current = this.market.snapshot();
    if (current) this.schedule(current);
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.wanted = Number.POSITIVE_INFINITY;
  }

  /** The latest computed result (possibly of the previous snapshot while the next computes); null before the first. */
  answer(): T | null {
    return this.latest;
  }

  /** Resolves when the computation in flight (if any) is over; for tests and the bench. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private schedule(snapshot: MarketSnapshot): void {
    if (snapshot.version <= this.wanted) return;
    this.wanted = snapshot.version;
    if (this.running) return; // the loop picks the newest version up when the current one gives up
    this.running = this.loop(snapshot).finally(() => (this.running = null));
  }

  private async loop(first: MarketSnapshot): Promise<void> {
    let snapshot: MarketSnapshot | null = first;
    while (snapshot) {
      const version: number = snapshot.version;
      try {
        const answer = await this.compute(snapshot, () => this.wanted !== version);
        if (answer) this.latest = answer;
      } catch (err) {
        this.log.error({ err }, `${this.name} computation failed`);
      }
      const current = this.market?.snapshot() ?? null;
      snapshot = current && current.version === this.wanted && current.version !== version ? current : null;
    }
  }
}
