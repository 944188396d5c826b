/**
 * The detail page's "Report bad data" call (`POST /api/brokenTicker`, document 4 section 7.8; issue
 * 28 scope 7) on the engine's data provider. A refusal (400) and the per-member limit (429) are
 * answered on the page itself; the catalogue keeps the rest.
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import type { BrokenTickerAnswer, BrokenTickerBody } from '../../../contracts';

export type ReportOutcome = 'sent' | 'alreadyReported' | 'tooMany' | 'failed';

export interface ReportApi {
  report(ticker: string, comment: string): Promise<ReportOutcome>;
}

export const reportMethods = defineDataMethods('brokenTicker', (data: DataProvider): ReportApi => ({
  async report(ticker, comment) {
    const body: BrokenTickerBody = { ticker, ...(comment.trim() ? { comment: comment.trim() } : {}) };
    try {
      return (await data.request<BrokenTickerAnswer>('/brokenTicker', {
        method: 'POST', body, reportError: (err) => !(err instanceof ApiCallError && (err.status === 400 || err.status === 429)),
      })).status;
    } catch (err) {
      if (err instanceof ApiCallError && err.status === 429) return 'tooMany';
      return 'failed';
    }
  },
}));
