import { eagerResources } from './eagerResources';
import deCommon from './de/common.json';
import deAuth from './de/auth.json';
import deMail from './de/mail.json';
import deForm from './de/form.json';
import deValidation from './de/validation.json';
import deEngine from './de/engine.json';
import deModels from './de/models.json';
import deAccount from './de/account.json';
import deSite from './de/site.json';
import deShell from './de/shell.json';
import enModelEditor from './en/modelEditor.json';
import deModelEditor from './de/modelEditor.json';
import enTables from './en/tables.json';
import deTables from './de/tables.json';
import enDetail from './en/detail.json';
import deDetail from './de/detail.json';
import enListTools from './en/listTools.json';
import deListTools from './de/listTools.json';
import enBilling from './en/billing.json';
import deBilling from './de/billing.json';
import enScanner from './en/scanner.json';
import deScanner from './de/scanner.json';
import enRecentChanges from './en/recentChanges.json';
import deRecentChanges from './de/recentChanges.json';
import enCorrelations from './en/correlations.json';
import enScriptsApi from './en/scriptsApi.json';
import deScriptsApi from './de/scriptsApi.json';
import deCorrelations from './de/correlations.json';
import enAlerts from './en/alerts.json';
import deAlerts from './de/alerts.json';
import enHome from './en/home.json';
import deHome from './de/home.json';
import enSummary from './en/summary.json';
import deSummary from './de/summary.json';
import enEconomicCalendar from './en/economicCalendar.json';
import deEconomicCalendar from './de/economicCalendar.json';
import enOverview from './en/overview.json';
import deOverview from './de/overview.json';
import enVolatility from './en/volatility.json';
import deVolatility from './de/volatility.json';
import enGamma from './en/gamma.json';
import deGamma from './de/gamma.json';
import enTrackRecord from './en/trackRecord.json';
import enBacktest from './en/backtest.json';
import deBacktest from './de/backtest.json';
import deTrackRecord from './de/trackRecord.json';
import enQuantStudio from './en/quantStudio.json';
import deQuantStudio from './de/quantStudio.json';
import enMethodology from './en/methodology.json';
import deMethodology from './de/methodology.json';
import enExclusiveOffer from './en/exclusiveOffer.json';
import deExclusiveOffer from './de/exclusiveOffer.json';
import enNewsletter from './en/newsletter.json';
import deNewsletter from './de/newsletter.json';
import enClusters from './en/clusters.json';
import deClusters from './de/clusters.json';
import enHelp from './en/help.json';
import deHelp from './de/help.json';
import enSupport from './en/support.json';
import deSupport from './de/support.json';
import enBlog from './en/blog.json';
import deBlog from './de/blog.json';
import enBlogComments from './en/blogComments.json';
import deBlogComments from './de/blogComments.json';
import enAdmin from './en/admin.json';
import deAdmin from './de/admin.json';

export { NAMESPACES } from './namespaces';

/** The German texts of the eager namespaces (the browser loads them on demand: eagerResources.ts). */
const deEager = { common: deCommon, auth: deAuth, mail: deMail, form: deForm, validation: deValidation, engine: deEngine, models: deModels, account: deAccount, site: deSite, shell: deShell };

/**
 * Every namespace in both languages, bundled (the server, tests, Storybook, benches); the browser
 * bundles only the eager ones and loads the rest with their screens (engine/i18n/setupBrowserI18n.ts).
 * The test in locales/ checks that both languages hold the same keys.
 */
export const resources = {
  en: { ...eagerResources.en, modelEditor: enModelEditor, tables: enTables, detail: enDetail, listTools: enListTools, billing: enBilling, scanner: enScanner, recentChanges: enRecentChanges, alerts: enAlerts, correlations: enCorrelations, home: enHome, summary: enSummary, economicCalendar: enEconomicCalendar, clusters: enClusters, overview: enOverview, volatility: enVolatility, trackRecord: enTrackRecord, quantStudio: enQuantStudio, backtest: enBacktest, methodology: enMethodology, gamma: enGamma, support: enSupport, newsletter: enNewsletter, help: enHelp, blog: enBlog, blogComments: enBlogComments, admin: enAdmin, scriptsApi: enScriptsApi, exclusiveOffer: enExclusiveOffer },
  de: { ...deEager, modelEditor: deModelEditor, tables: deTables, detail: deDetail, listTools: deListTools, billing: deBilling, scanner: deScanner, recentChanges: deRecentChanges, alerts: deAlerts, correlations: deCorrelations, home: deHome, summary: deSummary, economicCalendar: deEconomicCalendar, clusters: deClusters, overview: deOverview, volatility: deVolatility, trackRecord: deTrackRecord, quantStudio: deQuantStudio, backtest: deBacktest, methodology: deMethodology, gamma: deGamma, support: deSupport, newsletter: deNewsletter, help: deHelp, blog: deBlog, blogComments: deBlogComments, admin: deAdmin, scriptsApi: deScriptsApi, exclusiveOffer: deExclusiveOffer },
} as const;
