/**
 * The v2 routes' JSON schemas: Fastify validates the input with them and @fastify/swagger builds
 * the OpenAPI document from them (one source). Responses are described, not filtered: an asset
 * row keeps every field it has (additionalProperties).
 */
import { API_RULES } from '../../product/apiRules';
import { ASSET_PREVIEW_FIELDS } from '../../contracts';

const tokenParam = { type: 'string', minLength: 1, maxLength: 200, description: 'Your API token (or send it as Authorization: Bearer <token>).' } as const;
const documentation = { type: 'string', enum: ['true', 'false'], description: 'true answers this call\'s documentation instead of data (no token needed).' } as const;
const tickerPath = { type: 'object', additionalProperties: false, required: ['ticker'], properties: { ticker: { type: 'string', minLength: 1, maxLength: 60, description: 'A ticker, e.g. AAPL' } } } as const;
const idIn = { type: 'string', minLength: 1, maxLength: 2000, description: `Comma-separated tickers (at most ${API_RULES.maxTickersPerCall}), e.g. AAPL,MSFT` } as const;

export const plainQuery = { type: 'object', additionalProperties: false, properties: { token: tokenParam, documentation } } as const;
export const idInQuery = { type: 'object', additionalProperties: false, required: ['idIn'], properties: { idIn, token: tokenParam, documentation } } as const;
export const signalsQuery = {
  type: 'object', additionalProperties: false,
  properties: {
    since: { type: 'string', minLength: 1, maxLength: 200, description: 'The nextCursor of the previous page; leave out to start at the oldest change of the window.' },
    limit: { type: 'string', pattern: '^[0-9]{1,6}$', description: `Changes per page, 1 to ${API_RULES.signalFeedMaxLimit} (default ${API_RULES.signalFeedDefaultLimit}).` },
    token: tokenParam, documentation,
  },
} as const;
export { tickerPath };
export const watchlistPath = {
  type: 'object', additionalProperties: false, required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 400, description: 'The list\'s name, base64 (standard or URL-safe) of its UTF-8 text.' } },
} as const;

const error = {
  type: 'object', required: ['statusCode', 'message'], additionalProperties: true,
  properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' }, code: { type: ['string', 'integer'] } },
} as const;

export const asset = {
  type: 'object', additionalProperties: true, required: ['ticker', 'isActive'],
  description: `An asset row. A ticker the owner has not revealed carries only ${ASSET_PREVIEW_FIELDS.join(', ')} and isActive false; a revealed one every range, rating and metric field.`,
  properties: {
    ticker: { type: 'string' }, name: { type: ['string', 'null'] }, isActive: { type: 'boolean' },
    latestPrice: { type: ['number', 'null'] }, latestPriceDate: { type: ['string', 'null'] },
    lowerVolatilityRange: { type: ['number', 'null'] }, upperVolatilityRange: { type: ['number', 'null'] },
  },
} as const;

export const realtime = {
  type: 'object', additionalProperties: true, required: ['rtTickers', 'errorTickers', 'tokenBalance', 'tokensCharged'],
  properties: {
    rtTickers: { type: 'array', items: asset },
    errorTickers: { type: 'array', items: { type: 'object', additionalProperties: true, properties: { ticker: { type: 'string' }, reason: { type: 'string' } } } },
    tokenBalance: { type: 'integer' }, tokensCharged: { type: 'integer' },
  },
} as const;

export const watchlist = {
  type: 'object', additionalProperties: false, required: ['name', 'includedTicker', 'owner', 'wlType'],
  properties: { name: { type: 'string' }, includedTicker: { type: 'array', items: { type: 'string' } }, owner: { type: 'string' }, wlType: { type: 'string', enum: ['GENERAL', 'CRYPTO'] } },
} as const;

const signal = {
  type: 'object', additionalProperties: true, required: ['id', 'date', 'ticker', 'signalClass', 'signalDirectionNew', 'revealed'],
  description: 'A rating change. For a ticker the owner has not revealed only id, date, ticker, signalClass, signalDirectionNew and revealed false.',
  properties: {
    id: { type: 'string' }, date: { type: 'string' }, ticker: { type: 'string' }, signalClass: { type: 'string', enum: ['Trend', 'Momentum', 'Cap'] },
    signalDirectionNew: { type: 'string' }, signalDirectionPrior: { type: 'string' }, signalChange: { type: 'string' }, tickerName: { type: 'string' },
    currentTrend: { type: 'string' }, revealed: { type: 'boolean' },
  },
} as const;

export const signalPageSchema = {
  type: 'object', additionalProperties: false, required: ['signals', 'nextCursor', 'hasMore', 'gap'],
  properties: { signals: { type: 'array', items: signal }, nextCursor: { type: ['string', 'null'] }, hasMore: { type: 'boolean' }, gap: { type: 'boolean' } },
} as const;

/** The error answers every v2 call may give. */
export function withErrors(ok: unknown, extra: number[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = { 200: ok };
  for (const status of [400, 401, 403, 429, ...extra]) out[status] = { ...error, description: `Error (${status})` };
  return out;
}
