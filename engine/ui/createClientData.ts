import type { SessionStore } from '../state/sessionStore';
import type { DataProvider } from '../data/dataProvider';
import { httpDataProvider } from '../data/httpDataProvider';
import { withBulkBatching } from '../data/withBulkBatching';
import { withListCache } from '../data/withListCache';
import { withModelCache } from '../data/withModelCache';
import { withErrorCatalogue } from '../data/withErrorCatalogue';
import type { ErrorEffect } from '../data/errorCatalogue';

/**
 * The browser's data provider: HTTP, bulk batching of list reads (400 ms), list and model caches,
 * and the error catalogue reporting to `onEffect` (outermost, so it sees every failure).
 */
export function createClientData(session: SessionStore, onEffect: (effect: ErrorEffect) => void): DataProvider {
  const http = httpDataProvider({ credentials: () => session.credentials, modelKey: () => session.modelKey });
  return withErrorCatalogue(withModelCache(withListCache(withBulkBatching(http))), onEffect);
}
