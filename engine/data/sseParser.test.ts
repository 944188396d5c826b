import { describe, expect, it } from 'vitest';
import { createSseParser, type StreamEvent } from './sseParser';

function parse(chunks: string[]): { events: StreamEvent[]; retries: number[] } {
  const events: StreamEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser((e) => events.push(e), (ms) => retries.push(ms));
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries };
}

describe('createSseParser', () => {
  it('dispatches an event at the empty line, with its type, data and id', () => {
    const { events } = parse(['id: 7\nevent: alertFired\ndata: {"a":1}\n\n']);
    expect(events).toEqual([{ type: 'alertFired', data: '{"a":1}', id: '7' }]);
  });

  it("names an event without a type 'message' and joins several data lines", () => {
    expect(parse(['data: one\ndata: two\n\n']).events).toEqual([{ type: 'message', data: 'one\ntwo', id: null }]);
  });

  it('reads events split anywhere across chunks, with CRLF and CR line ends', () => {
    const { events } = parse(['event: a\r', '\ndata: x', 'y\r\n\r', '\ndata: z\r\r']);
    expect(events).toEqual([{ type: 'a', data: 'xy', id: null }, { type: 'message', data: 'z', id: null }]);
  });

  it('skips comments (keep-alives) and events without data, and keeps the last id', () => {
    const { events } = parse([': ping\n\nevent: empty\n\nid: 3\ndata: d\n\ndata: e\n\n']);
    expect(events).toEqual([{ type: 'message', data: 'd', id: '3' }, { type: 'message', data: 'e', id: '3' }]);
  });

  it('reports a numeric retry and ignores another', () => {
    expect(parse(['retry: 2500\nretry: soon\n\n']).retries).toEqual([2500]);
  });

  it('does not dispatch an event whose empty line has not arrived', () => {
    expect(parse(['data: half\n']).events).toEqual([]);
  });
});
