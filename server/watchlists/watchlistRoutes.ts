import type { FastifyInstance } from 'fastify';
import * as s from '../http/schemas';
import { requireAuth } from '../auth/sessionAuth';
import { LIST_KINDS, WATCHLIST_ACTIONS, applyWatchlistUpdate, type WatchlistUpdate } from './watchlistActions';
import { readUserLists } from './userLists';
import { WATCHLIST_NAME_RULES } from '../../product/accountRules';

const listName = { type: 'string', maxLength: WATCHLIST_NAME_RULES.maxLength, pattern: WATCHLIST_NAME_RULES.pattern } as const;

const updateBody = s.object({
  action: { type: 'string', enum: [...WATCHLIST_ACTIONS] },
  wlType: { type: 'string', enum: [...LIST_KINDS] },
  name: listName,
  oldName: listName,
  newName: listName,
  owner: { type: 'string', maxLength: 100 },
  includedTicker: s.tickerList,
  tickers: s.tickerList,
  ticker: s.ticker,
}, ['action']);

/**
 * GET /api/watchlist and POST /api/watchlist/update (document 1 section 7.1): the user's lists,
 * and one store action at a time, each answered with every list as stored afterwards.
 */
export async function watchlistRoutes(app: FastifyInstance): Promise<void> {
  app.get('/watchlist', { config: { auth: true } }, (req) => {
    const { user } = requireAuth(req);
    return readUserLists(app.deps.db, user.id, user.username);
  });

  app.post<{ Body: WatchlistUpdate }>('/watchlist/update', { config: { auth: true }, schema: { body: updateBody } }, async (req) => {
    const { user } = requireAuth(req);
    return applyWatchlistUpdate(app.deps.db, user, req.body, app.deps.now());
  });
}
