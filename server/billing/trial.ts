/**
 * The Elite trial for the registration wizard (document 3 section 4, "Registration trial"): the
 * server answers an Elite registration with the payment page's URL. The registration route calls
 * this right after it created the (free) account; when it throws, registration answers
 * 'Error while creating account: Payment process failed.' and the free account stays.
 *
 * @example const { nextStepURL } = await startEliteTrial(app, createdUser);
 */
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../appDeps';
import { TRIAL_SKU } from '../../product/catalogue';
import { startCheckout } from './checkout';
import { billingServices } from './services';
import type { ProcessorType } from './providers/types';

export async function startEliteTrial(app: FastifyInstance, user: UserRow, processor: ProcessorType = 'card'): Promise<{ nextStepURL: string; orderId: string }> {
  const result = await startCheckout(billingServices(app), { user, sku: TRIAL_SKU, processor, mode: 'redirect' });
  if (!result.nextStepURL) throw new Error('the trial checkout has no payment page');
  return { nextStepURL: result.nextStepURL, orderId: result.orderId };
}
