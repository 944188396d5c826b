/**
 * The calls of the Scripts & API screens on the engine's data provider: the member's API tokens
 * (DomainAuthToken's list and its generate and revoke events), the page's example call (sent with
 * the API token only, no session), the OpenAPI document, the charting access request and the
 * charting-app admin calls.
 */
import { defineDataMethods, type DataProvider, type EntityEnvelope } from '../../../engine/data';
import type { ApiTokenScope } from '../../../product/apiRules';
import type {
  ChartingAccessRequestAnswer, ChartingAccessRequestBody, ChartingAccessRequestRow, ChartingDecisionAnswer, GeneratedApiToken,
} from '../../../contracts';

export const TOKEN_MODEL = 'DomainAuthToken';

export interface TokenRow {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  creationDate: string;
}

export interface ScriptsApiApi {
  tokens(): Promise<TokenRow[]>;
  generate(input: { name: string; scopes: ApiTokenScope[]; expiresAt?: string }): Promise<GeneratedApiToken>;
  revoke(id: string): Promise<void>;
  /** The example call: GET /api/v2{path} with the token as its query parameter. */
  tryCall(path: string, token: string): Promise<unknown>;
  openApi(): Promise<Record<string, unknown>>;
  requestChartingAccess(body: ChartingAccessRequestBody): Promise<ChartingAccessRequestAnswer>;
  chartingRequests(status: 'pending' | 'all'): Promise<ChartingAccessRequestRow[]>;
  decideCharting(id: string, decision: 'grant' | 'revoke'): Promise<ChartingDecisionAnswer>;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
export function tokenRow(e: EntityEnvelope): TokenRow {
  const p = e.payload;
  return {
    id: e.id, name: str(p.name) ?? '', scopes: Array.isArray(p.scopes) ? (p.scopes as ApiTokenScope[]) : [],
    expiresAt: str(p.expiresAt), lastUsedAt: str(p.lastUsedAt), revokedAt: str(p.revokedAt), creationDate: e.creationDate,
  };
}

export const scriptsApiMethods = defineDataMethods('scriptsApi', (data: DataProvider): ScriptsApiApi => ({
  tokens: async () => (await data.getList(TOKEN_MODEL, { sort: { key: 'creationDate', direction: 'desc' }, pageSize: 100, useCache: false })).rows.map((r) => tokenRow(r as EntityEnvelope)),
  generate: async (input) => (await data.fireEvent(TOKEN_MODEL, 'generate', { input: { ...input } })) as GeneratedApiToken,
  revoke: async (id) => { await data.fireEvent(TOKEN_MODEL, 'revoke', { id }); },
  tryCall: (path, token) => data.request(`/v2${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`, { credentials: null, reportError: false }),
  openApi: () => data.request('/v2/openapi.json', { credentials: null, reportError: false }),
  requestChartingAccess: (body) => data.request('/requestChartingAppAccess', { body, reportError: false }),
  chartingRequests: (status) => data.request(`/admin/chartingAccess?status=${status}`),
  decideCharting: (id, decision) => data.request(`/admin/chartingAccess/${decision}`, { body: { id } }),
}));
