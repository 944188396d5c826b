import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from './apiClient';
import { endsSubscription, keepSubscribed, type StreamOpener } from './subscription';
import type { StreamEvent } from './sseParser';

const event = (data: string, id: string | null = null): StreamEvent => ({ type: 'alertFired', data, id });

/** An opener that plays one script per connection; the waits are recorded and pass at once. */
function scripted(scripts: ((c: Parameters<StreamOpener>[0]) => Promise<string | null>)[]) {
  const seen: (string | null)[] = [];
  let i = 0;
  const open: StreamOpener = (c) => {
    seen.push(c.lastEventId);
    const script = scripts[Math.min(i++, scripts.length - 1)]!;
    return script(c);
  };
  return { open, seen, connections: () => i };
}

const waits: number[] = [];
const wait = (ms: number) => {
  waits.push(ms);
  return Promise.resolve();
};
const flush = () => new Promise((r) => setTimeout(r, 0));
const never = (c: Parameters<StreamOpener>[0]) => new Promise<string | null>((_, reject) => c.signal.addEventListener('abort', () => reject(new Error('aborted'))));

beforeEach(() => {
  waits.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('keepSubscribed', () => {
  it('hands every event on and reconnects with the last event id after the stream ends', async () => {
    const got: string[] = [];
    const { open, seen } = scripted([
      async (c) => { c.onOpen(); c.onEvent(event('a', '1')); c.onEvent(event('b', '2')); return '2'; },
      never,
    ]);
    const stop = keepSubscribed(open, { onEvent: (e) => got.push(e.data) }, wait);
    await flush();
    expect(got).toEqual(['a', 'b']);
    expect(seen).toEqual([null, '2']);
    stop();
  });

  it('waits 1 s, 2 s, 4 s … up to the maximum between failed connections, and from the first wait again once one opened', async () => {
    const down = () => Promise.reject(new ApiCallError(0, 'network error'));
    const { open } = scripted([down, down, down, async (c) => { c.onOpen(); throw new ApiCallError(502, 'bad gateway'); }, down, never]);
    const stop = keepSubscribed(open, { onEvent: () => undefined, retry: { firstMs: 1000, maxMs: 3000 } }, wait);
    await flush();
    expect(waits).toEqual([1000, 2000, 3000, 1000, 2000]);
    stop();
  });

  it("follows the server's retry hint", async () => {
    const { open } = scripted([async (c) => { c.onRetryHint(5000); throw new ApiCallError(503, 'later'); }, never]);
    const stop = keepSubscribed(open, { onEvent: () => undefined }, wait);
    await flush();
    expect(waits).toEqual([5000]);
    stop();
  });

  it('ends for good on a 401 and tells onEnd, without reconnecting', async () => {
    const onEnd = vi.fn();
    const { open, connections } = scripted([() => Promise.reject(new ApiCallError(401, 'Unauthorized'))]);
    keepSubscribed(open, { onEvent: () => undefined, onEnd }, wait);
    await flush();
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
    expect(connections()).toBe(1);
    expect(waits).toEqual([]);
  });

  it('closes the connection on unsubscribe and neither reconnects nor calls onEnd', async () => {
    const onEnd = vi.fn();
    let signal: AbortSignal | null = null;
    const { open, connections } = scripted([(c) => { signal = c.signal; return never(c); }]);
    const stop = keepSubscribed(open, { onEvent: () => undefined, onEnd }, wait);
    await flush();
    stop();
    await flush();
    expect(signal!.aborted).toBe(true);
    expect(connections()).toBe(1);
    expect(onEnd).not.toHaveBeenCalled();
  });
});

describe('endsSubscription', () => {
  it('ends on 4xx answers other than 408 and 429, not on a broken connection or a 5xx', () => {
    expect([401, 403, 404, 400].map((s) => endsSubscription(new ApiCallError(s, '')))).toEqual([true, true, true, true]);
    expect([0, 408, 429, 500, 503].map((s) => endsSubscription(new ApiCallError(s, '')))).toEqual([false, false, false, false, false]);
    expect(endsSubscription(new Error('x'))).toBe(false);
  });
});
