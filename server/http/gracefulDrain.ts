import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  /** How long the server must have been quiet before it closes (ms). */
  quietMs?: number;
  /** The longest a drain may take before the server closes anyway (ms). */
  maxMs?: number;
}

/**
 * Graceful shutdown without losing a request. Closing the listener at once resets the connections
 * still waiting in the kernel's accept queue (the event loop may be busy with PGlite, which runs
 * on the main thread), and `http.Server.close()` drops keep-alive connections whose request sits
 * unread in the socket buffer. So on SIGTERM we keep serving, answer with `Connection: close`,
 * and close only once nothing has come in for `quietMs` (or after `maxMs`).
 */
export function installGracefulDrain(app: FastifyInstance): (options?: DrainOptions) => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  let draining = false;

  app.server.on('request', (_req, res) => {
    inFlight += 1;
    lastActivity = Date.now();
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });
  });

  return async ({ quietMs = 300, maxMs = 15_000 } = {}) => {
    draining = true;
    const started = Date.now();
    while (Date.now() - started < maxMs) {
      if (inFlight === 0 && Date.now() - lastActivity >= quietMs) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await app.close();
  };
}
