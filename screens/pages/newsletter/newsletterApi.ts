/**
 * The public newsletter calls of the landing page and the mails' link pages (contracts/newsletters.ts),
 * through the data layer's public request (no session).
 */
import { publicRequest } from '../../../engine/data';
import type { NewsletterResponse, NewsletterSignupBody, NewsletterTokenBody } from '../../../contracts';

export interface NewsletterPublicApi {
  subscribe(body: NewsletterSignupBody & { language: 'en' | 'de' }): Promise<NewsletterResponse>;
  confirm(token: string): Promise<NewsletterResponse>;
  unsubscribe(token: string): Promise<NewsletterResponse>;
}

export const newsletterPublicApi: NewsletterPublicApi = {
  subscribe: (body) => publicRequest<NewsletterResponse>('/promo-subscriptions/subscribe', { body }),
  confirm: (token) => publicRequest<NewsletterResponse>('/promo-subscriptions/confirm', { body: { token } satisfies NewsletterTokenBody }),
  unsubscribe: (token) => publicRequest<NewsletterResponse>('/promo-subscriptions/unsubscribe', { body: { token } satisfies NewsletterTokenBody }),
};
