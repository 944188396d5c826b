import { useEffect, useState } from 'react';
import type { Availability } from '../../../../contracts';

/** How long typing must pause before a username or e-mail is checked (the server limits checks per minute). */
export const AVAILABILITY_DEBOUNCE_MS = 400;

export type AvailabilityState = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/**
 * Whether a username or e-mail is still free, asked while the visitor types: once typing pauses,
 * only for a value that passes the form's own rules (`ready`), the previous question aborted.
 * A failed check (rate limit, network) is 'unknown': the registration itself decides then.
 */
export function useAvailability(
  value: string, ready: boolean, check: (value: string, signal: AbortSignal) => Promise<Availability>,
): AvailabilityState {
  // The last answer with the value it is about; a newer value is 'checking' until its own answer.
  const [answer, setAnswer] = useState<{ value: string; state: AvailabilityState } | null>(null);
  useEffect(() => {
    if (!ready) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check(value, controller.signal).then(
        (a) => { if (!controller.signal.aborted) setAnswer({ value, state: a.available ? 'available' : 'taken' }); },
        () => { if (!controller.signal.aborted) setAnswer({ value, state: 'unknown' }); },
      );
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, ready, check]);
  if (!ready) return 'idle';
  return answer?.value === value ? answer.state : 'checking';
}
