import type { ActionOutcome } from './useAdminAction';

/** The last action's outcome, announced to screen readers. */
export function ActionOutcomeLine({ outcome }: { outcome: ActionOutcome }) {
  if (!outcome) return null;
  return (
    <p role={outcome.kind === 'error' ? 'alert' : 'status'} className={`message message--${outcome.kind === 'error' ? 'error' : 'success'}`} data-testid="admin-outcome">
      {outcome.text}
    </p>
  );
}
