import { useEffect, useState } from 'react';
import type { ScannerApi } from '../data/scannerApi';

export type CountriesState = { status: 'loading' } | { status: 'ready'; codes: string[] } | { status: 'failed' };

/** The country filter's choices (GET /cache/info/countries, kept 300 minutes by the provider). */
export function useCountries(api: ScannerApi): CountriesState {
  const [state, setState] = useState<CountriesState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    api.countries().then(
      (codes) => { if (live) setState({ status: 'ready', codes: Array.isArray(codes) ? codes.filter((c) => typeof c === 'string') : [] }); },
      () => { if (live) setState({ status: 'failed' }); },
    );
    return () => { live = false; };
  }, [api]);
  return state;
}
