import { makeAutoObservable } from 'mobx';
/** How long 'Update Later' hides the version dialog unless the product says otherwise (createEngineServices' `versionSnoozeMs`). */
export const DEFAULT_VERSION_SNOOZE_MS = 10 * 60 * 1000;

/** A text to show: an i18n key with parameters (translated when shown), or a ready text. */
export type UiText = { key: string; params?: Record<string, unknown> } | { text: string };

export interface AlertMessage {
  id: number;
  title?: UiText;
  message: UiText;
}

const SNOOZE_KEY = 'rs.versionSnoozedAt';

/**
 * UI state the shell shows over every screen (document 1 section 3, "UI state"): the generic
 * alert dialog (a queue, one at a time), the new-version dialog and its snooze, the loading
 * spinner and the router's navigate for code outside React.
 */
export class UiStore {
  alerts: AlertMessage[] = [];
  versionDialogOpen = false;
  /** Screens that asked for the loading spinner. */
  loadingCount = 0;
  private nextId = 1;
  private navigateFn: ((to: string) => void) | null = null;

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeLocalStorage(),
    private readonly now: () => number = () => Date.now(),
    private readonly versionSnoozeMs: number = DEFAULT_VERSION_SNOOZE_MS,
  ) {
    makeAutoObservable<UiStore, 'navigateFn' | 'storage' | 'now' | 'versionSnoozeMs'>(this, { navigateFn: false, storage: false, now: false, versionSnoozeMs: false }, { autoBind: true });
  }

  /** The alert shown now (the first of the queue). */
  get currentAlert(): AlertMessage | null {
    return this.alerts[0] ?? null;
  }

  /** Queues an alert; the same message twice in a row is shown once. */
  showAlert(message: UiText, title?: UiText): number {
    const last = this.alerts[this.alerts.length - 1];
    if (last && JSON.stringify(last.message) === JSON.stringify(message)) return last.id;
    const id = this.nextId++;
    this.alerts.push({ id, message, ...(title ? { title } : {}) });
    return id;
  }

  dismissAlert(id?: number): void {
    this.alerts = id === undefined ? this.alerts.slice(1) : this.alerts.filter((a) => a.id !== id);
  }

  /** The server differs from this build: open the dialog unless 'Update Later' was chosen 10 minutes ago or less. */
  offerNewVersion(): void {
    if (this.versionDialogOpen) return;
    const snoozedAt = Number(this.storage?.getItem(SNOOZE_KEY) ?? NaN);
    if (Number.isFinite(snoozedAt) && this.now() - snoozedAt <= this.versionSnoozeMs) return;
    this.versionDialogOpen = true;
  }

  /** 'Update Later': hide the dialog; it may reappear after more than 10 minutes. */
  snoozeVersionDialog(): void {
    this.versionDialogOpen = false;
    this.storage?.setItem(SNOOZE_KEY, String(this.now()));
  }

  closeVersionDialog(): void {
    this.versionDialogOpen = false;
    this.storage?.removeItem(SNOOZE_KEY);
  }

  beginLoading(): () => void {
    this.loadingCount++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.endLoading();
    };
  }

  private endLoading(): void {
    this.loadingCount = Math.max(0, this.loadingCount - 1);
  }

  get loading(): boolean {
    return this.loadingCount > 0;
  }

  /** The router registers its navigate here, so that the session controller can redirect. */
  setNavigate(navigate: ((to: string) => void) | null): void {
    this.navigateFn = navigate;
  }

  navigate(to: string): void {
    if (this.navigateFn) this.navigateFn(to);
    else window.location.assign(to);
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}
