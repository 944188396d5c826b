/**
 * Every billing call under /api (docs/api.md, "Billing calls"). app.ts registers this one plugin.
 */
import type { FastifyInstance } from 'fastify';
import { catalogRoutes } from './catalogRoutes';
import { checkoutRoutes } from './checkoutRoutes';
import { subscriptionRoutes } from './subscriptionRoutes';
import { balanceRoutes } from './balanceRoutes';
import { adminRoutes } from './adminRoutes';
import { webhookRoutes } from './webhookRoutes';
import { funnelRoutes } from './funnelRoutes';
import { sandboxPages } from '../providers/sandboxPages';
import { billingServices } from '../services';

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  // The installation's signing secrets are generated (first start) or read at start; a failure is retried on first use.
  app.addHook('onReady', async () => {
    try {
      await billingServices(app).secrets();
    } catch (err) {
      app.log.warn({ err }, 'the billing secrets could not be loaded at start');
    }
  });
  await app.register(catalogRoutes);
  await app.register(checkoutRoutes);
  await app.register(subscriptionRoutes);
  await app.register(balanceRoutes);
  await app.register(adminRoutes);
  await app.register(webhookRoutes);
  await app.register(funnelRoutes);
  await app.register(sandboxPages);
}
