/**
 * The public API v2 (document 4 section 7.6): assets, real-time ranges, watchlists and the signal
 * feed, each served by the app's own code (assetView, deliverRealtime, readUserLists, the signal
 * store) for the token's owner, so a token never sees more than its owner does.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest, unauthorized } from '../http/apiError';
import { revealCheckFor, type RevealCheck } from '../assets/activeTickers';
import { assetRowsAnswer, assetRowsBytes, tickerParam } from '../assets/assetDataRoutes';
import { requireMarket } from '../assets/marketAccess';
import { deliverRealtime } from '../assets/realtimeRoutes';
import { keptTickerList, parseTickerList } from '../assets/tickerParams';
import { readUserLists } from '../watchlists/userLists';
import { API_RULES } from '../../product/apiRules';
import type { ApiSignalPage, RealtimeAnswer, StoredList } from '../../contracts';
import { signalPage } from './signalFeed';
import type { TokenCaller } from './apiTokenStore';
import * as v2 from './v2Schemas';

function callerOf(request: FastifyRequest): TokenCaller {
  if (!request.apiCaller) throw unauthorized();
  return request.apiCaller;
}

/** Whether the owner sees a ticker in full (free or activated); 503 while the market loads. */
async function revealedFor(app: FastifyInstance, caller: TokenCaller): Promise<RevealCheck> {
  requireMarket(app);
  return revealCheckFor(app.deps.db, caller.user, app.deps.now(), app.sessionCache);
}

async function listsOf(caller: TokenCaller, app: FastifyInstance): Promise<StoredList[]> {
  const lists = await readUserLists(app.deps.db, caller.user.id, caller.user.username);
  return [lists.dashboard, ...lists.regular, ...lists.crypto, lists.alerts];
}

/** The list name of the path: base64 (standard or URL-safe) of UTF-8 text. */
export function decodeListName(raw: string): string {
  const text = raw.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw badRequest('The watchlist name must be base64 of its UTF-8 text.', 'INVALID_WATCHLIST_NAME');
  const name = Buffer.from(text, 'base64').toString('utf8');
  if (!name || name.includes('\uFFFD') || Buffer.from(name, 'utf8').toString('base64').replace(/=+$/, '') !== text.replace(/=+$/, '')) {
    throw badRequest('The watchlist name must be base64 of its UTF-8 text.', 'INVALID_WATCHLIST_NAME');
  }
  return name;
}

const tags = { assets: ['Assets'], realtime: ['Real-time'], lists: ['Watchlists'], signals: ['Signals'] } as const;

export async function v2Routes(app: FastifyInstance): Promise<void> {
  const max = { max: API_RULES.maxTickersPerCall };

  app.get<{ Params: { ticker: string } }>('/asset/:ticker', {
    config: { apiScope: 'assets:read' },
    schema: {
      summary: 'One asset', description: 'The asset row of one ticker as its owner sees it: in full when revealed (free or activated), else the preview fields.',
      tags: tags.assets, params: v2.tickerPath, querystring: v2.plainQuery, response: v2.withErrors(v2.asset, [404]),
    },
  }, async (req, reply): Promise<Buffer> => {
    const ticker = tickerParam(req.params.ticker);
    // The app's full view as the owner sees it, as UTF-8 JSON.
    const [row] = assetRowsBytes(app, [ticker], await revealedFor(app, callerOf(req)), 'full');
    if (!row) throw new ApiError(404, `No data found for the ticker ${ticker}.`, 'UNKNOWN_TICKER');
    void reply.type('application/json; charset=utf-8');
    return row;
  });

  app.get<{ Querystring: { idIn: string } }>('/asset', {
    config: { apiScope: 'assets:read' },
    schema: {
      summary: 'Several assets', description: 'The asset rows of the listed tickers, in the order asked; unknown tickers are left out.',
      tags: tags.assets, querystring: v2.idInQuery, response: v2.withErrors({ type: 'array', items: v2.asset }),
    },
  }, async (req, reply): Promise<Buffer> => {
    const tickers = keptTickerList(req.query.idIn, 'idIn', max);
    const revealed = await revealedFor(app, callerOf(req));
    void reply.type('application/json; charset=utf-8');
    return assetRowsAnswer(app, tickers, revealed, 'full');
  });

  app.get<{ Params: { ticker: string } }>('/rtasset/:ticker', {
    config: { apiScope: 'rtassets:spend' },
    schema: {
      summary: 'Real-time range of one asset', description: 'Computes the real-time range; one token of the owner\'s balance per delivered asset. 402 (code 765) when the balance is short, 424 (code 766) when nothing could be delivered; failures charge nothing.',
      tags: tags.realtime, params: v2.tickerPath, querystring: v2.plainQuery, response: v2.withErrors(v2.realtime, [402, 424]),
    },
  }, async (req): Promise<RealtimeAnswer> => deliverRealtime(app, callerOf(req).user, [tickerParam(req.params.ticker)]));

  app.get<{ Querystring: { idIn: string } }>('/rtasset', {
    config: { apiScope: 'rtassets:spend' },
    schema: {
      summary: 'Real-time ranges of several assets', description: 'As /rtasset/{ticker} for each listed ticker; one token per delivered asset, charged once for the call.',
      tags: tags.realtime, querystring: v2.idInQuery, response: v2.withErrors(v2.realtime, [402, 424]),
    },
  }, async (req): Promise<RealtimeAnswer> => deliverRealtime(app, callerOf(req).user, parseTickerList(req.query.idIn, 'idIn', max)));

  app.get('/watchlist', {
    config: { apiScope: 'watchlists:read' },
    schema: {
      summary: 'The owner\'s lists', description: 'The portfolio (\'Market overview\'), the watchlists, the crypto lists and the alerts list.',
      tags: tags.lists, querystring: v2.plainQuery, response: v2.withErrors({ type: 'array', items: v2.watchlist }),
    },
  }, async (req): Promise<StoredList[]> => listsOf(callerOf(req), app));

  app.get<{ Params: { name: string } }>('/watchlist/:name', {
    config: { apiScope: 'watchlists:read' },
    schema: {
      summary: 'One list by name', description: 'The list whose name is the base64 of the path segment (e.g. TXkgbGlzdA for "My list").',
      tags: tags.lists, params: v2.watchlistPath, querystring: v2.plainQuery, response: v2.withErrors(v2.watchlist, [404]),
    },
  }, async (req): Promise<StoredList> => {
    const name = decodeListName(req.params.name);
    const found = (await listsOf(callerOf(req), app)).find((l) => l.name === name);
    if (!found) throw new ApiError(404, `You have no list named "${name.slice(0, 100)}".`, 'UNKNOWN_WATCHLIST');
    return found;
  });

  app.get<{ Querystring: { since?: string; limit?: string } }>('/signals', {
    config: { apiScope: 'signals:read' },
    schema: {
      summary: 'Signal changes', description: 'Every trend, momentum and cap change after each snapshot, oldest first. Poll with since=nextCursor; no change is lost or repeated. For tickers the owner has not revealed only ticker, class, direction and date.',
      tags: tags.signals, querystring: v2.signalsQuery, response: v2.withErrors(v2.signalPageSchema),
    },
  }, async (req): Promise<ApiSignalPage> => {
    const limit = req.query.limit === undefined ? API_RULES.signalFeedDefaultLimit : Number(req.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > API_RULES.signalFeedMaxLimit) {
      throw badRequest(`limit must be between 1 and ${API_RULES.signalFeedMaxLimit}.`, 'INVALID_PARAMETER');
    }
    const { snapshot } = requireMarket(app);
    const revealed = await revealCheckFor(app.deps.db, callerOf(req).user, app.deps.now(), app.sessionCache);
    return signalPage(snapshot.signals.allRows(), req.query.since ?? null, limit, revealed);
  });
}
