/**
 * The track record page's call (issue 21 scope 7): GET /reporting/trackRecord → TrackRecordAnswer.
 * - 401 without a session; every signed-in member may read it (it describes the models, not a
 *   member's data, and the page exists so that members can check the ranges).
 * - 503 MARKET_LOADING before the first snapshot; 503 TRACK_RECORD_LOADING while the first
 *   computation after it runs (trackRecordService.ts computes in the background after every
 *   snapshot; a request never computes). While a newer snapshot's computation runs, the previous
 *   answer is served with its own snapshotVersion and asOfDate.
 */
import type { FastifyInstance } from 'fastify';
import type { TrackRecordAnswer } from '../../contracts';
import { requireAuth } from '../auth/sessionAuth';
import { requireMarket } from '../assets/marketAccess';
import { ApiError } from '../http/apiError';
import { trackRecordServiceOf } from './trackRecordService';

export const TRACK_RECORD_LOADING = 'TRACK_RECORD_LOADING';

export function trackRecordLoading(): ApiError {
  return new ApiError(503, 'The track record is being computed. Please try again in a moment.', TRACK_RECORD_LOADING);
}

export async function trackRecordRoutes(app: FastifyInstance): Promise<void> {
  const service = trackRecordServiceOf(app);
  app.addHook('onClose', async () => service.stop());

  app.get('/reporting/trackRecord', { config: { auth: true } }, async (req): Promise<TrackRecordAnswer> => {
    requireAuth(req);
    service.start();
    requireMarket(app);
    const answer = service.answer();
    if (!answer) throw trackRecordLoading();
    return answer;
  });
}
