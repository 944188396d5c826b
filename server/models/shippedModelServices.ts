import type { FastifyInstance } from 'fastify';
import { registerNotificationEvents } from '../notifications/notificationEvents';
import { registerUsersDataset } from '../users/userDataset';
import { registerAssetDatasets } from '../assets/assetDatasets';
import { registerEconomicEventsDataset } from '../calendar/economicEventsDataset';
import { registerAssetGroupCheck } from '../overview/assetGroupCheck';
import { registerSupportTicketServices } from '../support/supportServices';
import { registerApiTokenServices } from '../publicApi/apiTokenEvents';

/**
 * The server side of the shipped models that are not plain entity records: event handlers and
 * dataset providers. Called by buildApp after the engine routes. Registration is skipped for
 * what an engine shared between two apps already has.
 */
export function registerShippedModelServices(app: FastifyInstance): void {
  registerNotificationEvents(app.engine.events, app.deps.db, app.deps.now);
  registerUsersDataset(app.engine.datasets, app.deps.db);
  registerAssetDatasets(app.engine.datasets, app);
  registerEconomicEventsDataset(app.engine.datasets, app);
  registerAssetGroupCheck(app.engine.recordChecks, app);
  registerSupportTicketServices(app);
  registerApiTokenServices(app);
}
