import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ROOT, ApiCallError, DEVICE_ID_HEADER } from './apiClient';
import { readEventStream } from './eventStream';
import type { StreamEvent } from './sseParser';
import { jsonResponse, memoryStorage, stubFetch } from './testing/fakeFetch';

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage({ 'rs.deviceId': 'device-9' })));
afterEach(() => vi.unstubAllGlobals());

/** A 200 event-stream answer whose body arrives in the given pieces. */
function streamResponse(pieces: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('readEventStream', () => {
  it('sends the session, the device id and the last event id, and hands on each event as it arrives', async () => {
    const { seen } = stubFetch(streamResponse(['event: alertFired\ndata: {"x"', ':1}\nid: 4\n\n', ': ping\n\n']));
    const events: StreamEvent[] = [];
    const onOpen = vi.fn();
    const last = await readEventStream('/alerts/stream', {
      credentials: { username: 'ann', sessionId: 's1' }, signal: new AbortController().signal, lastEventId: '3', onOpen, onEvent: (e) => events.push(e),
    });
    expect(seen[0]!.url).toBe(`${API_ROOT}/alerts/stream`);
    expect(seen[0]!.headers).toMatchObject({ Authorization: `Basic ${btoa('ann:s1')}`, [DEVICE_ID_HEADER]: 'device-9', Accept: 'text/event-stream', 'Last-Event-ID': '3' });
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ type: 'alertFired', data: '{"x":1}', id: '4' }]);
    expect(last).toBe('4');
  });

  it("answers a non-200 with an ApiCallError carrying the server's message and code", async () => {
    stubFetch(jsonResponse({ message: 'Session expired', code: 'SESSION_EXPIRED' }, 401));
    const err = await readEventStream('/alerts/stream', { credentials: null, signal: new AbortController().signal, onEvent: () => undefined }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err).toMatchObject({ status: 401, message: 'Session expired', code: 'SESSION_EXPIRED' });
  });

  it('answers a broken connection with status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const err = await readEventStream('/alerts/stream', { credentials: null, signal: new AbortController().signal, onEvent: () => undefined }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0 });
  });
});
