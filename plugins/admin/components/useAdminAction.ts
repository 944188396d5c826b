import { useCallback, useState } from 'react';

/** The outcome line of the last admin action: the server's "Successful…" message, or the screen's error text. */
export type ActionOutcome = { kind: 'ok' | 'error'; text: string } | null;

/**
 * Runs one admin action at a time: busy while it runs, then its outcome (document 4 section 8:
 * "Successful" or the server's message; the action's own error text on failure).
 */
export function useAdminAction() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const run = useCallback(async (action: () => Promise<{ msg: string } | void>, errorText: string, after?: () => Promise<void> | void): Promise<boolean> => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await action();
      setOutcome({ kind: 'ok', text: answer?.msg ?? '' });
      await after?.();
      return true;
    } catch {
      setOutcome({ kind: 'error', text: errorText });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, outcome, run, clear: () => setOutcome(null) };
}
