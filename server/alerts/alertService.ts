/**
 * The alerts of one server: the evaluator with its index, the open streams, the webhook deliveries (server/jobs/deliveryQueue.ts) and
 * the hooks that drive evaluation — every published market snapshot, a quote refresh of the
 * watched tickers every ALERT_RULES.quoteEvaluationSeconds while their market is open, and each
 * save of an alert. Built with the app (the routes use it); `start()` (main.ts) subscribes to the
 * market and starts the timers and the worker, `stop()` ends them and closes the streams.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps';
import type { MarketSnapshot } from '../market/marketService';
import { cachedQuote } from '../assets/quoteCache';
import { ALERT_RULES } from '../../product/alertRules';
import type { AlertHistoryEntry } from '../../contracts';
import { isLive, liveAlertOf, type AlertRow, type LiveAlert } from './alertRecord';
import { liveAlertRows } from './alertStore';
import { expandTargets } from './alertTargets';
import { SnapshotValues, type AlertValueSource } from './alertValues';
import { readsPrice } from './conditions';
import { AlertEvaluator } from './evaluator';
import { AlertStreamHub } from './streamHub';
import { loadSecretKey, type SecretKey } from './webhookSecret';
import { webhookQueue, type WebhookQueue } from './webhookWorker';

const NO_VALUES: AlertValueSource = { values: () => null };

export class AlertService {
  readonly hub = new AlertStreamHub();
  readonly evaluator: AlertEvaluator;
  readonly webhooks: WebhookQueue;
  private key: Promise<SecretKey> | null = null;
  private loaded: Promise<void> | null = null;
  private scripted: AlertValueSource | null = null;
  private quotes = new Map<string, number>();
  private fingerprints = new Map<string, string>();
  private unsubscribe: (() => void) | null = null;
  private pollTimer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: AppDeps, private readonly log: FastifyInstance['log']) {
    const logError = (err: unknown, message: string): void => log.error({ err }, message);
    this.webhooks = webhookQueue({ db: deps.db, now: deps.now, secretKey: () => this.secretKey(), allowPrivate: deps.config.webhookPrivateTargets, log: logError });
    this.evaluator = new AlertEvaluator({
      db: deps.db, mailer: deps.mailer, hub: this.hub, appUrl: deps.config.appUrl, wakeWebhooks: () => this.webhooks.wake(), log: logError,
    });
  }

  secretKey(): Promise<SecretKey> {
    this.key ??= loadSecretKey(this.deps.db, this.deps.config.alertSecretKey);
    return this.key;
  }

  /** Where evaluations read values: scripted ones (tests, bench) or the published snapshot with the quotes read since. */
  values(): AlertValueSource {
    if (this.scripted) return this.scripted;
    const store = this.deps.market?.store();
    return store ? new SnapshotValues(store, this.quotes) : NO_VALUES;
  }

  /** Tests and the bench: evaluate against these values instead of the market's (null: the market's again). */
  useValues(source: AlertValueSource | null): void {
    this.scripted = source;
  }

  /** Loads every live alert into the evaluator once (at start, or at the first call that needs it). */
  ready(): Promise<void> {
    this.loaded ??= this.evaluator.serial(async () => {
      const now = this.deps.now();
      const rows = (await liveAlertRows(this.deps.db)).filter((r) => isLive(r, now));
      await this.index(rows.map(liveAlertOf), now);
      const store = this.deps.market?.store();
      if (store) this.fingerprints = this.fingerprintsOf(store, this.evaluator.watchedTickers());
    });
    return this.loaded;
  }

  private async index(alerts: LiveAlert[], now: Date): Promise<ReadonlyMap<string, string[]>> {
    const tickers = await expandTargets(this.deps.db, alerts, this.deps.market?.store() ?? null, now);
    for (const alert of alerts) this.evaluator.put(alert, tickers.get(alert.id) ?? []);
    return tickers;
  }

  /**
   * After an alert was saved: watch it (or stop, when paused, done or expired) and evaluate it at
   * once, so that a condition that already holds fires now. Answers what fired.
   */
  async saved(row: AlertRow): Promise<AlertHistoryEntry[]> {
    await this.ready();
    return this.evaluator.serial(async () => {
      const now = this.deps.now();
      this.evaluator.drop(row.id);
      if (!isLive(row, now)) return [];
      const alert = liveAlertOf(row);
      const tickers = await this.index([alert], now);
      const scans = alert.target.kind === 'scan' ? await this.evaluator.evaluateScans(new Map([[alert.id, tickers.get(alert.id) ?? []]]), now) : [];
      return [...scans, ...(await this.evaluator.evaluate(this.values(), now, { ids: [alert.id] }))];
    });
  }

  async removed(id: string): Promise<void> {
    await this.ready();
    await this.evaluator.serial(async () => this.evaluator.drop(id));
  }

  /** Evaluates the alerts of these tickers now (tests and the bench drive scripted series with it). */
  async evaluateTickers(tickers: Iterable<string>): Promise<AlertHistoryEntry[]> {
    await this.ready();
    return this.evaluator.serial(() => this.evaluator.evaluate(this.values(), this.deps.now(), { tickers }));
  }

  /**
   * A new snapshot: the quotes read before it are dropped, list and scan targets expanded again
   * (scan alerts compare the scan's new result with the last one), and the alerts of every watched
   * ticker whose row changed (its fingerprint) evaluated. Then, in the next task, the ticker targets
   * are checked again against what their users have revealed (an activation may have run out); that
   * is off the path from the snapshot to the firings.
   */
  async onSnapshot(snapshot: MarketSnapshot): Promise<AlertHistoryEntry[]> {
    await this.ready();
    const fired = await this.evaluator.serial(async () => {
      const now = this.deps.now();
      this.quotes = new Map();
      const grouped = this.evaluator.alerts().filter((a) => a.target.kind !== 'ticker');
      const tickers = await this.index(grouped, now);
      const scans = new Map(grouped.filter((a) => a.target.kind === 'scan').map((a) => [a.id, tickers.get(a.id) ?? []]));
      const fromScans = await this.evaluator.evaluateScans(scans, now);
      const prints = this.fingerprintsOf(snapshot.rows, this.evaluator.watchedTickers());
      const changed = [...prints].filter(([t, print]) => this.fingerprints.get(t) !== print).map(([t]) => t);
      this.fingerprints = prints;
      return [...fromScans, ...(await this.evaluator.evaluate(this.values(), now, { tickers: changed }))];
    });
    void this.evaluator.serial(async () => {
      await this.index(this.evaluator.alerts().filter((a) => a.target.kind === 'ticker'), this.deps.now());
    }).catch((err: unknown) => this.log.error({ err }, 'checking the alerts\' tickers after a snapshot failed'));
    return fired;
  }

  private fingerprintsOf(store: MarketSnapshot['rows'], tickers: readonly string[]): Map<string, string> {
    const out = new Map<string, string>();
    for (const t of tickers) {
      const i = store.indexOf(t);
      if (i >= 0) out.set(t, String(store.value(i, 'fingerprint')));
    }
    return out;
  }

  /**
   * A quote refresh: reads the quote of every ticker a price condition watches (while its market
   * is open), and evaluates those alerts for the tickers whose price moved. List targets are
   * expanded again first (the user may have edited the list) and expired alerts are ended.
   */
  async pollQuotes(): Promise<AlertHistoryEntry[]> {
    await this.ready();
    const market = this.deps.market;
    if (!market?.snapshot()) return [];
    return this.evaluator.serial(async () => {
      const now = this.deps.now();
      const lists = this.evaluator.alerts().filter((a) => a.target.kind === 'list');
      if (lists.length) await this.index(lists, now);
      const priced = this.evaluator.alerts().filter((a) => readsPrice(a.condition));
      const tickers = new Set(priced.flatMap((a) => this.evaluator.tickersOf(a.id)));
      const at = new Date(Math.min(now.getTime(), market.source.now().getTime()));
      const moved: string[] = [];
      let n = 0;
      for (const ticker of tickers) {
        const quote = cachedQuote(market.source, ticker, at);
        if (quote?.marketOpen && this.quotes.get(ticker) !== quote.price) {
          this.quotes.set(ticker, quote.price);
          moved.push(ticker);
        }
        // Reading quotes of thousands of tickers yields to the requests every 200.
        if (++n % 200 === 0) await new Promise((r) => setImmediate(r));
      }
      const expired = this.evaluator.alerts().filter((a) => a.expiresAt && a.expiresAt.getTime() <= now.getTime()).map((a) => a.id);
      return this.evaluator.evaluate(this.values(), now, { tickers: moved, ids: expired, which: (a) => readsPrice(a.condition) || expired.includes(a.id) });
    });
  }

  /** Subscribes to the market, starts the quote refresh and the webhook worker. */
  start(): void {
    if (this.unsubscribe) return;
    const logged = (p: Promise<unknown>, what: string): void => void p.catch((err: unknown) => this.log.error({ err }, what));
    this.unsubscribe = this.deps.market?.onPublished((snapshot) => logged(this.onSnapshot(snapshot), 'alert evaluation after a snapshot failed')) ?? (() => undefined);
    logged(this.ready(), 'loading the alerts failed');
    const poll = (): void => {
      logged(this.pollQuotes(), 'alert evaluation of quotes failed');
      this.pollTimer = setTimeout(poll, ALERT_RULES.quoteEvaluationSeconds * 1000);
      this.pollTimer.unref();
    };
    this.pollTimer = setTimeout(poll, ALERT_RULES.quoteEvaluationSeconds * 1000);
    this.pollTimer.unref();
    this.webhooks.start();
  }

  /** Stops the hooks and the worker and ends every open stream. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    this.hub.closeAll();
    await this.webhooks.stop();
    await this.evaluator.serial(async () => undefined);
  }
}

const services = new WeakMap<AppDeps, AlertService>();

/** The alert service of an app (one per AppDeps: the routes, main.ts and the tests share it). */
export function alertServiceOf(app: FastifyInstance): AlertService {
  let service = services.get(app.deps);
  if (!service) services.set(app.deps, (service = new AlertService(app.deps, app.log)));
  return service;
}
