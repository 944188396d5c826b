/**
 * The limits of the admin tools' business screens (issue 28 scopes 2 and 8): the subscription
 * user search's list of subscriptions and the notification admin.
 */
export const LOCAL_SUBSCRIPTION_RULES = {
  /** Providers whose subscriptions only our database holds (the built-in sandbox): the "local" ones. */
  localProviders: ['sandbox', 'sandbox-paypal'],
  statuses: ['trialing', 'active', 'past_due', 'ended'],
  defaultLimit: 100,
  maxLimit: 1000,
} as const;

export const NOTIFICATION_ADMIN_RULES = {
  /** As the DomainNotification model allows. */
  titleMaxLength: 200,
  contentMaxLength: 20000,
  /** The notifications the admin screen lists, newest first. */
  listLimit: 200,
  /** How often the scheduler looks for notifications that are due (ms): a scheduled one goes out at most this late. */
  schedulerPollMs: 5000,
  /** The latest a notification may be scheduled, in days from now. */
  maxScheduleDays: 366,
} as const;

/** Only accounts whose username starts with this may be deleted, by themselves or by an admin (document 3 section 6, document 4 section 2.7). */
export const DELETABLE_USERNAME_PREFIX = 'cypresstest';

/** Whether the user admin screen offers 'Delete account' for this username. */
export function isDeletableTestAccount(username: string): boolean {
  return username.toLowerCase().startsWith(DELETABLE_USERNAME_PREFIX);
}
