import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListModel } from '../../../engine/core';
import type { SessionHookContext } from '../../../engine/state';
import { ASSET_MODEL, forgetAssetModel, pendingAssetModel, prefetchAssetModel, prefetchedAssetModel } from './assetModel';

const model = { name: ASSET_MODEL, columns: [] } as unknown as ListModel;

/** A sign-in's context whose model call answers when `answer` is called. */
function context(): { ctx: SessionHookContext; api: ReturnType<typeof vi.fn>; answer(value: unknown): void; fail(): void } {
  let settle: { resolve(value: unknown): void; reject(err: Error): void } | null = null;
  const api = vi.fn(() => new Promise((resolve, reject) => { settle = { resolve, reject }; }));
  const ctx = { data: { request: api }, session: { modelKey: null } } as unknown as SessionHookContext;
  return { ctx, api, answer: (value) => settle?.resolve(value), fail: () => settle?.reject(new Error('offline')) };
}

afterEach(() => forgetAssetModel());

describe('the asset model fetched at sign-in', () => {
  it('is kept for 120 minutes', async () => {
    const { ctx, answer } = context();
    const done = prefetchAssetModel(ctx, () => 0);
    answer(model);
    await done;
    expect(prefetchedAssetModel(() => 0)).toBe(model);
    expect(prefetchedAssetModel(() => 120 * 60 * 1000 - 1)).toBe(model);
    expect(prefetchedAssetModel(() => 120 * 60 * 1000)).toBeNull();
  });

  it('a table opened while it is on its way waits for it, and nobody asks a second time', async () => {
    const { ctx, api, answer } = context();
    const first = prefetchAssetModel(ctx);
    const second = prefetchAssetModel(ctx);
    const pending = pendingAssetModel();
    expect(pending).not.toBeNull();
    expect(prefetchedAssetModel()).toBeNull();
    answer(model);
    await expect(pending).resolves.toBe(model);
    await Promise.all([first, second]);
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(`/models/ListModel/${ASSET_MODEL}`);
    expect(pendingAssetModel()).toBeNull();
  });

  it('a failed fetch answers null to those waiting (they ask the engine), and keeps nothing', async () => {
    const { ctx, fail } = context();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const done = prefetchAssetModel(ctx);
    const pending = pendingAssetModel();
    fail();
    await expect(pending).resolves.toBeNull();
    await done;
    expect(prefetchedAssetModel()).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('after a sign-out, the answer of a fetch started before is not kept', async () => {
    const { ctx, answer } = context();
    const done = prefetchAssetModel(ctx);
    const pending = pendingAssetModel();
    forgetAssetModel();
    expect(pendingAssetModel()).toBeNull();
    answer(model);
    await expect(pending).resolves.toBeNull();
    await done;
    expect(prefetchedAssetModel()).toBeNull();
  });
});
