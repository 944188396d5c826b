/**
 * The admin screens' calls (issue 28) on the engine's data provider. Failures stay with the
 * screens (each action shows its own error text, document 4 section 8), except those that end the
 * session, which the catalogue handles as on every call.
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import { ADMIN_RULES } from '../../../product/adminRules';
import type {
  AdminActionAnswer, AdminCancelBody, AdminUserData, AdminUsernameBody, AuditLogAnswer, CatalogueEntry, CouponAnswer, CouponBody, CouponsAnswer, IntegrityCheckAnswer, TickerUsageAnalysis,
  TimeLeftCheckAnswer,
} from '../../../contracts';

const endsSession = (err: unknown): boolean => err instanceof ApiCallError && err.status === 401;
const q = encodeURIComponent;

export interface AuditLogQuery {
  username: string;
  /** Epoch seconds, inclusive. */
  from: number;
  to: number;
  page: number;
}

export interface AdminApi {
  userData(username: string): Promise<AdminUserData>;
  analyzeUsage(username: string): Promise<TickerUsageAnalysis>;
  resetUsage(username: string): Promise<AdminActionAnswer>;
  forceLogout(username: string): Promise<AdminActionAnswer>;
  addRealtime(username: string, amount: number): Promise<AdminActionAnswer>;
  setSubscriptionActive(username: string, subscriptionId: string, active: boolean): Promise<AdminActionAnswer>;
  cancelSubscriptions(username: string, ids: string[]): Promise<AdminActionAnswer>;
  catalogue(): Promise<CatalogueEntry[]>;
  auditLog(query: AuditLogQuery): Promise<AuditLogAnswer>;
  /** users.csv of the chosen tiers; the token travels in the URL as document 4 says. */
  exportUsers(tiers: readonly string[], token: string): Promise<Blob>;
  timeLeftCheck(): Promise<TimeLeftCheckAnswer>;
  checkIntegrity(): Promise<IntegrityCheckAnswer>;
  coupons(): Promise<CouponsAnswer>;
  createCoupon(body: CouponBody): Promise<CouponAnswer>;
  deactivateCoupon(code: string): Promise<CouponAnswer>;
}

export const adminMethods = defineDataMethods('admin', (data: DataProvider): AdminApi => {
  const post = (path: string, body: unknown) => data.request<AdminActionAnswer>(path, { method: 'POST', body, reportError: endsSession });
  return {
    userData: (username) => data.request<AdminUserData>(`/userAdmin/userData?username=${q(username)}`, { reportError: endsSession }),
    analyzeUsage: (username) => data.request<TickerUsageAnalysis>(`/userAdmin/analyzeUsage?username=${q(username)}`, { reportError: endsSession }),
    resetUsage: (username) => post('/userAdmin/resetAssetHistory', { username } satisfies AdminUsernameBody),
    forceLogout: (username) => post('/userAdmin/forceLogout', { username } satisfies AdminUsernameBody),
    addRealtime: (username, amount) => post('/userAdmin/addRT', { username, amount }),
    setSubscriptionActive: (username, id, active) => post(`/${active ? 'activate' : 'deactivate'}Subscription/${q(username)}/${q(id)}`, undefined),
    cancelSubscriptions: (username, ids) => post('/userAdmin/cancelSub', { username, ids } satisfies AdminCancelBody),
    catalogue: () => data.request<CatalogueEntry[]>(`/catalog?skus=${ADMIN_RULES.catalogueSkus.join(',')}`, { reportError: endsSession }),
    auditLog: ({ username, from, to, page }) => data.request<AuditLogAnswer>(
      `/auditLog/log4user?username=${q(username)}&from=${from}&to=${to}&page=${page}&pageSize=${ADMIN_RULES.auditLogPageSize}`, { reportError: endsSession },
    ),
    exportUsers: (tiers, token) => data.request<Blob>(`/admin/exportUsers?tiers=${q(tiers.join(','))}&token=${q(token)}`, { responseType: 'blob', reportError: endsSession }),
    timeLeftCheck: () => data.request<TimeLeftCheckAnswer>('/userSubscriptionTimeLeftCheck', { reportError: endsSession }),
    checkIntegrity: () => data.request<IntegrityCheckAnswer>('/checkIntegrity', { reportError: endsSession }),
    coupons: () => data.request<CouponsAnswer>('/coupons', { reportError: endsSession }),
    createCoupon: (body) => data.request<CouponAnswer>('/createCoupon', { method: 'POST', body, reportError: endsSession }),
    deactivateCoupon: (code) => data.request<CouponAnswer>('/deactivateCoupon', { method: 'POST', body: { code }, reportError: endsSession }),
  };
});

