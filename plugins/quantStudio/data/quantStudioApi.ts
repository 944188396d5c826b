/**
 * Quant-Studio's calls (contracts/quantStudio.ts) on the engine's data provider. A 400 (the
 * server's message about the input) and a 404 (a run gone meanwhile) stay with the screen, which
 * shows them; everything else — a lost session, 765 (not enough tokens) — goes to the catalogue.
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import type {
  QuantCompareAnswer, QuantDeleteAnswer, QuantRunAnswer, QuantRunRequest, QuantSavedRun, QuantSavedRunList, QuantStudioConfig,
} from '../../../contracts';

/** The answers the screen shows itself. */
export function isScreenAnswer(err: unknown): boolean {
  return err instanceof ApiCallError && (err.status === 400 || err.status === 404);
}

const toCatalogue = (err: unknown): boolean => !isScreenAnswer(err);

export interface QuantStudioApi {
  config(): Promise<QuantStudioConfig>;
  run(request: QuantRunRequest): Promise<QuantRunAnswer>;
  savedRuns(): Promise<QuantSavedRunList>;
  save(runId: string, name: string): Promise<QuantSavedRun>;
  savedRun(id: string): Promise<QuantSavedRun>;
  remove(id: string): Promise<QuantDeleteAnswer>;
  compare(a: string, b: string): Promise<QuantCompareAnswer>;
}

const enc = encodeURIComponent;

export const quantStudioMethods = defineDataMethods('quantStudio', (data: DataProvider): QuantStudioApi => ({
  config: () => data.request<QuantStudioConfig>('/quant-studio/config', { reportError: toCatalogue }),
  run: (request) => data.request<QuantRunAnswer>('/quant-studio/run', { body: request, reportError: toCatalogue }),
  savedRuns: () => data.request<QuantSavedRunList>('/quant-studio/runs', { reportError: toCatalogue }),
  save: (runId, name) => data.request<QuantSavedRun>('/quant-studio/runs', { body: { runId, name }, reportError: toCatalogue }),
  savedRun: (id) => data.request<QuantSavedRun>(`/quant-studio/runs/${enc(id)}`, { reportError: toCatalogue }),
  remove: (id) => data.request<QuantDeleteAnswer>(`/quant-studio/runs/${enc(id)}`, { method: 'DELETE', reportError: toCatalogue }),
  compare: (a, b) => data.request<QuantCompareAnswer>(`/quant-studio/compare?a=${enc(a)}&b=${enc(b)}`, { reportError: toCatalogue }),
}));
