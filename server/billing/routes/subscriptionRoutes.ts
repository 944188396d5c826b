/**
 * The user's subscriptions: lists, cancellation (card, PayPal), the PayPal purchase history and
 * invoice downloads.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import * as s from '../../http/schemas';
import { requireAuth } from '../../auth/sessionAuth';
import { ApiError, notFound } from '../../http/apiError';
import { billingCreditNotes, billingInvoices, billingOrders, billingSubscriptions } from '../../db/schema';
import { creditNotesOf } from '../creditNotes';
import { modulesOf } from '../../users/userModules';
import { hasPermission } from '../../../product/permissionModules';
import { applyEntitlements } from '../entitlements';
import { CancelRefused, cancelSubscription, type CancelOutcome } from '../cancellation';
import { billingServices, processorTypeOf } from '../services';
import { billingHistoryOf, creditNoteEntry, subscriptionsOf } from '../userBilling';
import { renderCreditNotePdf, renderInvoicePdf } from '../invoicePdf';
import { ProviderError } from '../providers/types';
import type { UserRow } from '../../appDeps';
import type { CancelSubAnswer, CreditNoteEntry, PaypalCancelSubAnswer, PaypalPurchaseHistory, SubscriptionEntry } from '../../../contracts';

const uuid = { type: 'string', pattern: '^[0-9a-fA-F-]{36}$' } as const;
export const CANCELLATION_FAILED = 'Cancellation not successful';

export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const services = billingServices(app);
  const { db } = app.deps;

  app.get('/activeSubscriptions', { config: { auth: true } }, (req) => subscriptionsOf(db, requireAuth(req).user.id, 'running'));

  app.get<{ Querystring: { filterlocal?: string } }>('/subscriptions', {
    config: { auth: true },
    schema: { querystring: s.object({ filterlocal: { type: 'string', enum: ['true', 'false'] } }) },
  }, async (req): Promise<SubscriptionEntry[]> => {
    const all = await subscriptionsOf(db, requireAuth(req).user.id, 'all');
    return req.query.filterlocal === 'true' ? all.filter((x) => x.type === 'local') : all;
  });

  const cancelAll = async (user: UserRow, ids: readonly string[], only?: 'paypal'): Promise<CancelOutcome[]> => {
    const done: CancelOutcome[] = [];
    for (const id of ids) {
      if (only) {
        const row = await db.select({ provider: billingSubscriptions.provider }).from(billingSubscriptions)
          .where(and(eq(billingSubscriptions.id, id), eq(billingSubscriptions.userId, user.id))).limit(1);
        if (row[0] && processorTypeOf(row[0].provider) !== only) throw new ApiError(400, 'This is not a PayPal subscription.', 'NOT_PAYPAL', { cancelled: done });
      }
      try {
        done.push(await cancelSubscription(services, user.id, id, {
          actorId: user.id, endReason: 'cancelled', onEntitlements: (tx) => applyEntitlements(tx, user.id, false),
        }));
      } catch (err) {
        if (err instanceof CancelRefused) throw new ApiError(err.code === 'SUBSCRIPTION_NOT_FOUND' ? 404 : 400, err.message, err.code, { cancelled: done });
        if (err instanceof ProviderError) {
          logProviderRefusal(app, err);
          throw new ApiError(502, CANCELLATION_FAILED, 'CANCELLATION_FAILED', { cancelled: done });
        }
        throw err;
      }
    }
    return done;
  };

  app.post<{ Body: { ids: string[] } }>('/cancelSub', {
    config: { auth: true },
    schema: { body: s.object({ ids: { type: 'array', minItems: 1, maxItems: 20, uniqueItems: true, items: uuid } }, ['ids']) },
  }, async (req): Promise<CancelSubAnswer> => ({ success: true, cancelled: await cancelAll(requireAuth(req).user, req.body.ids) }));

  app.post<{ Body: { id: string } }>('/paypal/cancelSub', {
    config: { auth: true },
    schema: { body: s.object({ id: uuid }, ['id']) },
  }, async (req): Promise<PaypalCancelSubAnswer> => {
    const [outcome] = await cancelAll(requireAuth(req).user, [req.body.id], 'paypal');
    return { success: true, ...outcome! };
  });

  app.get('/paypalPurchaseHistory', { config: { auth: true } }, async (req): Promise<PaypalPurchaseHistory> => {
    const history = await billingHistoryOf(db, requireAuth(req).user.id, 200);
    return { purchases: history.filter((h) => h.type === 'paypal') };
  });

  app.get<{ Querystring: { invoiceID: string } }>('/downloadInvoice', {
    config: { auth: true },
    schema: { querystring: s.object({ invoiceID: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' } }, ['invoiceID']) },
  }, async (req, reply) => {
    const { user } = requireAuth(req);
    const key = req.query.invoiceID;
    const byId = /^[0-9a-fA-F-]{36}$/.test(key) ? eq(billingInvoices.id, key) : undefined;
    const rows = await db.select({ invoice: billingInvoices, paymentMethod: billingOrders.paymentMethod }).from(billingInvoices)
      .leftJoin(billingOrders, eq(billingOrders.id, billingInvoices.orderId))
      .where(byId ? or(eq(billingInvoices.number, key), byId) : eq(billingInvoices.number, key)).limit(1);
    const row = rows[0];
    const admin = hasPermission(modulesOf(user), 'ADMIN');
    if (!row || (row.invoice.userId !== user.id && !admin)) throw notFound('There is no such invoice.');
    const pdf = await renderInvoicePdf(row.invoice, row.paymentMethod);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${row.invoice.number}.pdf"`).send(pdf);
  });

  /** A credit note's PDF (issue 29): its owner's, or any for an admin. */
  app.get<{ Querystring: { creditNoteID: string } }>('/downloadCreditNote', {
    config: { auth: true },
    schema: { querystring: s.object({ creditNoteID: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' } }, ['creditNoteID']) },
  }, async (req, reply) => {
    const { user } = requireAuth(req);
    const key = req.query.creditNoteID;
    const byId = /^[0-9a-fA-F-]{36}$/.test(key) ? eq(billingCreditNotes.id, key) : undefined;
    const note = (await db.select().from(billingCreditNotes)
      .where(byId ? or(eq(billingCreditNotes.number, key), byId) : eq(billingCreditNotes.number, key)).limit(1))[0];
    if (!note || (note.userId !== user.id && !hasPermission(modulesOf(user), 'ADMIN'))) throw notFound('There is no such credit note.');
    const pdf = await renderCreditNotePdf(note);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${note.number}.pdf"`).send(pdf);
  });

  /** The signed-in user's credit notes, oldest first. */
  app.get('/creditNotes', { config: { auth: true } }, async (req): Promise<{ creditNotes: CreditNoteEntry[] }> => ({
    creditNotes: (await creditNotesOf(db, requireAuth(req).user.id)).map(creditNoteEntry),
  }));
}

function logProviderRefusal(app: FastifyInstance, err: Error): void {
  app.log.warn({ err }, 'a provider refused a cancellation');
}
