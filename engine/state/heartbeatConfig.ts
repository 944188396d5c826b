/** Heartbeat timing (document 1 sections 4 and 9). */
export interface HeartbeatConfig {
  /** The first run after start. */
  firstDelayMs: number;
  /** The gap between runs. */
  intervalMs: number;
  /** No two runs closer than this, whatever triggers them. */
  minGapMs: number;
}

export const HEARTBEAT_DEFAULTS: HeartbeatConfig = { firstDelayMs: 5000, intervalMs: 600_000, minGapMs: 60_000 };

/** The test flag: `?heartbeatMs=2000` in the address or `rs.heartbeatMs` in localStorage. */
export const HEARTBEAT_FLAG = 'heartbeatMs';
export const HEARTBEAT_STORAGE_KEY = 'rs.heartbeatMs';
const FLAG_MIN_MS = 1000;

/**
 * The heartbeat's timing: 5 s to the first run, then every 600 s, never closer than 60 s. A
 * shorter interval for tests comes from the flag (1 s at least, and never longer than the
 * default); it also lowers the minimum gap to the interval.
 *
 * @example heartbeatConfig('?heartbeatMs=2000', null) // { firstDelayMs: 5000, intervalMs: 2000, minGapMs: 2000 }
 */
export function heartbeatConfig(search: string, storage: Pick<Storage, 'getItem'> | null): HeartbeatConfig {
  const fromQuery = new URLSearchParams(search).get(HEARTBEAT_FLAG);
  const raw = fromQuery ?? storage?.getItem(HEARTBEAT_STORAGE_KEY) ?? null;
  const flag = raw === null ? NaN : Number(raw);
  if (!Number.isFinite(flag) || flag < FLAG_MIN_MS || flag >= HEARTBEAT_DEFAULTS.intervalMs) return { ...HEARTBEAT_DEFAULTS };
  const intervalMs = Math.round(flag);
  return { ...HEARTBEAT_DEFAULTS, intervalMs, minGapMs: Math.min(HEARTBEAT_DEFAULTS.minGapMs, intervalMs) };
}
