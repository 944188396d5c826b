// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useKeyedLoad } from './useKeyedLoad';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('useKeyedLoad', () => {
  it('loads once per key, aborts the older call and drops its late answer', async () => {
    const calls: { key: string; signal: AbortSignal; d: ReturnType<typeof deferred<string>> }[] = [];
    const { result, rerender } = renderHook(({ k }: { k: string }) => useKeyedLoad(k, (signal) => {
      const d = deferred<string>();
      calls.push({ key: k, signal, d });
      return d.promise;
    }), { initialProps: { k: 'a' } });
    expect(result.current).toEqual({ status: 'loading' });
    rerender({ k: 'a' });
    expect(calls).toHaveLength(1);
    rerender({ k: 'b' });
    expect(calls.map((c) => c.key)).toEqual(['a', 'b']);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => { calls[0]!.d.resolve('late'); await calls[0]!.d.promise; });
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => { calls[1]!.d.resolve('B'); await calls[1]!.d.promise; });
    expect(result.current).toEqual({ status: 'ready', value: 'B' });
  });

  it('keeps the failure with its error, and uses the latest load function for a new key', async () => {
    const errors = new Error('boom');
    const { result, rerender } = renderHook(({ k, fail }: { k: string; fail: boolean }) => useKeyedLoad(k, () => (fail ? Promise.reject(errors) : Promise.resolve(k))),
      { initialProps: { k: 'x', fail: true } });
    await act(async () => { await Promise.resolve(); });
    expect(result.current).toEqual({ status: 'failed', error: errors });
    rerender({ k: 'y', fail: false });
    await act(async () => { await Promise.resolve(); });
    expect(result.current).toEqual({ status: 'ready', value: 'y' });
  });
});
