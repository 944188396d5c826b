import { useMemo } from 'react';
import { useComputedLoad, useDataMethods } from '../../../engine/ui';
import type { TrackRecordAnswer } from '../../../contracts';
import { trackRecordMethods } from '../data/trackRecordApi';

export type TrackRecordState =
  | { status: 'loading' }
  | { status: 'computing' }
  | { status: 'failed' }
  | { status: 'ready'; data: TrackRecordAnswer };

/** Loads the track record; while the server computes (503), says so and asks again (engine/ui useComputedLoad); `retry` after a failure. */
export function useTrackRecord(): { state: TrackRecordState; retry: () => void } {
  const api = useDataMethods(trackRecordMethods);
  const { state: loaded, retry } = useComputedLoad(() => api.trackRecord());
  const state = useMemo((): TrackRecordState => {
    if (loaded.status === 'ready') return { status: 'ready', data: loaded.value };
    if (loaded.status === 'failed') return { status: 'failed' };
    return loaded;
  }, [loaded]);
  return { state, retry };
}
