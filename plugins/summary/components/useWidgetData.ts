import { useEffect, useState } from 'react';
import { ApiCallError } from '../../../engine/data';
import { PREMIUM_NEEDED } from '../../../product/homeRules';

/** One widget's load: on its way, failed, refused for want of premium (PREMIUM_NEEDED), or there. */
export type WidgetState<T> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'premiumNeeded' }
  | { status: 'ready'; data: T };

export function isPremiumNeeded(err: unknown): boolean {
  return err instanceof ApiCallError && err.code === PREMIUM_NEEDED;
}

const LOADING = { status: 'loading' } as const;

/**
 * Loads a widget's data once (again when `load` changes), on its own: a failure touches no other
 * widget. An answer counts only for the `load` that asked for it, so a new `load` shows loading.
 */
export function useWidgetData<T>(load: () => Promise<T>): WidgetState<T> {
  const [answer, setAnswer] = useState<{ load: () => Promise<T>; state: WidgetState<T> } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => { if (live) setAnswer({ load, state: { status: 'ready', data } }); },
      (err: unknown) => { if (live) setAnswer({ load, state: { status: isPremiumNeeded(err) ? 'premiumNeeded' : 'failed' } }); },
    );
    return () => { live = false; };
  }, [load]);
  return answer && answer.load === load ? answer.state : LOADING;
}
