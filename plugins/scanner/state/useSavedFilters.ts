import { useCallback, useEffect, useState } from 'react';
import { canWriteEntity, type EntityModel } from '../../../engine/core';
import type { ScannerFilterConfig } from '../../../product/scannerFilters';
import type { SavedFiltersApi } from '../data/savedFiltersApi';
import type { SavedFilter } from '../logic/savedFilters';

/** What the user may do with saved filters: nothing (the model refuses them), read them, or keep them. */
export type SavedAccess = 'loading' | 'none' | 'read' | 'write';

export interface SavedFilters {
  access: SavedAccess;
  filters: SavedFilter[];
  /** Stores the panel's filters under a title; answers the new saved filter (null when it failed). */
  save(title: string, filterConfig: ScannerFilterConfig): Promise<SavedFilter | null>;
  rename(id: string, title: string): Promise<boolean>;
  remove(id: string): Promise<boolean>;
}

/**
 * The user's saved filters (document 2 sections 3 and 7): the DomainScannerQuery model decides
 * who has them; the list is read when the screen opens and again after each save, rename and
 * delete. A failed write changes nothing on screen (the catalogue has seen it).
 */
export function useSavedFilters(api: SavedFiltersApi, modelKey: string | null, modules: readonly string[]): SavedFilters {
  const [model, setModel] = useState<EntityModel | null | 'loading'>('loading');
  const [filters, setFilters] = useState<SavedFilter[]>([]);

  const reload = useCallback(async (): Promise<void> => {
    try {
      setFilters(await api.list());
    } catch {
      // Kept as it was: the error catalogue has seen the failure.
    }
  }, [api]);

  useEffect(() => {
    let live = true;
    api.model(modelKey).then(async (found) => {
      if (!live) return;
      setModel(found);
      if (!found) return;
      try {
        const list = await api.list();
        if (live) setFilters(list);
      } catch {
        // No saved filters shown: the error catalogue has seen the failure.
      }
    }, () => { if (live) setModel(null); });
    return () => { live = false; };
  }, [api, modelKey]);

  const save = useCallback(async (title: string, filterConfig: ScannerFilterConfig): Promise<SavedFilter | null> => {
    try {
      const created = await api.create({ title, filterConfig });
      await reload();
      return created;
    } catch {
      return null;
    }
  }, [api, reload]);

  // Rename and delete reload the list whatever the outcome (document 2 section 4).
  const rename = useCallback((id: string, title: string) => succeededThenReload(api.rename(id, title), reload), [api, reload]);
  const remove = useCallback((id: string) => succeededThenReload(api.remove(id), reload), [api, reload]);

  const access: SavedAccess = model === 'loading' ? 'loading' : model === null ? 'none' : canWriteEntity(model, modules) ? 'write' : 'read';
  return { access, filters, save, rename, remove };
}

/** Whether a change succeeded, after the list was reloaded. */
async function succeededThenReload(change: Promise<unknown>, reload: () => Promise<void>): Promise<boolean> {
  try {
    await change;
    return true;
  } catch {
    return false;
  } finally {
    await reload();
  }
}
