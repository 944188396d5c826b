import type { SessionStore } from '../state/sessionStore';
import type { DataProvider } from '../data/dataProvider';
import { httpDataProvider } from '../data/httpDataProvider';
import { withBulkBatching } from '../data/withBulkBatching';
import { withListCache } from '../data/withListCache';
import { withModelCache } from '../data/withModelCache';
import { withErrorCatalogue } from '../data/withErrorCatalogue';
import { withRequestCache } from '../data/withRequestCache';
import { withGetMany } from '../data/withGetMany';
import type { ErrorEffect, ErrorRule } from '../data/errorCatalogue';

/**
 * The browser's data provider (engine/data/README.md): HTTP, bulk batching of list reads (400 ms),
 * list and model caches, the error catalogue reporting to `onEffect` (it sees every call's
 * failure), the request cache outside it (a kept failure is reported once, by the call that made
 * it) and getMany outermost (its chunks pass all of them).
 */
export function createClientData(session: SessionStore, onEffect: (effect: ErrorEffect) => void, errorRules: readonly ErrorRule[] = []): DataProvider {
  const http = httpDataProvider({ credentials: () => session.credentials, modelKey: () => session.modelKey });
  const reported = withErrorCatalogue(withModelCache(withListCache(withBulkBatching(http))), onEffect, errorRules);
  const cached = withRequestCache(reported, () => session.credentials?.username ?? '');
  return withGetMany(cached, { scope: () => session.credentials?.sessionId ?? '' });
}
