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

export const STREAM_EVENT = 'alertFired';
const KEEPALIVE_MS = 25_000;
const REPLAY_MAX = 100;

export function sseFrame(event: AlertFiredEvent): string {
  return `id: ${event.id}\nevent: ${STREAM_EVENT}\ndata: ${JSON.stringify(event)}\n\n`;
}

export async function alertStreamRoute(app: FastifyInstance): Promise<void> {
  const service = alertServiceOf(app);

  app.get('/alerts/stream', { config: { auth: true } }, async (req, reply) => {
    const { user } = requireAuth(req);
    if (!/text\/event-stream|\*\/\*/.test(String(req.headers.accept ?? ''))) {
      throw new ApiError(406, 'This call is a stream of server-sent events: ask for text/event-stream.', 'NOT_ACCEPTABLE');
    }
    const lastEventId = String(req.headers['last-event-id'] ?? '').trim();
    const missed = lastEventId ? await entriesAfter(app.deps.db, user.id, lastEventId, REPLAY_MAX) : [];
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: 5000\n: connected\n\n${missed.map(sseFrame).join('')}`);
    let closed = false;
    const end = (): void => {
      if (closed) return;
      closed = true;
      clearInterval(keepalive);
      unsubscribe();
      raw.end();
    };
    const unsubscribe = service.hub.subscribe(user.id, (event) => { if (!closed) raw.write(sseFrame(event)); }, end);
    const keepalive = setInterval(() => raw.write(': keepalive\n\n'), KEEPALIVE_MS);
    keepalive.unref();
    req.raw.on('close', end);
    raw.on('error', end);
  });
}
