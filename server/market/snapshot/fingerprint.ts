/**
 * The fingerprint of an asset row: the first 16 hex digits of the SHA-1 of its JSON, without the
 * fingerprint itself and without isUSMarketOpen (a property of the instant, not of the asset). Rows
 * are built with a fixed key order, so equal rows give equal fingerprints in every worker and
 * every run; the heartbeat reports a ticker as staleData when the client's fingerprint differs.
 */
import { createHash } from 'node:crypto';
import type { AssetRow } from './assetRow';

export function rowFingerprint(row: AssetRow): string {
  const text = JSON.stringify({ ...row, fingerprint: '', isUSMarketOpen: false });
  return createHash('sha1').update(text).digest('hex').slice(0, 16);
}
