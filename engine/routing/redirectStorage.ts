import { checkPreservableUrl, isExpired, shouldClearOnNavigation } from './preservedRedirect';

export const PRESERVED_REDIRECT_KEY = 'rs.preservedRedirect';

interface SavedRedirect {
  url: string;
  savedAt: number;
}

function defaultStorages(): Storage[] {
  const stores: Storage[] = [];
  try {
    stores.push(sessionStorage, localStorage);
  } catch {
    // No web storage (private modes, tests): nothing is kept.
  }
  return stores;
}

/**
 * Keeps the preserved redirect in session and local storage (document 1 section 3), applying
 * the rules of `preservedRedirect.ts` on every save and every read.
 *
 * @example
 * const redirects = new PreservedRedirectStore();
 * redirects.save('/dashboard/watchlists'); // true
 * redirects.take();                        // '/dashboard/watchlists', and the entry is gone
 */
export class PreservedRedirectStore {
  constructor(
    private readonly storages: readonly Storage[] = defaultStorages(),
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Keeps `url` if the rules allow it; a refused URL leaves the stored one as it is. */
  save(url: string): boolean {
    const verdict = checkPreservableUrl(url);
    if (!verdict.keep) return false;
    const value = JSON.stringify({ url: verdict.url, savedAt: this.now() } satisfies SavedRedirect);
    for (const storage of this.storages) {
      try {
        storage.setItem(PRESERVED_REDIRECT_KEY, value);
      } catch {
        // A full storage keeps nothing; the default destination applies.
      }
    }
    return true;
  }

  /** The kept URL if there is a valid, unexpired one; anything else is discarded. */
  read(): string | null {
    for (const storage of this.storages) {
      const saved = parse(storage.getItem(PRESERVED_REDIRECT_KEY));
      if (!saved) continue;
      if (isExpired(saved.savedAt, this.now()) || !checkPreservableUrl(saved.url).keep) {
        this.clear();
        return null;
      }
      return saved.url;
    }
    this.clear();
    return null;
  }

  /** Reads and clears: sign-in uses the URL once. */
  take(): string | null {
    const url = this.read();
    this.clear();
    return url;
  }

  clear(): void {
    for (const storage of this.storages) storage.removeItem(PRESERVED_REDIRECT_KEY);
  }

  /** Clears the kept URL when the user opens a different protected page. */
  noteNavigation(currentUrl: string): void {
    const saved = this.read();
    if (saved && shouldClearOnNavigation(saved, currentUrl)) this.clear();
  }
}

function parse(raw: string | null): SavedRedirect | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedRedirect>;
    return typeof value.url === 'string' && typeof value.savedAt === 'number' ? { url: value.url, savedAt: value.savedAt } : null;
  } catch {
    return null;
  }
}
