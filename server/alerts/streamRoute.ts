/**
 * GET /api/alerts/stream: the user's fired alerts as server-sent events (`event: alertFired`, `id:`
 * the history entry's id, `data:` the AlertFiredEvent), written the moment they fire, to every open
 * stream (tab) of the user. Authenticated like every call (the session's Authorization header; the
 * engine reads streams with fetch, engine/data/eventStream.ts). A reconnect with Last-Event-ID gets
 * the entries fired since that one first. A comment every 25 s keeps proxies from closing the
 * stream. A caller that does not accept text/event-stream gets 406 (a stream never ends, so a
 * plain request would wait forever).
 */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/sessionAuth';
import { ApiError } from '../http/apiError';
import type { AlertFiredEvent } from '../../contracts';
import { alertServiceOf } from './alertService';
import { entriesAfter } from './historyStore';
import { relayAlertStreams } from './streamRelay';

export const STREAM_EVENT = 'alertFired';
const KEEPALIVE_MS = 25_000;
const REPLAY_MAX = 100;

export function sseFrame(event: AlertFiredEvent): string {
  return `id: ${event.id}\nevent: ${STREAM_EVENT}\ndata: ${JSON.stringify(event)}\n\n`;
}

export async function alertStreamRoute(app: FastifyInstance): Promise<void> {
  const service = alertServiceOf(app);
  if (app.deps.cluster) {
    // Several instances may serve this database: every fired alert reaches the streams of all of them.
    const stopRelay = await relayAlertStreams(service.hub, { db: app.deps.db, cluster: app.deps.cluster, log: (err, message) => app.log.error({ err }, message) });
    app.addHook('onClose', stopRelay);
  }

  app.get('/alerts/stream', { config: { auth: true } }, async (req, reply) => {
    const { user } = requireAuth(req);
    if (!/text\/event-stream|\*\/\*/.test(String(req.headers.accept ?? ''))) {
      throw new ApiError(406, 'This call is a stream of server-sent events: ask for text/event-stream.', 'NOT_ACCEPTABLE');
    }
    const lastEventId = String(req.headers['last-event-id'] ?? '').trim();
    // Subscribed before the missed entries are read, so that nothing fired meanwhile is lost; what
    // arrives before the replay is written waits, and an event replayed is never written again
    // (another instance's event may arrive after this one read it from the database).
    const raw = reply.raw;
    const waiting: AlertFiredEvent[] = [];
    const sent = new Set<string>();
    let live = false;
    let closed = false;
    let keepalive: NodeJS.Timeout | null = null;
    const write = (event: AlertFiredEvent): string => {
      if (sent.has(event.id)) return '';
      sent.add(event.id);
      return sseFrame(event);
    };
    const end = (): void => {
      if (closed) return;
      closed = true;
      if (keepalive) clearInterval(keepalive);
      unsubscribe();
      if (raw.headersSent) raw.end();
    };
    const unsubscribe = service.hub.subscribe(user.id, (event) => {
      if (closed) return;
      if (!live) waiting.push(event);
      else {
        const frame = write(event);
        if (frame) raw.write(frame);
      }
    }, end);
    // A tab closed while the replay is read ends its subscription too.
    req.raw.on('close', end);
    let missed: AlertFiredEvent[];
    try {
      missed = lastEventId ? await entriesAfter(app.deps.db, user.id, lastEventId, REPLAY_MAX) : [];
    } catch (err) {
      end();
      throw err;
    }
    // Ended meanwhile: the tab went away, or the server is shutting down (or lost its relay).
    if (closed) throw new ApiError(503, 'The stream was closed before it started; reconnect.', 'STREAM_CLOSED');
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: 5000\n: connected\n\n${missed.map(write).join('')}${waiting.map(write).join('')}`);
    waiting.length = 0;
    live = true;
    keepalive = setInterval(() => raw.write(': keepalive\n\n'), KEEPALIVE_MS);
    keepalive.unref();
    raw.on('error', end);
  });
}
