/**
 * The calls of the correlation and CFTC screens, on the engine's data provider: the correlation
 * table (cached 500 minutes per query, document 2 section 9), the custom correlations saved with
 * the user data (POST /userData with `customCorrelations`, answered with the user object) and the
 * CFTC positioning. Failures stay with the screens (they show the spec's texts), except those that
 * end the session (401/403), which the catalogue handles as on every call.
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import { CORRELATION_RULES } from '../../../product/correlationRules';
import type { CftcAnswer, CorrelationTable, CustomCorrelation, SessionUser, UserDataPatch } from '../../../contracts';

/** Only failures that end the session go to the error catalogue. */
export const endsSession = (err: unknown): boolean => err instanceof ApiCallError && (err.status === 401 || err.status === 403);

export interface CorrelationsApi {
  table(tickers: readonly string[], timeFrame: number, offsetDays: number): Promise<CorrelationTable>;
  saveCustom(list: CustomCorrelation[]): Promise<SessionUser>;
  cftc(): Promise<CftcAnswer>;
}

export const correlationsMethods = defineDataMethods('correlations', (data: DataProvider): CorrelationsApi => ({
  table: (tickers, timeFrame, offsetDays) => {
    const list = [...tickers].sort().join(',');
    return data.request<CorrelationTable>(
      `/reporting/correlationTable?offsetDays=${offsetDays}&timeFrame=${timeFrame}&tickers=${encodeURIComponent(list)}`,
      { cache: { maxAgeMs: CORRELATION_RULES.clientCacheMs }, reportError: endsSession },
    );
  },
  saveCustom: (list) => data.request<SessionUser>('/userData', { body: { customCorrelations: list } satisfies UserDataPatch, reportError: endsSession }),
  cftc: () => data.request<CftcAnswer>('/reporting/cftc', { reportError: endsSession }),
}));
