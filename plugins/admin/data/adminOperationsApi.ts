/**
 * The calls of the subscription user search, the accounting admin and the notification admin
 * (issue 28 scopes 2, 6 and 8), on the engine's data provider. Failures stay with the screens,
 * except those that end the session.
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import type {
  AdminNotificationAnswer, AdminNotificationsAnswer, ComposeNotificationBody, LocalSubscriptionsAnswer, StripeDiffAnswer,
} from '../../../contracts';

const endsSession = (err: unknown): boolean => err instanceof ApiCallError && err.status === 401;
const q = encodeURIComponent;

/** The ListModel the subscription user search reads (the users dataset, with its subscriptionId column). */
export const USER_SEARCH_LIST = 'DomainSearchedUserResult';

export interface AdminOperationsApi {
  /** The users with a subscription whose id (ours or the provider's) contains `subscriptionId`. */
  usersBySubscription(subscriptionId: string): Promise<{ rows: Record<string, unknown>[]; total: number }>;
  localSubscriptions(localOnly: boolean): Promise<LocalSubscriptionsAnswer>;
  /** The year's accounting workbook (xlsx); the master key travels as the export's token does. */
  accountingSheet(year: number, masterKey: string): Promise<Blob>;
  stripeDiff(from: string, to: string): Promise<StripeDiffAnswer>;
  notifications(): Promise<AdminNotificationsAnswer>;
  composeNotification(body: ComposeNotificationBody): Promise<AdminNotificationAnswer>;
  publishNotification(id: string): Promise<AdminNotificationAnswer>;
  unscheduleNotification(id: string): Promise<AdminNotificationAnswer>;
  /** Deletes a test account (usernames starting with cypresstest) by username. */
  deleteTestAccount(username: string): Promise<{ success: boolean }>;
}

export const adminOperationsMethods = defineDataMethods('adminOperations', (data: DataProvider): AdminOperationsApi => ({
  usersBySubscription: (subscriptionId) => data.getList(USER_SEARCH_LIST, {
    filterQuery: [{ filterKey: 'subscriptionId', type: 'contains', val: subscriptionId }], useCache: false,
  }),
  localSubscriptions: (localOnly) => data.request<LocalSubscriptionsAnswer>(`/admin/localSubscriptions${localOnly ? '?local=true' : ''}`, { reportError: endsSession }),
  accountingSheet: (year, masterKey) => data.request<Blob>(`/accounting/sheet?year=${year}&masterKey=${q(masterKey)}`, { responseType: 'blob', reportError: endsSession }),
  stripeDiff: (from, to) => data.request<StripeDiffAnswer>('/accounting/importStripeDataDiff', { method: 'POST', body: { from, to }, reportError: endsSession }),
  notifications: () => data.request<AdminNotificationsAnswer>('/notificationAdmin/notifications', { reportError: endsSession }),
  composeNotification: (body) => data.request<AdminNotificationAnswer>('/notificationAdmin/notifications', { method: 'POST', body, reportError: endsSession }),
  publishNotification: (id) => data.request<AdminNotificationAnswer>('/notificationAdmin/publish', { method: 'POST', body: { id }, reportError: endsSession }),
  unscheduleNotification: (id) => data.request<AdminNotificationAnswer>('/notificationAdmin/unschedule', { method: 'POST', body: { id }, reportError: endsSession }),
  deleteTestAccount: (username) => data.request<{ success: boolean }>('/deleteAccount', { method: 'POST', body: { username }, reportError: endsSession }),
}));
