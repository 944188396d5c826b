/**
 * Granting script access on the charting platform itself (TradingView's invite-only scripts,
 * Sierra's account-bound studies) is an integration behind this adapter. Neither platform offers
 * a public API for it, so the built-in default records the grant as a task for the admin to
 * carry out by hand on the platform (the admin screen shows it); a deployment with a platform
 * integration passes its own adapter.
 */
import type { ChartingPlatform } from '../../product/chartingScripts';

export interface PlatformGrant {
  platform: ChartingPlatform;
  platformUsername: string;
  scripts: readonly string[];
}

export interface PlatformOutcome {
  /** `manual`: an admin still has to carry it out on the platform; `done`: the platform confirmed it. */
  mode: 'manual' | 'done';
  /** What the admin is to do (manual) or what the platform answered (done). */
  note: string;
}

export interface ChartingPlatformAdapter {
  grant(request: PlatformGrant): Promise<PlatformOutcome>;
  revoke(request: PlatformGrant): Promise<PlatformOutcome>;
}

export const manualChartingPlatform: ChartingPlatformAdapter = {
  async grant({ platform, platformUsername, scripts }) {
    return { mode: 'manual', note: `Add ${platformUsername} on ${platform} to: ${scripts.join(', ')}` };
  },
  async revoke({ platform, platformUsername, scripts }) {
    return { mode: 'manual', note: `Remove ${platformUsername} on ${platform} from: ${scripts.join(', ')}` };
  },
};
