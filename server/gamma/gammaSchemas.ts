/** The gamma calls' input schemas (the quick list is also a field of the user's settings). */
import { GAMMA_RULES } from '../../product/gammaRules';
import { TICKER_SYMBOL_PATTERN } from '../../product/tickerSymbols';
import * as s from '../http/schemas';
import { tickerText } from '../assets/assetDataRoutes';

/** settings.gammaQuickList: distinct upper-case ticker symbols, at most GAMMA_RULES.quickListMax. */
export const gammaQuickListSchema = {
  type: 'array', maxItems: GAMMA_RULES.quickListMax, uniqueItems: true,
  items: { type: 'string', minLength: 1, maxLength: 49, pattern: TICKER_SYMBOL_PATTERN.source },
} as const;

/** GET /gamma/:ticker?allowDelay=true|false (default true: the free delayed levels). */
export const gammaReportSchema = {
  params: s.object({ ticker: tickerText }, ['ticker']),
  querystring: s.object({ allowDelay: { type: 'string', enum: ['true', 'false'] } }),
} as const;
