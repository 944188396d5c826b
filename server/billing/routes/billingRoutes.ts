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
import { sandboxPages } from '../providers/sandboxPages';

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(catalogRoutes);
  await app.register(checkoutRoutes);
  await app.register(subscriptionRoutes);
  await app.register(balanceRoutes);
  await app.register(adminRoutes);
  await app.register(webhookRoutes);
  await app.register(sandboxPages);
}
