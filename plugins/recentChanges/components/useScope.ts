import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SCOPE, isSignalScope, type SignalScope } from '../logic/scope';

/** The query parameter that keeps the scope (`?scope=all`), so that going back returns to it. */
export const SCOPE_PARAM = 'scope';

const scopeOf = (raw: string | null): SignalScope => (isSignalScope(raw) ? raw : DEFAULT_SCOPE);

/**
 * The scope of the address (the default "my tickers" when it names none), and its setter. The
 * choice shows at once (the router commits a new address in a transition, after the click's
 * event: a controlled radio would first snap back); the address follows, and a change of the
 * address from outside (Back, Forward) wins.
 */
export function useScope(): [SignalScope, (scope: SignalScope) => void] {
  const [params, setParams] = useSearchParams();
  const fromAddress = scopeOf(params.get(SCOPE_PARAM));
  const [state, setState] = useState({ address: fromAddress, scope: fromAddress });
  let scope = state.scope;
  if (state.address !== fromAddress) {
    // The address changed: adjust the state while rendering (React's pattern for derived state).
    setState({ address: fromAddress, scope: fromAddress });
    scope = fromAddress;
  }
  const setScope = useCallback((next: SignalScope) => {
    setState((current) => ({ ...current, scope: next }));
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === DEFAULT_SCOPE) updated.delete(SCOPE_PARAM);
      else updated.set(SCOPE_PARAM, next);
      return updated;
    }, { replace: true });
  }, [setParams]);
  return [scope, setScope];
}
