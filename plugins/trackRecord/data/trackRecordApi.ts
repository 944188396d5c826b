/**
 * The track record page's call on the engine's data provider (GET /api/reporting/trackRecord), kept
 * 10 minutes in the browser (the answer changes once per snapshot). Only a lost session goes to the
 * catalogue; 503 (still computing) and other failures stay with the page.
 */
import { defineDataMethods, type DataProvider } from '../../../engine/data';
import { sessionOnly } from '../../summary';
import type { TrackRecordAnswer } from '../../../contracts';

export const TRACK_RECORD_CLIENT_CACHE_MS = 10 * 60_000;

export interface TrackRecordApi {
  trackRecord(): Promise<TrackRecordAnswer>;
}

export const trackRecordMethods = defineDataMethods('trackRecord', (data: DataProvider): TrackRecordApi => ({
  trackRecord: () => data.request<TrackRecordAnswer>('/reporting/trackRecord', { cache: { maxAgeMs: TRACK_RECORD_CLIENT_CACHE_MS }, reportError: sessionOnly }),
}));
