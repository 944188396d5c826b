/**
 * The server's check of a DomainAssetGroup record (issue 21 scope 2), after the model's schema and
 * rules: the tickers normalised (upper case, trimmed, no repeats), each a known ticker of the market
 * (400 UNKNOWN_TICKERS naming them otherwise), at most ASSET_GROUP_RULES.maxAssets, and a new group
 * only while the owner keeps fewer than maxGroups (400 TOO_MANY_GROUPS). Nothing is stored on a refusal.
 */
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ASSET_GROUP_MODEL, ASSET_GROUP_RULES, normaliseAssets } from '../../product/overviewRules';
import { entities } from '../db/schema';
import { badRequest } from '../http/apiError';
import { requireMarket } from '../assets/marketAccess';
import { isValidTicker } from '../assets/tickerParams';
import type { RecordCheck, RecordCheckRegistry } from '../entities/recordChecks';

/** The tickers of `assets` that neither are valid symbols nor known to `known`. */
export function unknownAssets(assets: readonly string[], known: (ticker: string) => boolean): string[] {
  return assets.filter((t) => !isValidTicker(t) || !known(t));
}

export function assetGroupCheck(app: FastifyInstance): RecordCheck {
  return async (record, ctx) => {
    const assets = normaliseAssets(Array.isArray(record.assets) ? record.assets.map(String) : []);
    if (assets.length === 0) throw badRequest('Please enter at least one ticker.', 'INVALID_TICKERS');
    if (assets.length > ASSET_GROUP_RULES.maxAssets) throw badRequest(`A group holds at most ${ASSET_GROUP_RULES.maxAssets} tickers.`, 'TOO_MANY_TICKERS');
    const { source } = requireMarket(app);
    const unknown = unknownAssets(assets, (t) => source.getInstrument(t) !== undefined);
    if (unknown.length > 0) {
      throw badRequest(`Unknown tickers: ${unknown.slice(0, 10).map((t) => t.slice(0, 40)).join(', ')}`, 'UNKNOWN_TICKERS');
    }
    if (ctx.id === null) {
      const [row] = await app.deps.db.select({ n: count() }).from(entities)
        .where(and(eq(entities.model, ASSET_GROUP_MODEL), eq(entities.createdBy, ctx.user.id)));
      if ((row?.n ?? 0) >= ASSET_GROUP_RULES.maxGroups) {
        throw badRequest(`You can keep at most ${ASSET_GROUP_RULES.maxGroups} asset groups.`, 'TOO_MANY_GROUPS');
      }
    }
    return { ...record, title: String(record.title ?? '').trim(), assets };
  };
}

export function registerAssetGroupCheck(checks: RecordCheckRegistry, app: FastifyInstance): void {
  if (!checks.has(ASSET_GROUP_MODEL)) checks.register(ASSET_GROUP_MODEL, assetGroupCheck(app));
}
