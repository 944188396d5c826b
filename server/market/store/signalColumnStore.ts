/**
 * The signals of a snapshot (ListUISignal rows) column by column, queried like the assets:
 * signalDirectionPrior, signalDirectionNew and currentTrend sort in rating order.
 */
import type { SignalRow } from '../snapshot/assetRow';
import { encodeRows } from './columnBatch';
import { schemaOf } from './columnSchema';
import type { ColumnStore } from './columnStore';
import { ColumnStoreBuilder } from './columnStoreBuilder';

export const SIGNAL_SCHEMA = schemaOf(
  [
    ['id', 'text'], ['date', 'text'], ['ticker', 'text'], ['tickerName', 'text'], ['signalClass', 'text'],
    ['signalDirectionPrior', 'text'], ['signalDirectionNew', 'text'], ['signalChange', 'text'], ['currentTrend', 'text'],
  ],
  'id',
  ['signalDirectionPrior', 'signalDirectionNew', 'currentTrend'],
);

export type SignalColumnStore = ColumnStore<SignalRow>;

export function buildSignalStore(signals: readonly SignalRow[]): SignalColumnStore {
  const builder = new ColumnStoreBuilder<SignalRow>(SIGNAL_SCHEMA, signals.length);
  builder.put(0, encodeRows(SIGNAL_SCHEMA, signals));
  return builder.finish();
}
