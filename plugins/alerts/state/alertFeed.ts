/**
 * The live side of the alerts while a user is signed in: the in-app stream (one connection for all
 * tabs of the browser, each tab gets every event), the notifications it raises, and the recent
 * history loaded at sign-in (document 1, 'Login success') and kept up to date by the stream. The
 * history screen follows `revision` and reads afresh when it changes (an alert fired, or the stream
 * reconnected and may have missed one).
 */
import { makeAutoObservable } from 'mobx';
import type { Unsubscribe } from '../../../engine/data';
import type { AlertFiredEvent, AlertHistoryEntry } from '../../../contracts';
import type { AlertsApi } from '../data/alertsApi';

/** Notifications shown at once; an older one gives way to a new one. */
export const MAX_TOASTS = 4;
/** Entries of the recent history kept in memory. */
export const MAX_RECENT = 200;

export class AlertFeed {
  /** Fired alerts not yet dismissed, oldest first. */
  toasts: AlertFiredEvent[] = [];
  /** The newest history entries (loaded at sign-in, then each fired one), newest first. */
  recent: AlertHistoryEntry[] = [];
  /** Changes whenever the history on the server may have changed. */
  revision = 0;
  private stopStream: Unsubscribe | null = null;

  constructor() {
    makeAutoObservable<AlertFeed, 'stopStream'>(this, { stopStream: false }, { autoBind: true });
  }

  /** Subscribes to the stream (again). */
  start(api: AlertsApi): void {
    this.stop();
    let opened = false;
    this.stopStream = api.subscribe(this.fired, () => {
      // A reconnect: something may have fired meanwhile.
      if (opened) this.touch();
      opened = true;
    });
  }

  stop(): void {
    this.stopStream?.();
    this.stopStream = null;
  }

  /** The recent history, read once at sign-in; a failure leaves the stream's entries alone. */
  async loadRecent(api: AlertsApi): Promise<void> {
    try {
      const { entries } = await api.history({}, { background: true });
      this.keepRecent(entries);
    } catch (err) {
      console.warn('the alert history could not be loaded', err);
    }
  }

  keepRecent(entries: readonly AlertHistoryEntry[]): void {
    const known = new Set(this.recent.map((e) => e.id));
    this.recent = [...this.recent, ...entries.filter((e) => !known.has(e.id))]
      .sort((a, b) => b.firedAt.localeCompare(a.firedAt)).slice(0, MAX_RECENT);
  }

  /** An `alertFired` event: a notification (once per entry), the recent history, a new revision. */
  fired(entry: AlertFiredEvent): void {
    if (this.recent.some((e) => e.id === entry.id) || this.toasts.some((e) => e.id === entry.id)) return;
    this.toasts = [...this.toasts, entry].slice(-MAX_TOASTS);
    this.recent = [entry, ...this.recent].slice(0, MAX_RECENT);
    this.touch();
  }

  dismiss(id: string): void {
    this.toasts = this.toasts.filter((e) => e.id !== id);
  }

  touch(): void {
    this.revision++;
  }

  /** Logout: the stream closes, nothing of the user stays. */
  reset(): void {
    this.stop();
    this.toasts = [];
    this.recent = [];
    this.revision = 0;
  }
}

/** The application's feed; the plugin's session hooks drive it. */
export const alertFeed = new AlertFeed();
