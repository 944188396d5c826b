import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { sessions } from '../db/schema';
import type { UserRow } from '../appDeps';
import * as s from '../http/schemas';
import { badRequest } from '../http/apiError';
import { signIn } from './signIn';
import { countAddressCheck } from './passwordCheckLimit';
import { parseBasicAuth } from './presentedCredentials';
import { requireAuth } from './sessionAuth';
import { balancesOf } from '../users/userView';
import { storeLogoutLists } from '../watchlists/logoutLists';
import { audit } from '../audit';
import type { HeartbeatAnswer, HeartbeatBody, LoginBody, LogoutLists as LogoutBody, SessionCheckAnswer, SuccessAnswer } from '../../contracts';

const loginBody = s.object(
  { username: s.loginIdentifier, password: s.passwordHash, deviceId: s.deviceId, clientVersion: s.clientVersion },
  ['username', 'password'],
);

const watchlistInput = s.object(
  { name: { type: 'string', minLength: 1, maxLength: 100 }, includedTicker: s.tickerList, owner: { type: 'string', maxLength: 100 }, wlType: { type: 'string', enum: ['GENERAL', 'CRYPTO'] } },
  ['name', 'includedTicker'],
);
const seenList = s.object({ name: { type: 'string', minLength: 1, maxLength: 100 }, includedTicker: s.tickerList }, ['name', 'includedTicker']);
const dashboardListInput = {
  anyOf: [s.tickerList, s.object({ name: { type: 'string', maxLength: 100 }, includedTicker: s.tickerList }, ['includedTicker'])],
};

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  // Both sign-in calls count against the address's one budget of password checks (passwordCheckLimit.ts).
  const addressBudget = countAddressCheck(app);

  app.post<{ Body: LoginBody }>('/login', { schema: { body: loginBody }, onRequest: addressBudget }, (req, reply) => signIn(app, req, reply, req.body));

  // GET /signIn carries the credentials as Basic authorization (username:passwordHash), never in the URL.
  app.get('/signIn', { onRequest: addressBudget }, (req, reply) => {
    const creds = parseBasicAuth(req.headers.authorization);
    if (!creds || !/^[0-9a-f]{64}$/.test(creds.token)) {
      throw badRequest('Invalid request: send Authorization: Basic base64(username:passwordHash)');
    }
    return signIn(app, req, reply, { username: creds.username, password: creds.token });
  });

  app.get('/logout', { config: { auth: true } }, async (req): Promise<SuccessAnswer> => {
    await endSession(app, requireAuth(req).session.id, requireAuth(req).user.id, req.ip);
    return { success: true };
  });

  app.post<{ Body: LogoutBody }>('/logout', {
    config: { auth: true },
    schema: {
      body: s.object({
        dashboardList: dashboardListInput,
        watchlists: { type: 'array', maxItems: 500, items: watchlistInput },
        cryptoWatchlists: { type: 'array', maxItems: 500, items: watchlistInput },
        base: s.object({
          dashboardList: s.tickerList,
          watchlists: { type: 'array', maxItems: 500, items: seenList },
          cryptoWatchlists: { type: 'array', maxItems: 500, items: seenList },
        }),
      }),
    },
  }, async (req): Promise<SuccessAnswer> => {
    const { user, session } = requireAuth(req);
    await storeLogoutLists(app.deps.db, user.id, req.body ?? {}, app.deps.now());
    await endSession(app, session.id, user.id, req.ip);
    return { success: true };
  });

  app.get<{ Querystring: { app_version?: string } }>('/sessionCheck', {
    config: { auth: true },
    schema: { querystring: s.object({ app_version: { type: 'string', maxLength: 50 } }) },
  }, (req): SessionCheckAnswer => {
    const { user } = requireAuth(req);
    const serverVersion = app.deps.config.serverVersion;
    const appVersion = req.query.app_version;
    return {
      valid: true,
      username: user.username,
      serverVersion,
      userStateVersion: user.userStateVersion,
      versionMismatch: appVersion !== undefined && appVersion !== serverVersion,
    };
  });

  // The session's user is as current as a fresh read: the session cache drops it on every change.
  const heartbeat = async (fresh: UserRow, body: HeartbeatBody): Promise<HeartbeatAnswer> => {
    const balances = await balancesOf(app.deps, fresh, app.sessionCache);
    return {
      // The client's tickers whose published data changed since the fingerprint it holds.
      staleData: body.fingerprintMap && app.deps.market ? app.deps.market.staleTickers(body.fingerprintMap) : [],
      serverVersion: app.deps.config.serverVersion,
      userStateVersion: fresh.userStateVersion,
      userBalance: {
        tokenBalance: balances.tokenBalance,
        resetBalance: balances.resetBalance,
        tickersInLastMonth: balances.tickersInLastMonth,
        tickersPerMonth: balances.tickersPerMonth,
      },
    };
  };
  app.post<{ Body: HeartbeatBody }>('/heartbeat', {
    config: { auth: true, userUnchanged: true },
    schema: {
      body: s.object({
        serverVersion: { type: 'string', maxLength: 50 },
        userStateVersion: { type: 'integer' },
        fingerprintMap: { type: 'object', maxProperties: 5000, additionalProperties: { type: 'string', maxLength: 100 } },
      }),
    },
  }, (req) => heartbeat(requireAuth(req).user, req.body ?? {}));
  app.get('/heartbeat', { config: { auth: true } }, (req) => heartbeat(requireAuth(req).user, {}));
}

async function endSession(app: FastifyInstance, sessionId: string, userId: string, ip: string): Promise<void> {
  const { db, now } = app.deps;
  await db.update(sessions).set({ revokedAt: now(), revokedReason: 'logout' })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await audit(db, { actorId: userId, action: 'session.logout', targetType: 'user', targetId: userId, ip });
}
