/**
 * The admin tools' business calls (issue 28 scopes 2, 6 and 8; document 4 sections 2.7 and 7.8):
 * the subscription user search's list of local subscriptions, the accounting sheet and the
 * comparison with the card provider, and the notification admin.
 */

/** One subscription of GET /api/admin/localSubscriptions. */
export interface LocalSubscription {
  id: string;
  /** The provider's reference (Stripe's sub_…, the sandbox's), or null when the provider keeps none. */
  providerSubscriptionId: string | null;
  username: string;
  sku: string;
  kind: string;
  status: string;
  provider: string;
  /** Run by the built-in sandbox: kept only in our database, no card provider holds it. */
  local: boolean;
  startedAt: string;
  currentPeriodEnd: string;
  cancelledAt: string | null;
}

/** GET /api/admin/localSubscriptions?local=true&status=&limit=: newest first. */
export interface LocalSubscriptionsAnswer {
  subscriptions: LocalSubscription[];
}

/** POST /api/accounting/importStripeDataDiff: the days to compare, YYYY-MM-DD, both inclusive (UTC). */
export interface StripeDiffBody {
  from: string;
  to: string;
}

/** One difference between our books and the card provider's balance transactions. */
export interface StripeDiffLine {
  kind: 'missingAtProvider' | 'missingLocally' | 'amountMismatch';
  /** An invoice (a payment) or a refund. */
  document: 'invoice' | 'refund';
  /** The payment or refund reference both sides share. */
  ref: string;
  /** Our invoice's number (or the refunded invoice's), when we have one. */
  invoiceNumber: string | null;
  /** Gross cents as we booked them (refunds negative), or null when we have none. */
  oursCents: number | null;
  /** Gross cents at the provider (refunds negative), or null when it has none. */
  providerCents: number | null;
  currency: string;
  /** When it happened (ours, or the provider's when we have none), ISO. */
  at: string;
}

export interface StripeDiffAnswer {
  provider: string;
  from: string;
  to: string;
  /** Our invoices and refunds in the range, and the provider's payment and refund transactions in it. */
  checked: { invoices: number; refunds: number; transactions: number };
  differences: StripeDiffLine[];
}

/** The audiences of a notification (document 4 section 2.7 and issue 28 scope 8). */
export type NotificationAudience = 'all' | 'plan' | 'user';
export type AdminNotificationStatus = 'draft' | 'scheduled' | 'published' | 'failed';

/** One notification as the notification admin lists it (a DomainNotification record). */
export interface AdminNotification {
  id: string;
  title: string;
  content: string;
  audience: NotificationAudience;
  plan: string | null;
  username: string | null;
  status: AdminNotificationStatus;
  /** When a scheduled notification goes out, ISO. */
  scheduledAt: string | null;
  publishedAt: string | null;
  /** How many users it reached when it went out. */
  recipients: number | null;
  /** Why a scheduled notification could not go out. */
  error: string | null;
  createdBy: string | null;
  createdAt: string;
}

/** GET /api/notificationAdmin/notifications: newest first. */
export interface AdminNotificationsAnswer {
  notifications: AdminNotification[];
}

/** POST /api/notificationAdmin/notifications: compose, then publish now, schedule, or keep as a draft. */
export interface ComposeNotificationBody {
  title: string;
  content: string;
  audience: NotificationAudience;
  /** audience 'plan': the plan whose users get it. */
  plan?: string;
  /** audience 'user': the recipient's username or e-mail. */
  username?: string;
  send: 'now' | 'schedule' | 'draft';
  /** send 'schedule': when, ISO, in the future. */
  scheduledAt?: string;
}

/** POST /api/notificationAdmin/publish and /api/notificationAdmin/unschedule. */
export interface NotificationIdBody {
  id: string;
}

export interface AdminNotificationAnswer {
  notification: AdminNotification;
}
