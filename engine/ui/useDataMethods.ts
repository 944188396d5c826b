import { useMemo } from 'react';
import type { DataMethods } from '../data/dataMethods';
import { useEngine } from './EngineContext';

/** A plugin's calls (defineDataMethods) bound to the app's data provider. */
export function useDataMethods<M>(methods: DataMethods<M>): M {
  const { data } = useEngine();
  return useMemo(() => methods.of(data), [methods, data]);
}
