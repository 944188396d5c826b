import { useCallback, useEffect, useState } from 'react';
import type { AlertListAnswer } from '../../../contracts';
import type { AlertsApi } from '../data/alertsApi';

export type AlertListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; answer: AlertListAnswer };

/**
 * The user's alerts, read when the screen opens and after each change (the server's answer holds
 * the statuses and the active count it decides). A reload keeps the rows shown until it answers.
 */
export function useAlertList(api: AlertsApi): { state: AlertListState; reload(): void } {
  const [state, setState] = useState<AlertListState>({ status: 'loading' });
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    api.list(controller.signal).then(
      (answer) => setState({ status: 'ready', answer }),
      () => {
        if (!controller.signal.aborted) setState((s) => (s.status === 'ready' ? s : { status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [api, revision]);
  const reload = useCallback(() => setRevision((r) => r + 1), []);
  return { state, reload };
}
