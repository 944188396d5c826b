import type { ChartingPlatform } from '../product/chartingScripts';

/** POST /api/requestChartingAppAccess (document 4 section 7.6). */
export interface ChartingAccessRequestBody {
  chartingAppUsername: string;
  chartingAppScripts: string[];
  chartingAppName: ChartingPlatform;
}

export interface ChartingAccessRequestAnswer {
  success: true;
  requestId: string;
}

export type ChartingRequestStatus = 'pending' | 'granted' | 'revoked';

/** A row of the charting-app admin screen (tradingviewadmin). */
export interface ChartingAccessRequestRow {
  id: string;
  username: string;
  email: string;
  platform: ChartingPlatform;
  platformUsername: string;
  scripts: string[];
  status: ChartingRequestStatus;
  createdAt: string;
  decidedAt: string | null;
}

/** An admin's grant or revocation: the platform adapter's outcome (manual: still to be done on the platform). */
export interface ChartingDecisionAnswer {
  request: ChartingAccessRequestRow;
  platform: { mode: 'manual' | 'done'; note: string };
}
