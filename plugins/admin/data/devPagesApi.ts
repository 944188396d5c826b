/**
 * The calls of the admins' dev-only pages (issue 28 scope 9) on the engine's data provider. The
 * explorer reads the records through the provider's own getModel and getList; the type scale
 * reads the stylesheets and calls nothing.
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import { ADMIN_DEV_RULES } from '../../../product/adminDevRules';
import type { AdminAlertHistoryAnswer, ManagedPortfolioAnswer, ModelListAnswer } from '../../../contracts';

const endsSession = (err: unknown): boolean => err instanceof ApiCallError && err.status === 401;

export interface AlertHistoryQuery {
  username?: string;
  ticker?: string;
  /** YYYY-MM-DD, whole UTC days. */
  from?: string;
  to?: string;
  page: number;
}

export interface DevPagesApi {
  /** Every model's summary (GET /admin/models); the explorer offers the list models. */
  models(): Promise<ModelListAnswer<{ modelClass: string }>>;
  alertHistory(query: AlertHistoryQuery): Promise<AdminAlertHistoryAnswer>;
  managedPortfolio(): Promise<ManagedPortfolioAnswer>;
}

export function alertHistoryPath(query: AlertHistoryQuery): string {
  const params = new URLSearchParams();
  for (const key of ['username', 'ticker', 'from', 'to'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  params.set('page', String(query.page));
  params.set('pageSize', String(ADMIN_DEV_RULES.alertHistoryPageSize));
  return `/admin/alertHistory?${params.toString()}`;
}

export const devPagesMethods = defineDataMethods('adminDevPages', (data: DataProvider): DevPagesApi => ({
  models: () => data.request<ModelListAnswer<{ modelClass: string }>>('/admin/models', { reportError: endsSession }),
  alertHistory: (query) => data.request<AdminAlertHistoryAnswer>(alertHistoryPath(query), { reportError: endsSession }),
  managedPortfolio: () => data.request<ManagedPortfolioAnswer>('/admin/managedPortfolio', { reportError: endsSession }),
}));
