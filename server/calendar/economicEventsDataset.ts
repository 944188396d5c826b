/**
 * The `economicEvents` dataset (ListModel EconomicEvents; issue 21 scope 4): the market source's
 * economic calendar in the window the query's date filters ask for (economicEventRows.ts), then
 * the engine's in-memory filters (country, importance, event), sort and paging. The same for every
 * member (not per user).
 */
import type { FastifyInstance } from 'fastify';
import type { DatasetProvider, DatasetRegistry, ListResult } from '../entities/datasetRegistry';
import { queryInMemory } from '../entities/inMemoryQuery';
import { marketLoading } from '../assets/marketAccess';
import { newYorkTime } from '../market/simulation/nyClock';
import { isoFromDay } from '../market/simulation/dayNumbers';
import { calendarWindow, eventRow } from './economicEventRows';

export const ECONOMIC_EVENTS_DATASET = 'economicEvents';

export function economicEventsDataset(app: FastifyInstance): DatasetProvider {
  const now = (): Date => app.deps.market?.source.now() ?? app.deps.now();
  const today = (): string => isoFromDay(newYorkTime(now().getTime()).day);
  return {
    name: ECONOMIC_EVENTS_DATASET,
    // Actuals appear at their release minute: a cached answer lives one minute of the source's clock at most.
    version: () => Math.floor(now().getTime() / 60_000),
    async list(query): Promise<ListResult> {
      const source = app.deps.market?.source;
      if (!source) throw marketLoading();
      const { from, to } = calendarWindow(query.filterQuery, today());
      const rows = source.getEconomicEvents(from, to).map(eventRow);
      return queryInMemory(rows, query);
    },
  };
}

export function registerEconomicEventsDataset(datasets: DatasetRegistry, app: FastifyInstance): void {
  if (!datasets.get(ECONOMIC_EVENTS_DATASET)) datasets.register(economicEventsDataset(app));
}
