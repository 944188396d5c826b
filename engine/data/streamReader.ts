/**
 * A subscription over HTTP (httpDataProvider's `subscribe`, loaded with the first one): the event
 * stream read with fetch and kept open with reconnects, the credentials read at each connect,
 * shared by the tabs of the browser when it has a `shareKey`.
 */
import type { Credentials } from './apiClient';
import { readEventStream } from './eventStream';
import { keepSubscribed, type SubscribeOptions, type Unsubscribe } from './subscription';
import { shareAcrossTabs } from './tabSharing';

/** A subscription with a `shareKey` is one connection for all tabs of the browser (tabSharing.ts), per user. */
export function keepReading(path: string, options: SubscribeOptions, credentials: () => Credentials | null): Unsubscribe {
  const subscribe = shareAcrossTabs(
    (p, o) => keepSubscribed((connection) => readEventStream(p, { ...connection, credentials: credentials() }), o),
    () => credentials()?.username ?? '',
  );
  return subscribe(path, options);
}
