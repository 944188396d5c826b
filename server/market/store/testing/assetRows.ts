/**
 * Test support: the asset rows and signals of a small simulated universe as of 2026-11-20, with a
 * few histories edited (short, ended, unadjusted split) so that every kind of null appears.
 */
import { computeAssetRow } from '../../snapshot/computeAssetRow';
import type { AssetRow, SignalRow } from '../../snapshot/assetRow';
import { EditedSource } from '../../snapshot/testing/editedSource';
import { SnapshotReferences } from '../../snapshot/snapshotReferences';
import { createSimulatedMarket } from '../../simulation';

export const FIXTURE_AT = new Date('2026-11-20T22:00:00Z');

export function simulatedAssetRows(size = 500, seed = 3): { rows: AssetRow[]; signals: SignalRow[] } {
  const market = createSimulatedMarket({ seed, size, now: () => FIXTURE_AT });
  const source = new EditedSource(market, {
    AAPL: { lastBars: 12 },
    MSFT: { lastBars: 90 },
    NVDA: { lastBars: 0 },
    AMZN: { endDate: '2026-06-30' },
    JPM: { unadjusted: { date: '2026-09-15', factor: 4 } },
  });
  const rows: AssetRow[] = [];
  const signals: SignalRow[] = [];
  const references = new SnapshotReferences(source, FIXTURE_AT);
  for (const instrument of source.listInstruments()) {
    const computed = computeAssetRow(instrument, { source, at: FIXTURE_AT, signalDays: 10, references });
    rows.push(computed.row);
    signals.push(...computed.signals);
  }
  return { rows, signals };
}
