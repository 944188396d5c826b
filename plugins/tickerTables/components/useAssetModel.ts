import { useEffect, useState } from 'react';
import { useEngine } from '../../../engine/ui';
import type { ListModel } from '../../../engine/core';
import { ASSET_MODEL, pendingAssetModel, prefetchedAssetModel } from '../state/assetModel';

/**
 * The DomainAsset ListModel: the one fetched at sign-in (waited for while it is on its way), else
 * through the engine's data layer (cached 120 minutes); null while loading, 'failed' on error.
 */
export function useAssetModel(): ListModel | null | 'failed' {
  const { data } = useEngine();
  const [model, setModel] = useState<ListModel | null | 'failed'>(() => prefetchedAssetModel());
  const ready = model !== null && model !== 'failed';
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    const pending = pendingAssetModel();
    const load = async (): Promise<ListModel> => (pending ? await pending : null) ?? ((await data.getModel('ListModel', ASSET_MODEL)) as ListModel);
    load().then(
      (m) => { if (live) setModel(m); },
      () => { if (live) setModel('failed'); },
    );
    return () => { live = false; };
  }, [data, ready]);
  return model;
}
