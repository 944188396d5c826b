import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import type { AlertHistoryEntry } from '../../../contracts';
import type { AlertsApi, HistoryQuery } from '../data/alertsApi';
import type { AlertFeed } from './alertFeed';

export type HistoryState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; entries: AlertHistoryEntry[] };

/**
 * The alert history of a query (days and ticker, the server filters): read when the query changes
 * and again whenever the feed says the history changed (an alert fired in this or another tab, or
 * the stream came back), without a reload of the page. A newer read wins over an older one.
 */
export function useAlertHistory(api: AlertsApi, query: HistoryQuery, feed: AlertFeed): HistoryState {
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const [revision, setRevision] = useState(feed.revision);
  useEffect(() => reaction(() => feed.revision, setRevision), [feed]);
  const { from, to, ticker } = query;

  useEffect(() => {
    const controller = new AbortController();
    api.history({ ...(from ? { from } : {}), ...(to ? { to } : {}), ...(ticker ? { ticker } : {}) }, { signal: controller.signal }).then(
      (answer) => setState({ status: 'ready', entries: answer.entries }),
      () => {
        if (!controller.signal.aborted) setState((s) => (s.status === 'ready' ? s : { status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [api, from, to, ticker, revision]);
  return state;
}
