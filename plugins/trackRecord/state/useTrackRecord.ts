import { useCallback, useEffect, useState } from 'react';
import { ApiCallError } from '../../../engine/data';
import { useDataMethods } from '../../../engine/ui';
import type { TrackRecordAnswer } from '../../../contracts';
import { trackRecordMethods } from '../data/trackRecordApi';

/** Seconds between two asks while the server is still computing (503). */
export const COMPUTING_RETRY_SECONDS = 10;

export type TrackRecordState =
  | { status: 'loading' }
  | { status: 'computing' }
  | { status: 'failed' }
  | { status: 'ready'; data: TrackRecordAnswer };

/** A 503 means the market or the track record is still being computed: ask again later. */
export function isComputing(err: unknown): boolean {
  return err instanceof ApiCallError && err.status === 503;
}

/** Loads the track record; while the server computes, asks again every COMPUTING_RETRY_SECONDS; `retry` after a failure. */
export function useTrackRecord(): { state: TrackRecordState; retry: () => void } {
  const api = useDataMethods(trackRecordMethods);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TrackRecordState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    api.trackRecord().then(
      (data) => { if (live) setState({ status: 'ready', data }); },
      (err: unknown) => {
        if (!live) return;
        if (isComputing(err)) {
          setState({ status: 'computing' });
          timer = setTimeout(() => setAttempt((a) => a + 1), COMPUTING_RETRY_SECONDS * 1000);
        } else setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [api, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((a) => a + 1);
  }, []);
  return { state, retry };
}
