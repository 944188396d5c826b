/**
 * The incremental evaluator: the live alerts in memory, indexed by the tickers they watch, so that
 * a snapshot or a quote refresh evaluates only the alerts of the tickers that changed. Each pass
 * collects the firings and the alerts' changed memory and hands them to deliverFirings, which
 * writes them in one transaction. Passes run one at a time (`serial`), with the saves of the
 * alert calls, so that a save and a pass never overwrite each other's memory.
 */
import type { AlertHistoryEntry } from '../../contracts';
import type { LiveAlert } from './alertRecord';
import { writeAlertChanges, type AlertChange } from './alertStore';
import { decide, observe, sameMemory } from './conditions';
import type { AlertValueSource } from './alertValues';
import { deliverFirings, type Firing, type FiringDeps } from './firing';

const MINUTE_MS = 60_000;

export class AlertEvaluator {
  private readonly live = new Map<string, LiveAlert>();
  private readonly watched = new Map<string, string[]>();
  private readonly index = new Map<string, Set<string>>();
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: FiringDeps) {}

  /** Runs `task` after every task queued before it. */
  serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.chain.then(task, task);
    this.chain = run.catch(() => undefined);
    return run;
  }

  size(): number {
    return this.live.size;
  }

  alerts(): LiveAlert[] {
    return [...this.live.values()];
  }

  tickersOf(id: string): readonly string[] {
    return this.watched.get(id) ?? [];
  }

  /** Every ticker some live alert watches. */
  watchedTickers(): string[] {
    return [...this.index.keys()];
  }

  /** Adds or replaces an alert with the tickers it watches (its memory of tickers no longer watched is dropped). */
  put(alert: LiveAlert, tickers: readonly string[]): void {
    this.drop(alert.id);
    const keep = new Set(tickers);
    for (const t of Object.keys(alert.state.tickers)) if (!keep.has(t)) delete alert.state.tickers[t];
    this.live.set(alert.id, alert);
    this.watched.set(alert.id, [...keep]);
    for (const t of keep) {
      let set = this.index.get(t);
      if (!set) this.index.set(t, (set = new Set()));
      set.add(alert.id);
    }
  }

  drop(id: string): void {
    for (const t of this.watched.get(id) ?? []) {
      const set = this.index.get(t);
      set?.delete(id);
      if (set?.size === 0) this.index.delete(t);
    }
    this.watched.delete(id);
    this.live.delete(id);
  }

  /**
   * Evaluates the alerts watching `tickers` (only those `which` accepts), or with `ids` the given
   * alerts over all their tickers. Answers the history entries of what fired.
   */
  async evaluate(source: AlertValueSource, now: Date, scope: { tickers?: Iterable<string>; ids?: Iterable<string>; which?: (a: LiveAlert) => boolean }): Promise<AlertHistoryEntry[]> {
    const pairs = new Map<string, Set<string>>();
    const add = (id: string, ticker: string): void => {
      let set = pairs.get(id);
      if (!set) pairs.set(id, (set = new Set()));
      set.add(ticker);
    };
    for (const t of scope.tickers ?? []) for (const id of this.index.get(t) ?? []) add(id, t);
    for (const id of scope.ids ?? []) for (const t of this.watched.get(id) ?? []) add(id, t);
    const pass = new Pass(now);
    for (const [id, tickers] of pairs) {
      const alert = this.live.get(id);
      if (!alert || (scope.which && !scope.which(alert))) continue;
      if (pass.expire(alert)) continue;
      if (alert.condition.type === 'scanMembership') continue;
      for (const ticker of tickers) {
        const values = source.values(ticker);
        const observation = values && observe(alert.condition, values);
        if (!observation) continue;
        const memory = alert.state.tickers[ticker] ?? {};
        const cooldown = alert.repeat.mode === 'everyCrossing' ? alert.repeat.cooldownMinutes * MINUTE_MS : 0;
        const decision = decide(observation, memory, now.getTime(), cooldown);
        if (!sameMemory(memory, decision.memory)) pass.remember(alert, ticker, decision.memory);
        if (decision.fire && pass.fire(alert, ticker, decision.value, decision.level)) break;
      }
    }
    return this.finish(pass);
  }

  /**
   * Scan targets: compares each alert's scan result now (`members`, by alert id) with the one it
   * saw last; scanMembership alerts fire per ticker gained or lost. The first result only records.
   */
  async evaluateScans(members: ReadonlyMap<string, readonly string[]>, now: Date): Promise<AlertHistoryEntry[]> {
    const pass = new Pass(now);
    for (const [id, current] of members) {
      const alert = this.live.get(id);
      if (!alert || alert.target.kind !== 'scan' || pass.expire(alert)) continue;
      const before = alert.state.members;
      const same = before !== undefined && before.length === current.length && before.every((t, i) => t === current[i]);
      if (same) continue;
      alert.state.members = [...current];
      pass.changed(alert);
      if (before === undefined || alert.condition.type !== 'scanMembership') continue;
      const had = new Set(before);
      const has = new Set(current);
      const change = alert.condition.change;
      const events: [string, string][] = [
        ...(change !== 'loses' ? current.filter((t) => !had.has(t)).map((t): [string, string] => [t, 'gained']) : []),
        ...(change !== 'gains' ? before.filter((t) => !has.has(t)).map((t): [string, string] => [t, 'lost']) : []),
      ];
      const cooldown = alert.repeat.mode === 'everyCrossing' ? alert.repeat.cooldownMinutes * MINUTE_MS : 0;
      for (const [ticker, value] of events) {
        const at = alert.state.tickers[ticker]?.at;
        // During a cool-down a membership change is not delivered (the next result is compared with this one).
        if (at !== undefined && now.getTime() - at < cooldown) continue;
        pass.remember(alert, ticker, { at: now.getTime() });
        if (pass.fire(alert, ticker, value, null)) break;
      }
    }
    return this.finish(pass);
  }

  private async finish(pass: Pass): Promise<AlertHistoryEntry[]> {
    for (const id of pass.ended) this.drop(id);
    const changes = pass.changes();
    if (pass.firings.length === 0) {
      await writeAlertChanges(this.deps.db, changes, pass.now);
      return [];
    }
    return deliverFirings(this.deps, pass.firings, changes, pass.now);
  }
}

/** One evaluation pass: its firings, the alerts whose memory or status changed, the alerts that ended. */
class Pass {
  readonly firings: Firing[] = [];
  readonly ended = new Set<string>();
  private readonly touched = new Map<string, { alert: LiveAlert; status: AlertChange['status'] }>();

  constructor(readonly now: Date) {}

  changed(alert: LiveAlert, status: AlertChange['status'] = this.touched.get(alert.id)?.status ?? 'active'): void {
    this.touched.set(alert.id, { alert, status });
  }

  remember(alert: LiveAlert, ticker: string, memory: LiveAlert['state']['tickers'][string]): void {
    if (Object.keys(memory).length === 0) delete alert.state.tickers[ticker];
    else alert.state.tickers[ticker] = memory;
    this.changed(alert);
  }

  /** Past its expiry: marked expired and dropped. */
  expire(alert: LiveAlert): boolean {
    if (this.ended.has(alert.id)) return true;
    if (!alert.expiresAt || alert.expiresAt.getTime() > this.now.getTime()) return false;
    this.changed(alert, 'expired');
    this.ended.add(alert.id);
    return true;
  }

  /** Records a firing; answers whether the alert is now done (a 'once' alert). */
  fire(alert: LiveAlert, ticker: string, value: number | string, level: number | string | null): boolean {
    this.firings.push({ alert, ticker, value, level, firedAt: this.now });
    alert.lastFiredAt = this.now;
    const done = alert.repeat.mode === 'once';
    this.changed(alert, done ? 'done' : 'active');
    if (done) this.ended.add(alert.id);
    return done;
  }

  changes(): AlertChange[] {
    return [...this.touched.values()].map(({ alert, status }) => ({
      id: alert.id, state: alert.state, lastFiredAt: alert.lastFiredAt, status,
    }));
  }
}
