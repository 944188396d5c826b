/**
 * The newsletters' admin calls on the engine's data provider: the preview of the next issue
 * (GET /api/admin/newsletters/preview?kind) and "send now" (POST /api/admin/newsletters/send).
 * Not cached: the counts change while the queue works. Only a lost session goes to the catalogue.
 */
import { defineDataMethods, type DataProvider } from '../../../engine/data';
import { sessionOnly } from '../../summary';
import type { NewsletterAdminPreview, NewsletterKind, NewsletterSendAnswer, NewsletterSendBody } from '../../../contracts';

export interface NewsletterAdminApi {
  preview(kind: NewsletterKind): Promise<NewsletterAdminPreview>;
  send(kind: NewsletterKind): Promise<NewsletterSendAnswer>;
}

export const newsletterAdminMethods = defineDataMethods('newsletterAdmin', (data: DataProvider): NewsletterAdminApi => ({
  preview: (kind) => data.request<NewsletterAdminPreview>(`/admin/newsletters/preview?kind=${kind}`, { reportError: sessionOnly }),
  send: (kind) => data.request<NewsletterSendAnswer>('/admin/newsletters/send', { body: { kind } satisfies NewsletterSendBody, reportError: sessionOnly }),
}));
