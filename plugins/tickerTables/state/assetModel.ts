import type { ListModel } from '../../../engine/core';
import { decryptModel } from '../../../engine/data';
import type { SessionHookContext } from '../../../engine/state';

/** The DomainAsset ListModel every ticker table renders (served by the engine's model call). */
export const ASSET_MODEL = 'DomainAsset';
/** As long as the engine keeps a model (document 2 section 9: model definitions 120 minutes). */
const KEEP_MS = 120 * 60 * 1000;

let prefetched: { at: number; model: ListModel } | null = null;
let inFlight: Promise<ListModel | null> | null = null;
/** Counts sign-outs: a fetch started before one does not keep its answer. */
let generation = 0;

/**
 * Fetches the model at sign-in, next to the portfolio's rows, so that the first table does not
 * wait for it (the same call and decryption as the engine's data provider). A second call while
 * one is under way waits for it.
 */
export async function prefetchAssetModel({ data, session }: SessionHookContext, now: () => number = Date.now): Promise<void> {
  if (prefetched && now() - prefetched.at < KEEP_MS) return;
  if (inFlight) {
    await inFlight;
    return;
  }
  const started = generation;
  const fetching = (async (): Promise<ListModel | null> => {
    try {
      const body = await data.request<ListModel | string>(`/models/ListModel/${ASSET_MODEL}`);
      const model = typeof body === 'string' ? (session.modelKey ? ((await decryptModel(body, session.modelKey)) as ListModel) : null) : body;
      if (started !== generation) return null;
      if (model) prefetched = { at: now(), model };
      return model;
    } catch (err) {
      console.warn('the asset model could not be prefetched', err);
      return null;
    }
  })();
  inFlight = fetching;
  await fetching;
  if (inFlight === fetching) inFlight = null;
}

export function prefetchedAssetModel(now: () => number = Date.now): ListModel | null {
  return prefetched && now() - prefetched.at < KEEP_MS ? prefetched.model : null;
}

/**
 * The sign-in's fetch while it is under way (it answers the model, or null when it failed), so
 * that a table opened meanwhile waits for it instead of asking a second time; null otherwise.
 */
export function pendingAssetModel(): Promise<ListModel | null> | null {
  return inFlight;
}

export function forgetAssetModel(): void {
  prefetched = null;
  inFlight = null;
  generation += 1;
}
