import { PluginRegistry } from '../engine/plugins';
import { genericModelPlugin } from '../plugins/genericModel/manifest';
import { modelEditorPlugin } from '../plugins/modelEditor/manifest';
import { listToolsPlugin } from '../plugins/listTools/manifest';
import { tickerDetailPlugin } from '../plugins/tickerDetail/manifest';
import { tickerTablesPlugin } from '../plugins/tickerTables/manifest';
import { billingPlugin } from '../plugins/billing/manifest';
import { recentChangesPlugin } from '../plugins/recentChanges/manifest';
import { scannerPlugin } from '../plugins/scanner/manifest';
import { clustersPlugin } from '../plugins/clusters/manifest';
import { summaryPlugin } from '../plugins/summary/manifest';
import { economicCalendarPlugin } from '../plugins/economicCalendar/manifest';
import { overviewPlugin } from '../plugins/overview/manifest';
import { volatilityPlugin } from '../plugins/volatility/manifest';
import { trackRecordPlugin } from '../plugins/trackRecord/manifest';
import { correlationsPlugin } from '../plugins/correlations/manifest';
import { alertsPlugin } from '../plugins/alerts/manifest';
import { methodologyPlugin } from '../plugins/methodology/manifest';

/** Every plugin of the product; the route table and the sidebar are built from these. */
export function createPluginRegistry(): PluginRegistry {
  const registry = new PluginRegistry();
  registry.register(genericModelPlugin);
  registry.register(modelEditorPlugin);
  registry.register(listToolsPlugin);
  registry.register(tickerDetailPlugin);
  registry.register(tickerTablesPlugin);
  registry.register(billingPlugin);
  registry.register(recentChangesPlugin);
  registry.register(scannerPlugin);
  registry.register(clustersPlugin);
  registry.register(summaryPlugin);
  registry.register(economicCalendarPlugin);
  registry.register(overviewPlugin);
  registry.register(volatilityPlugin);
  registry.register(trackRecordPlugin);
  registry.register(correlationsPlugin);
  registry.register(alertsPlugin);
  registry.register(methodologyPlugin);
  return registry;
}
