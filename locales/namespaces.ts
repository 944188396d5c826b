/**
 * Which namespaces the browser bundles with the first page and which it loads with their screens.
 * The eager ones serve the public pages, sign-in, the shell and the engine; the lazy ones belong to
 * screens behind a lazy route (tables, detail, list tools, billing, the model editor) and are loaded
 * when a screen asks for them, or in the background once a user is signed in.
 */
export const EAGER_NAMESPACES = ['common', 'auth', 'mail', 'form', 'validation', 'engine', 'models', 'account', 'site', 'shell'] as const;
export const LAZY_NAMESPACES = ['modelEditor', 'tables', 'detail', 'listTools', 'billing', 'scanner', 'recentChanges', 'alerts', 'correlations', 'home', 'summary', 'economicCalendar', 'clusters', 'overview', 'volatility', 'trackRecord', 'quantStudio', 'backtest', 'methodology', 'gamma', 'support', 'newsletter', 'help', 'admin', 'scriptsApi', 'blogComments', 'exclusiveOffer'] as const;
export const NAMESPACES = [...EAGER_NAMESPACES, ...LAZY_NAMESPACES] as const;

export type Namespace = (typeof NAMESPACES)[number];
