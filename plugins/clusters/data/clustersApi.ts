/**
 * The calls of the market clusters and leadership chains (contracts/clusters.ts), on the engine's
 * data provider. The answers the screen explains itself stay with it: a universe too small (400),
 * a list that is gone (404), the market still loading (503). Every other failure goes to the
 * error catalogue as well and the screen says 'Sorry, something went wrong.'.
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import type { ClusterAnswer, ClusterBody, LeadershipAnswer, LeadershipBody } from '../../../contracts';

/** Why an analysis failed, as the screen words it. */
export type AnalysisProblem = 'tooSmall' | 'listMissing' | 'marketLoading' | 'failed';

export function problemOf(err: unknown): AnalysisProblem {
  if (!(err instanceof ApiCallError)) return 'failed';
  if (err.status === 400 && err.code === 'UNIVERSE_TOO_SMALL') return 'tooSmall';
  if (err.status === 404) return 'listMissing';
  if (err.status === 503) return 'marketLoading';
  return 'failed';
}

const ownProblem = (err: unknown): boolean => problemOf(err) === 'failed';

export interface ClustersApi {
  clusters(body: ClusterBody, signal?: AbortSignal): Promise<ClusterAnswer>;
  leadership(body: LeadershipBody, signal?: AbortSignal): Promise<LeadershipAnswer>;
}

export const clustersMethods = defineDataMethods('clusters', (data: DataProvider): ClustersApi => ({
  clusters: (body, signal) => data.request<ClusterAnswer>('/analytics/clusters', { body, reportError: ownProblem, ...(signal ? { signal } : {}) }),
  leadership: (body, signal) => data.request<LeadershipAnswer>('/analytics/leadership', { body, reportError: ownProblem, ...(signal ? { signal } : {}) }),
}));
