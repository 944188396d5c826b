/**
 * The text/event-stream format (WHATWG HTML, "server-sent events"), parsed as it arrives: lines end
 * with CRLF, LF or CR; `event:`, `data:` (several joined by a newline), `id:` and `retry:` fields; a
 * line starting with ':' is a comment (a keep-alive); an empty line dispatches the event. An event
 * without data is not dispatched, as in EventSource.
 */

/** One event of a stream: its type ('message' when the server names none), its data and its id. */
export interface StreamEvent {
  type: string;
  data: string;
  /** The last id the stream named (sent back as Last-Event-ID when reconnecting), or null. */
  id: string | null;
}

export interface SseParser {
  /** Feeds the next decoded piece of the body. */
  push(chunk: string): void;
  /** The last id the stream named. */
  readonly lastEventId: string | null;
}

/**
 * @example
 * const parser = createSseParser((e) => console.log(e.type, JSON.parse(e.data)), (ms) => (retryMs = ms));
 * parser.push('event: alertFired\ndata: {"id":"1"}\n\n');
 */
export function createSseParser(onEvent: (event: StreamEvent) => void, onRetry: (ms: number) => void = () => undefined): SseParser {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  let lastEventId: string | null = null;
  // A CR at the end of a chunk may be the first half of a CRLF.
  let pendingCr = false;

  const field = (line: string): void => {
    if (line === '') {
      if (data.length) onEvent({ type: type || 'message', data: data.join('\n'), id: lastEventId });
      type = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'event') type = value;
    else if (name === 'data') data.push(value);
    else if (name === 'id' && !value.includes('\0')) lastEventId = value;
    else if (name === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  };

  return {
    push(chunk) {
      let text = chunk;
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      if (buffer === '' && text.endsWith('\r')) pendingCr = true;
      for (const line of lines) field(line);
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
