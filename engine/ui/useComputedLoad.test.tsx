// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { ApiCallError } from '../data';
import { COMPUTING_RETRY_SECONDS, useComputedLoad } from './useComputedLoad';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const settle = () => act(async () => { await Promise.resolve(); await Promise.resolve(); });

describe('useComputedLoad', () => {
  it('says computing on a 503, asks again after the pause, then holds the value', async () => {
    vi.useFakeTimers();
    const answers: (() => Promise<string>)[] = [
      () => Promise.reject(new ApiCallError(503, 'still computing')),
      () => Promise.reject(new ApiCallError(503, 'still computing')),
      () => Promise.resolve('done'),
    ];
    const load = vi.fn(() => answers.shift()!());
    const { result } = renderHook(() => useComputedLoad(load));
    expect(result.current.state).toEqual({ status: 'loading' });
    await settle();
    expect(result.current.state).toEqual({ status: 'computing' });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => { vi.advanceTimersByTime(COMPUTING_RETRY_SECONDS * 1000 - 1); });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => { vi.advanceTimersByTime(1); });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => { vi.advanceTimersByTime(COMPUTING_RETRY_SECONDS * 1000); });
    await settle();
    expect(result.current.state).toEqual({ status: 'ready', value: 'done' });
    await act(async () => { vi.advanceTimersByTime(COMPUTING_RETRY_SECONDS * 5000); });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps another failure with its error and asks again only on retry', async () => {
    const boom = new ApiCallError(500, 'boom');
    const load = vi.fn().mockRejectedValueOnce(boom).mockResolvedValueOnce(42);
    const { result } = renderHook(() => useComputedLoad<number>(load));
    await settle();
    expect(result.current.state).toEqual({ status: 'failed', error: boom });
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await settle();
    expect(result.current.state).toEqual({ status: 'ready', value: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stops asking when the component goes away', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new ApiCallError(503, 'still computing')));
    const { unmount } = renderHook(() => useComputedLoad(load));
    await settle();
    unmount();
    await act(async () => { vi.advanceTimersByTime(COMPUTING_RETRY_SECONDS * 3000); });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
