/**
 * The recent changes' story and test data: the ListUISignal model and its fixture rows
 * (models/fixtures), as the list call answers them.
 */
import type { ListFixture, ListModel } from '../../../engine/core';
import { fixtureFor, shippedModel } from '../../../models/fixtures';
import type { SignalRowData } from '../data/signalsApi';

export const signalModel = (): ListModel => shippedModel('ListModel', 'ListUISignal') as ListModel;

export function fixtureSignals(): SignalRowData[] {
  return (fixtureFor('ListModel', 'ListUISignal') as ListFixture).rows.map((r) => ({ ...r }) as SignalRowData);
}
