import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built client at / with history fallback: any GET outside /api that is not a file
 * gets index.html, so that deep links such as /verifyEmail?... open the app. HEAD answers as GET
 * does, without the body (uptime checks use it).
 */
export async function staticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No such call: ${request.method} ${url.split('?')[0]}` });
    }
    if (!hasClient) {
      return reply.code(503).type('text/plain').send('The client is not built yet: run npm run build (npm start does it for you).');
    }
    // The page names the current build's files: always revalidated (the files themselves keep maxAge).
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
