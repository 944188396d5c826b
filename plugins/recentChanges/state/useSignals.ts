import { useEffect, useState } from 'react';
import { useDataMethods } from '../../../engine/ui';
import { signalsMethods } from '../data/signalsApi';
import { loadSignals, type SignalsState } from './loadSignals';

/** The recent changes' model and rows, loaded once per screen through the engine's data layer. */
export function useSignals(): SignalsState {
  const api = useDataMethods(signalsMethods);
  const [state, setState] = useState<SignalsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void loadSignals(api).then((next) => { if (live) setState(next); });
    return () => { live = false; };
  }, [api]);
  return state;
}
