import { useEffect, useMemo, useState } from 'react';
import { useEngine, useDataMethods } from '../../../engine/ui';
import { listsOfUser } from '../../listTools';
import { savedFilterMethods } from '../../scanner';

export interface ScanChoice {
  id: string;
  title: string;
}

export interface AlertTargets {
  /** The names of the user's lists (the portfolio 'Market overview', the crypto list, the watchlists). */
  lists: string[];
  /** The user's saved scanner filters; null while loading. */
  scans: ScanChoice[] | null;
  scanTitle(id: string): string | undefined;
}

/**
 * What an alert may watch besides a ticker: the user's lists (as the user object carries them)
 * and saved scans (the DomainScannerQuery model decides who has them: a user it refuses has none,
 * and no session ends over it — the model call keeps its failures, as on the scanner).
 */
export function useAlertTargets(): AlertTargets {
  const { session } = useEngine();
  const savedApi = useDataMethods(savedFilterMethods);
  const [scans, setScans] = useState<ScanChoice[] | null>(null);
  const user = session.user;
  const lists = useMemo(() => listsOfUser(user).map((l) => l.name), [user]);

  useEffect(() => {
    let live = true;
    void (async () => {
      const model = await savedApi.model(session.modelKey);
      const found = model ? await savedApi.list().catch(() => []) : [];
      if (live) setScans(found.map((f) => ({ id: f.id, title: f.title })));
    })();
    return () => { live = false; };
  }, [savedApi, session.modelKey]);

  const byId = useMemo(() => new Map((scans ?? []).map((s) => [s.id, s.title])), [scans]);
  return { lists, scans, scanTitle: (id) => byId.get(id) };
}
