import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultUniverse, parseCut, parseUniverse, parseWindow, universeValue } from '../logic/universe';
import type { ClusterUniverse, SessionUser } from '../../../contracts';

export interface Pickers {
  universe: ClusterUniverse;
  windowDays: number;
  cut: number;
  set(name: 'universe' | 'window' | 'cut', value: string): void;
}

/** The screens' choices, kept in the address (`?universe=&window=&cut=`) so that reloads and Back keep them. */
export function usePickers(user: Partial<SessionUser> | null): Pickers {
  const [params, setParams] = useSearchParams();
  const universe = parseUniverse(params.get('universe')) ?? defaultUniverse(user);
  const set = useCallback((name: 'universe' | 'window' | 'cut', value: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    }, { replace: true });
  }, [setParams]);
  return { universe, windowDays: parseWindow(params.get('window')), cut: parseCut(params.get('cut')), set };
}

export { universeValue };
