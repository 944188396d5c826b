/**
 * GET /catalog, /catalog/tickerAddons and /price: the catalogue as the purchase screens show it
 * (rows hidden per user: the 100 rows for holders of the biggest pack, who see the discounted pack
 * instead), and a price with VAT for the signed-in buyer.
 */
import type { FastifyInstance } from 'fastify';
import * as s from '../../http/schemas';
import { requireAuth, resolveSession } from '../../auth/sessionAuth';
import { ApiError } from '../../http/apiError';
import { CATALOGUE, productBySku, skuForInterval, visibleForUser, type CatalogueProduct } from '../../../product/catalogue';
import { formatCents } from '../../../product/vat';
import { buyerVatIdFor, ownsBiggestTickerAddon, runningSubscriptionsOf } from '../checkout';
import { quoteFor, quoteView, usableCoupon } from '../pricing';
import { billingServices } from '../services';
import type { CatalogueEntry, PriceQuote } from '../../../contracts';

const skuPattern = '^[0-9A-Za-z]{1,8}$';
export const skuSchema = { type: 'string', pattern: skuPattern } as const;
export const couponSchema = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[0-9A-Za-z_-]+$' } as const;

export function catalogueEntry(p: CatalogueProduct, ownsBiggest: boolean): CatalogueEntry {
  return {
    name: p.name, price: formatCents(p.priceCents), priceCents: p.priceCents, currency: p.currency, sku: p.sku, quantity: p.quantity,
    uiLabel: p.uiLabel, hide: !visibleForUser(p, ownsBiggest), purchasable: p.purchasable, kind: p.kind, interval: p.interval,
    listPrice: p.listPriceCents === null ? null : formatCents(p.listPriceCents), listPriceCents: p.listPriceCents,
    tier: p.tier, tokens: p.tokens, resets: p.resets, trialDays: p.trialDays,
    renewalPriceCents: p.renewalPriceCents, monthlySku: p.interval ? skuForInterval(p.sku, 'MONTH') ?? null : null,
    yearlySku: p.interval ? skuForInterval(p.sku, 'YEAR') ?? null : null,
  };
}

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const ownsBiggestFor = async (req: Parameters<typeof resolveSession>[1]): Promise<boolean> => {
    const auth = await resolveSession(app, req);
    return auth ? ownsBiggestTickerAddon(await runningSubscriptionsOf(app.deps.db, auth.user.id)) : false;
  };

  app.get<{ Querystring: { skus?: string } }>('/catalog', {
    schema: { querystring: s.object({ skus: { type: 'string', maxLength: 400, pattern: '^[0-9A-Za-z,\\s]*$' } }) },
  }, async (req) => {
    const ownsBiggest = await ownsBiggestFor(req);
    const wanted = req.query.skus?.split(',').map((x) => x.trim()).filter(Boolean);
    const products = wanted ? wanted.map(productBySku).filter((p): p is CatalogueProduct => !!p) : [...CATALOGUE];
    return products.map((p) => catalogueEntry(p, ownsBiggest));
  });

  app.get('/catalog/tickerAddons', async (req) => {
    const ownsBiggest = await ownsBiggestFor(req);
    return CATALOGUE.filter((p) => p.kind === 'tickerAddon' && visibleForUser(p, ownsBiggest)).map((p) => catalogueEntry(p, ownsBiggest));
  });

  const services = billingServices(app);
  // vatId: a VAT id typed at the checkout, checked like the checkout's but not kept ('' prices without one).
  app.get<{ Querystring: { sku: string; coupon?: string; interval?: 'MONTH' | 'YEAR'; vatId?: string } }>('/price', {
    config: { auth: true },
    schema: {
      querystring: s.object({ sku: skuSchema, coupon: couponSchema, interval: { type: 'string', enum: ['MONTH', 'YEAR'] }, vatId: { type: 'string', maxLength: 30 } }, ['sku']),
    },
  }, async (req): Promise<PriceQuote> => {
    const { user } = requireAuth(req);
    const sku = req.query.interval ? skuForInterval(req.query.sku, req.query.interval) : req.query.sku;
    const product = sku ? productBySku(sku) : undefined;
    if (!product) throw new ApiError(400, `Unknown product "${req.query.sku}".`, 'UNKNOWN_SKU');
    if (!product.purchasable) throw new ApiError(400, 'This plan is not sold.', 'PLAN_NOT_SOLD');
    const coupon = req.query.coupon ? await usableCoupon(app.deps.db, req.query.coupon, product.sku, app.deps.now(), { buyerId: user.id }) : null;
    const vatId = await buyerVatIdFor(services, user, req.query.vatId);
    return quoteView(quoteFor(product, { countryCode: user.countryCode, vatId }, coupon));
  });
}
