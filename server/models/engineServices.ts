import type { Db } from '../db/database';
import { ModelRegistry } from './modelRegistry';
import { loadShippedModels } from './shippedModels';
import { DatasetRegistry } from '../entities/datasetRegistry';
import { EventRegistry } from '../entities/eventRegistry';
import { ListCache } from '../entities/listCache';
import { RecordCheckRegistry } from '../entities/recordChecks';

/** The engine's server side: models, dataset providers, event handlers and the list cache. */
export interface EngineServices {
  models: ModelRegistry;
  datasets: DatasetRegistry;
  events: EventRegistry;
  listCache: ListCache;
  /** Model checks that need the server (known tickers ...), run on every save and update. */
  recordChecks: RecordCheckRegistry;
}

export async function createEngineServices(db: Db): Promise<EngineServices> {
  const models = new ModelRegistry(db, loadShippedModels());
  await models.load();
  return { models, datasets: new DatasetRegistry(), events: new EventRegistry(), listCache: new ListCache(), recordChecks: new RecordCheckRegistry() };
}
