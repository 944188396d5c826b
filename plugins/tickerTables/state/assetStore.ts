import { action, makeObservable, observable, runInAction } from 'mobx';
import { ApiCallError } from '../../../engine/data';
import { zonedDay } from '../../../engine/state';
import type { QuoteView, UserBalance } from '../../../contracts';
import { MARKET_TIME_ZONE } from '../../../product/marketTime';
import { TICKER_RULES } from '../../../product/tickerAccess';
import { ERROR_AFTER_MS, dataRow, placeholderRow, type TableRow } from '../logic/rowState';
import { chunks, type RefreshMode } from '../logic/refreshPlan';
import type { AssetApi, AssetRecord } from './assetApi';
import { activationBalances } from '../../watchlists';

/** Rows from a list's loading queue are shown at most this often. */
export const QUEUE_PUBLISH_MS = 200;

export interface AssetStoreDeps {
  api(): AssetApi | null;
  /** Balances the answers carry (tokens, EOD requests) go to the session. */
  setBalances(balances: Partial<UserBalance>): void;
  now?(): number;
}

export type ActivationOutcome = 'activated' | 'tickerLimit' | 'failed' | 'none';

/**
 * The asset rows of every ticker table, by ticker (document 1 section 4, "Asset loading states").
 * Lists are read through the data provider's getMany (assetApi.ts `assetRows`: /assetData mode
 * full in chunks of 15, three chunks in flight, in the order asked, so the visible rows come first;
 * rows reused for 10 minutes); the first three chunks are shown as they come (the first screen),
 * the rest at most every 200 ms, so that a 2,000-ticker list does not re-render its table for
 * each of its 134 chunks; a row waiting for its chunk shows Loading and becomes ERROR 2 s after its
 * request without data. Refreshes (quote, EOD range, real time in chunks of 3), activation and the
 * heartbeat's stale tickers update the rows in place.
 */
export class AssetStore {
  readonly rows = observable.map<string, TableRow>({}, { deep: false });
  /** When each shown row's data arrived (the daily wipe). */
  private readonly loadedAt = new Map<string, number>();
  /** The record each row shows: a reused record that is already shown changes nothing. */
  private readonly shown = new Map<string, AssetRecord>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Tickers asked of the queue and not answered yet (a second ensure does not ask again). */
  private readonly pending = new Set<string>();
  /** Tickers wiped by the daily wipe: read afresh, not reused. */
  private readonly wiped = new Set<string>();
  private running = 0;
  private generation = 0;
  private abort = new AbortController();
  /** Rows of the queue that arrived and wait for the next publication (publishQueued). */
  private arrived: AssetRecord[] = [];
  private readonly arrivedTickers = new Set<string>();
  private publishTimer: ReturnType<typeof setTimeout> | null = null;
  private lastPublished = Number.NEGATIVE_INFINITY;
  /** Chunks of the current loading run shown as they came: the first screen's rows never wait. */
  private publishedAtOnce = 0;

  constructor(private readonly deps: AssetStoreDeps) {
    makeObservable<AssetStore, 'put'>(this, { put: action, reset: action, markOutOfTickers: action, markError: action });
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** Loading rows, one object per ticker, so that a table's unchanged rows stay the same objects. */
  private readonly waiting = new Map<string, TableRow>();

  /** The row of a ticker: its data, its state, or Loading while it waits. */
  row(ticker: string): TableRow {
    const row = this.rows.get(ticker);
    if (row) return row;
    let placeholder = this.waiting.get(ticker);
    if (!placeholder) {
      placeholder = placeholderRow(ticker, 'loading');
      this.waiting.set(ticker, placeholder);
    }
    return placeholder;
  }

  private put(ticker: string, row: TableRow): void {
    this.rows.set(ticker, row);
  }

  /** ERROR and out-of-tickers rows wait for the user (the row's retry, or a new add). */
  private waitsForUser(ticker: string): boolean {
    const status = this.rows.get(ticker)?.rsStatus;
    return status === 'error' || status === 'outOfTickers';
  }

  /** Asks for the tickers in the given order; rows younger than 10 minutes are reused (getMany). */
  ensure(tickers: readonly string[]): void {
    const wanted = tickers.filter((t) => !this.waitsForUser(t) && !this.pending.has(t) && !this.timers.has(t) && !this.arrivedTickers.has(t));
    const afresh = wanted.filter((t) => this.wiped.has(t));
    for (const t of afresh) this.wiped.delete(t);
    // A failed call shows ERROR rows with their retry: nothing more to tell here.
    void this.enqueue(wanted.filter((t) => !afresh.includes(t)), true).catch(() => undefined);
    void this.enqueue(afresh, false).catch(() => undefined);
  }

  /**
   * Queues tickers again whatever their age (the heartbeat's stale tickers); rejects when the call
   * failed (not when logout aborted it), so that the session shows 'Error while syncing new data'.
   */
  reload(tickers: readonly string[]): Promise<void> {
    return this.enqueue(tickers.filter((t) => !this.pending.has(t)), false, true);
  }

  /** `mustArrive`: the server knows these tickers, so an answer without any of them is a failure (getMany only logs a failed chunk). */
  private enqueue(tickers: readonly string[], reuse: boolean, mustArrive = false): Promise<void> {
    const api = this.deps.api();
    if (!api || !tickers.length) return Promise.resolve();
    if (!this.running) this.publishedAtOnce = 0;
    this.running++;
    for (const ticker of tickers) this.pending.add(ticker);
    const generation = this.generation;
    const signal = this.abort.signal;
    return api.rows(tickers, {
      reuse,
      signal,
      onSend: (sent) => this.sending(sent),
      onRecords: (records) => {
        if (generation !== this.generation) return;
        for (const record of records) this.pending.delete(String(record.ticker).toUpperCase());
        this.publishQueued(records.filter((r) => this.shown.get(this.settle(r)) !== r));
      },
    }).then((records) => {
      if (mustArrive && !records.length && generation === this.generation && !signal.aborted) throw new Error(`no rows arrived for ${tickers.join(' ')}`);
    }, (err: unknown) => {
      if (generation === this.generation && !signal.aborted) throw err;
    }).finally(() => {
      if (generation !== this.generation) return;
      this.running--;
      for (const ticker of tickers) this.pending.delete(ticker);
    });
  }

  /** Tickers whose request goes out: Loading (an ERROR row again while it is retried), ERROR 2 s later without data. */
  private sending(tickers: readonly string[]): void {
    runInAction(() => {
      for (const ticker of tickers) {
        if (this.rows.get(ticker)?.rsStatus === 'error') this.rows.delete(ticker);
        this.startErrorTimer(ticker);
      }
    });
  }

  /** Rows of the loading queue: shown at once when the last publication is 200 ms old, else with the next one. */
  private publishQueued(answer: readonly AssetRecord[]): void {
    if (!answer.length) return;
    // Arrived: no ERROR for it while it waits to be shown.
    for (const record of answer) this.arrivedTickers.add(this.settle(record));
    this.arrived.push(...answer);
    if (this.publishedAtOnce < TICKER_RULES.assetChunksInFlight) {
      this.publishedAtOnce++;
      return this.flushArrived();
    }
    if (this.publishTimer) return;
    const wait = this.lastPublished + QUEUE_PUBLISH_MS - this.now();
    if (wait <= 0) return this.flushArrived();
    this.publishTimer = setTimeout(() => this.flushArrived(), wait);
  }

  private flushArrived(): void {
    if (this.publishTimer) clearTimeout(this.publishTimer);
    this.publishTimer = null;
    this.lastPublished = this.now();
    const records = this.arrived;
    this.arrived = [];
    this.arrivedTickers.clear();
    if (records.length) this.accept(records);
  }

  /** Loads tickers at once (chunks of 15, one after the other, beside the queue, never reused): adds, retries, refreshes. */
  async fetchNow(tickers: readonly string[]): Promise<void> {
    const api = this.deps.api();
    if (!api || !tickers.length) return;
    const generation = this.generation;
    await api.rows(tickers, {
      reuse: false, priority: 'now', signal: this.abort.signal,
      onSend: (sent) => this.sending(sent),
      onRecords: (records) => {
        if (generation === this.generation) this.accept(records);
      },
    }).catch(() => undefined);
  }

  private startErrorTimer(ticker: string): void {
    clearTimeout(this.timers.get(ticker));
    this.timers.set(ticker, setTimeout(() => {
      this.timers.delete(ticker);
      if (!this.rows.has(ticker)) this.markError([ticker]);
    }, ERROR_AFTER_MS));
  }

  /** Rows that arrived (from any call) replace what the table shows. */
  accept(records: readonly AssetRecord[]): void {
    const now = this.now();
    runInAction(() => {
      for (const record of records) {
        const ticker = this.settle(record);
        this.loadedAt.set(ticker, now);
        this.shown.set(ticker, record);
        this.put(ticker, dataRow({ ...record, ticker }));
      }
    });
  }

  /** A record's ticker, upper-cased; its row no longer turns into ERROR for want of data. */
  private settle(record: AssetRecord): string {
    const ticker = String(record.ticker).toUpperCase();
    clearTimeout(this.timers.get(ticker));
    this.timers.delete(ticker);
    return ticker;
  }

  /** The ERROR row's retry: load the ticker again. */
  retry(ticker: string): Promise<void> {
    return this.fetchNow([ticker]);
  }

  private setRefreshing(tickers: readonly string[], refreshing: boolean): void {
    runInAction(() => {
      for (const ticker of tickers) {
        const row = this.rows.get(ticker);
        if (row && row.isRefreshing !== refreshing) this.put(ticker, { ...row, isRefreshing: refreshing });
      }
    });
  }

  /**
   * Refreshes the selected tickers: QUOTE_ONLY through /quote (and /deriveRangeData for the
   * position in the ranges), EOD_RANGE through /assetData, full through /realtime-asset in chunks
   * of 3 (a failed chunk falls back to a full load; 765 stops the rest).
   */
  async refresh(tickers: readonly string[], mode: RefreshMode): Promise<void> {
    if (!tickers.length) return;
    this.setRefreshing(tickers, true);
    try {
      if (mode === 'QUOTE_ONLY') await this.refreshQuotes(tickers);
      else if (mode === 'EOD_RANGE') await this.fetchNow(tickers);
      else await this.refreshRealtime(tickers);
    } finally {
      this.setRefreshing(tickers, false);
    }
  }

  private async refreshRealtime(tickers: readonly string[]): Promise<void> {
    const api = this.deps.api();
    if (!api) return;
    for (const chunk of chunks(tickers, TICKER_RULES.realtimeChunk)) {
      try {
        const answer = await api.realtime(chunk);
        this.accept(answer.rtTickers);
        // The next read reuses the real-time rows, not the older ones it kept.
        api.keep(answer.rtTickers);
        this.deps.setBalances({ tokenBalance: answer.tokenBalance });
        const failed = answer.errorTickers.map((e) => e.ticker);
        if (failed.length) await this.fetchNow(failed);
      } catch (err) {
        await this.fetchNow(chunk);
        if (err instanceof ApiCallError && err.code === 765) return;
      }
    }
  }

  /** Last price only: quotes, then where each price stands in the published ranges. */
  async refreshQuotes(tickers: readonly string[]): Promise<void> {
    const api = this.deps.api();
    if (!api || !tickers.length) return;
    const quotes: QuoteView[] = [];
    for (const chunk of chunks(tickers, TICKER_RULES.requestMaxTickers)) {
      try {
        quotes.push(...(await api.quote(chunk)));
      } catch (err) {
        console.warn('quote refresh failed', err);
      }
    }
    const updated = quotes.flatMap((q) => (this.rows.get(q.ticker) ? [withQuote(this.rows.get(q.ticker)!, q)] : []));
    for (const range of ['stRange', 'ltRange'] as const) await this.deriveRanges(api, updated, range);
    runInAction(() => {
      for (const row of updated) this.put(row.ticker, { ...row, isRefreshing: this.rows.get(row.ticker)?.isRefreshing ?? false });
    });
  }

  private async deriveRanges(api: AssetApi, rows: TableRow[], range: 'stRange' | 'ltRange'): Promise<void> {
    const groups = rows.flatMap((row) => {
      const r = row[range] as { lowerVolatilityRange?: unknown; upperVolatilityRange?: unknown } | undefined;
      const price = row.latestPrice;
      const low = r?.lowerVolatilityRange;
      const high = r?.upperVolatilityRange;
      return typeof price === 'number' && price > 0 && typeof low === 'number' && typeof high === 'number' && low > 0 && low < high
        ? [{ ticker: row.ticker, price, low, high }] : [];
    });
    if (!groups.length) return;
    try {
      const { returnSet } = await api.deriveRange(groups);
      const byTicker = new Map(returnSet.map((d) => [d.ticker, d]));
      rows.forEach((row, i) => {
        const d = byTicker.get(row.ticker);
        if (!d) return;
        const fields = { upside: d.upside, downside: d.downside, upsideDownsideRatio: d.upsideDownsideRatio, positionOnRange: d.positionOnRange };
        rows[i] = { ...row, [range]: { ...(row[range] as object), ...fields }, ...(range === 'stRange' ? fields : {}) };
      });
    } catch (err) {
      console.warn('deriveRangeData failed', err);
    }
  }

  /**
   * Activates tickers that the server sent as previews (one EOD request each, in one call) and
   * loads them again; the ticker limit (429) marks them 'Out of tickers for this month' (the
   * engine's error catalogue shows the alert).
   */
  async activate(tickers: readonly string[]): Promise<ActivationOutcome> {
    const api = this.deps.api();
    const inactive = tickers.filter((t) => this.rows.get(t)?.rsStatus === 'notRevealed');
    if (!api || !inactive.length) return 'none';
    try {
      const answer = await api.activate(inactive);
      this.deps.setBalances(activationBalances(answer));
      await this.fetchNow(inactive);
      return 'activated';
    } catch (err) {
      if (err instanceof ApiCallError && err.status === 429) {
        this.markOutOfTickers(inactive);
        return 'tickerLimit';
      }
      return 'failed';
    }
  }

  /** The error row: no data came for the ticker (2 s after its request). */
  markError(tickers: readonly string[]): void {
    for (const ticker of tickers) this.put(ticker, placeholderRow(ticker, 'error'));
  }

  markOutOfTickers(tickers: readonly string[]): void {
    for (const ticker of tickers) this.put(ticker, placeholderRow(ticker, 'outOfTickers'));
  }

  /** Ticker → fingerprint of the loaded rows, for the heartbeat. */
  fingerprints(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [ticker, row] of this.rows) if (typeof row.fingerprint === 'string') out[ticker] = row.fingerprint;
    return out;
  }

  /** Loaded tickers whose range is not a real-time one (the 09:35 quote refresh). */
  tickersWithoutRealtime(): string[] {
    return [...this.rows.values()].filter((r) => r.rsStatus === 'ready' && !r.latestRTRangeDate).map((r) => r.ticker);
  }

  /** Drops rows loaded before `today` (YYYY-MM-DD, New York); answers whether something was dropped. */
  wipeOlderThan(today: string): boolean {
    const old = [...this.loadedAt].filter(([, at]) => zonedDay(new Date(at), MARKET_TIME_ZONE) < today).map(([t]) => t);
    if (!old.length) return false;
    runInAction(() => old.forEach((t) => { this.rows.delete(t); this.loadedAt.delete(t); this.shown.delete(t); this.wiped.add(t); }));
    return true;
  }

  reset(): void {
    this.generation++;
    this.abort.abort();
    this.abort = new AbortController();
    this.running = 0;
    this.pending.clear();
    this.wiped.clear();
    this.shown.clear();
    if (this.publishTimer) clearTimeout(this.publishTimer);
    this.publishTimer = null;
    this.arrived = [];
    this.arrivedTickers.clear();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.loadedAt.clear();
    this.rows.clear();
    this.waiting.clear();
  }
}

function withQuote(row: TableRow, q: QuoteView): TableRow {
  return {
    ...row, latestPrice: q.price, latestPriceDate: q.time, latestSource: q.source,
    ...(q.percentChange !== null ? { daily_percentChange: q.percentChange } : {}),
    ...(q.change !== null ? { daily_absoluteChange: q.change } : {}),
  };
}
