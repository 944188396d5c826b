import { useEffect, useState } from 'react';
import type { ListModel } from '../../../engine/core';
import { useEngine } from '../../../engine/ui';

/** The list model the results are shown with (the tables' model: every asset column). */
export const ASSET_LIST_MODEL = 'DomainAsset';

/** The DomainAsset ListModel through the engine's model call (kept 120 minutes); null while loading, 'failed' on error. */
export function useAssetListModel(): ListModel | null | 'failed' {
  const { data } = useEngine();
  const [model, setModel] = useState<ListModel | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    data.getModel('ListModel', ASSET_LIST_MODEL).then(
      (m) => { if (live) setModel(m.modelClass === 'ListModel' ? m : 'failed'); },
      () => { if (live) setModel('failed'); },
    );
    return () => { live = false; };
  }, [data]);
  return model;
}
