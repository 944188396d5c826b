import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Signs a demo user in on an app built in this process (the embedded demo password, hashed as the
 * client sends it) and answers the Authorization header of the session: what the HTTP benches send.
 */
export async function demoAuthorization(app: FastifyInstance, demoPassword: string, username = 'demoelite'): Promise<string> {
  const password = createHash('sha256').update(demoPassword).digest('hex');
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const sessionId = (login.json() as { user: { sessionId: string } }).user.sessionId;
  return `Basic ${Buffer.from(`${username}:${sessionId}`).toString('base64')}`;
}
