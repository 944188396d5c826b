/**
 * The user's asset groups as the screen keeps them: a DomainAssetGroup record (a list row or an
 * entity envelope) read into {id, title, assets}; anything else is no group.
 */
export interface AssetGroup {
  id: string;
  title: string;
  assets: string[];
}

export function toAssetGroup(record: Record<string, unknown>): AssetGroup | null {
  const payload = record.payload as Record<string, unknown> | undefined;
  if (typeof record.id !== 'string' || !payload || typeof payload.title !== 'string' || !Array.isArray(payload.assets)) return null;
  return { id: record.id, title: payload.title, assets: payload.assets.filter((a): a is string => typeof a === 'string') };
}
