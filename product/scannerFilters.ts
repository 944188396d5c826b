/**
 * The scanner's filters (document 2 sections 2, 5, 6; issue 19): which keys exist, which asset
 * row field each reads, who may use it, how its value is entered and checked. Read by the server
 * (it validates every search with `scannerFilterProblems` and turns the entries into the engine's
 * filter language with `toFilterQuery`) and by the client (the panel shows `visibleScannerFilters`
 * and checks with the same function before it asks).
 */
import { hasPermission, type PermissionModule } from './permissionModules';

export const SCANNER_FILTER_TYPES = ['above', 'below', 'between', 'in', 'eq'] as const;
export type ScannerFilterType = (typeof SCANNER_FILTER_TYPES)[number];

/**
 * One filter of a search (the wire's, re-exported by contracts/scanner.ts). above and below read
 * `min` (document 2 section 5: "otherwise min"; `val` is accepted too), between reads `min` and
 * `max`, in reads the list in `val`. Numbers arrive as trimmed strings or numbers, in the field's
 * unit (a percent-entered value is already divided by 100).
 */
export interface ScannerFilterEntry {
  filterKey: string;
  type: ScannerFilterType;
  val?: string | number | boolean | (string | number)[];
  min?: string | number | null;
  max?: string | number | null;
}

/** One filter's state in the panel and in a saved query (document 2 section 3). */
export interface ScannerFilterConfigEntry {
  isActive: boolean;
  type: ScannerFilterType;
  val?: string | number | boolean | (string | number)[] | null;
  min?: string | number | null;
  max?: string | number | null;
  /** The value was entered in percent and is divided by 100 before it is sent. */
  isPercentage?: boolean;
}

export type ScannerFilterConfig = Record<string, ScannerFilterConfigEntry>;

/** Why one filter cannot run: a key of the `scanner:invalid` messages. */
export type ScannerProblemCode =
  | 'unknownFilter' | 'notAllowed' | 'hiddenBySetting' | 'badType' | 'needsValue' | 'needsMinMax' | 'notANumber'
  | 'outOfBounds' | 'minAboveMax' | 'hurst' | 'needsSelection' | 'unknownChoice' | 'duplicate' | 'noFilter';

/** An entry in the engine's filter language (engine/core FilterQuery, the same shape): what the column store runs. */
export interface ScannerFieldFilter {
  filterKey: string;
  type: 'above' | 'below' | 'between' | 'in';
  val?: number | string[];
  min?: number;
  max?: number;
}

// The scanner's limits and modules live apart, so that the route table (read at start) does not bundle the catalogue.
export { SCANNER_MODULE, SCANNER_PREVIEW_MODULE, SCANNER_RULES } from './scannerRules';

/** The 11 GICS sectors (the sector filter's choices; the market's companies use the same names). */
export const SECTOR_NAMES = [
  'Technology', 'Health Care', 'Financials', 'Consumer Discretionary', 'Communication Services', 'Industrials',
  'Consumer Staples', 'Energy', 'Utilities', 'Real Estate', 'Materials',
] as const;

/** The asset classes the asset-class filter offers (the row's `type`). */
export const SCANNER_ASSET_CLASSES = ['stock', 'etf', 'index', 'future', 'fx', 'crypto', 'volatility', 'bond'] as const;

export const SCANNER_FILTER_GROUPS = [
  'range', 'longTermRange', 'hurst', 'ratings', 'volatility', 'gamma', 'volume', 'performance', 'positioning', 'classification',
] as const;
export type ScannerFilterGroup = (typeof SCANNER_FILTER_GROUPS)[number];

/**
 * How a filter's value is entered: `number` (above, below, between), `hurst` (the same with the
 * Hurst bounds of document 2 section 5), `choice` (in: a list of `choices`).
 */
export type ScannerFilterKind = 'number' | 'hurst' | 'choice';

/** How the panel and the results show a value: a percent number, a ratio, a plain number, sessions. */
export type ScannerValueUnit = 'percent' | 'ratio' | 'plain' | 'sessions' | 'text';

export interface ScannerFilterDef {
  /** The filterKey of a search entry and of a saved filterConfig. */
  key: string;
  /** The dotted path of the asset row field it reads (contracts/assets.ts). */
  field: string;
  group: ScannerFilterGroup;
  kind: ScannerFilterKind;
  unit: ScannerValueUnit;
  /** A module the user needs besides the scanner's own (PREMIUM filters, BASIC_OR_PREMIUM combined range and cap). */
  module?: PermissionModule;
  /** Entered in percent and divided by 100 before it is sent (the field holds a decimal). */
  percent?: boolean;
  /** Inclusive bounds of a value, in the field's unit. */
  bounds?: { min?: number; max?: number };
  /** The choices of a choice filter; `countries` means the list of GET /api/cache/info/countries. */
  choices?: readonly string[] | 'countries';
  /** Shown only while the user's rangePosAsPercent is on (`percent`) or off (`ratio`). */
  rangeDisplay?: 'percent' | 'ratio';
}

const HURST_CHANGE = { min: -1, max: 1 } as const;
const PERCENT_0_100 = { min: 0, max: 100 } as const;

function num(key: string, field: string, group: ScannerFilterGroup, unit: ScannerValueUnit, extra: Partial<ScannerFilterDef> = {}): ScannerFilterDef {
  return { key, field, group, kind: 'number', unit, ...extra };
}

function choice(key: string, field: string, group: ScannerFilterGroup, choices: ScannerFilterDef['choices'], extra: Partial<ScannerFilterDef> = {}): ScannerFilterDef {
  return { key, field, group, kind: 'choice', unit: 'text', choices, ...extra };
}

/** Every filter, in the panel's order. */
export const SCANNER_FILTERS: readonly ScannerFilterDef[] = [
  num('positionOnRange', 'positionOnRange', 'range', 'percent', { rangeDisplay: 'percent' }),
  num('upsideDownsideRatio', 'upsideDownsideRatio', 'range', 'ratio', { rangeDisplay: 'ratio' }),
  num('upside', 'upside', 'range', 'percent'),
  num('downside', 'downside', 'range', 'percent'),
  choice('rangeState', 'scanMetrics.rangeState', 'range', ['below', 'on', 'above'], { module: 'BASIC_OR_PREMIUM' }),
  choice('cap', 'rangeMetaInfo.cap', 'range', ['UpperCap', 'LowerCap', 'UpperLowerCap', 'Uncapped'], { module: 'BASIC_OR_PREMIUM' }),
  num('ltPositionOnRange', 'ltRange.positionOnRange', 'longTermRange', 'percent', { module: 'PREMIUM', rangeDisplay: 'percent' }),
  num('ltUpsideDownsideRatio', 'ltRange.upsideDownsideRatio', 'longTermRange', 'ratio', { module: 'PREMIUM', rangeDisplay: 'ratio' }),
  num('ltUpside', 'ltRange.upside', 'longTermRange', 'percent', { module: 'PREMIUM' }),
  num('ltDownside', 'ltRange.downside', 'longTermRange', 'percent', { module: 'PREMIUM' }),
  { key: 'h64', field: 'h64', group: 'hurst', kind: 'hurst', unit: 'plain' },
  { key: 'h256', field: 'h256', group: 'hurst', kind: 'hurst', unit: 'plain' },
  num('h64Change5d', 'scanMetrics.h64Change5d', 'hurst', 'plain', { bounds: HURST_CHANGE }),
  num('h64Change15d', 'scanMetrics.h64Change15d', 'hurst', 'plain', { bounds: HURST_CHANGE }),
  num('h64Change30d', 'scanMetrics.h64Change30d', 'hurst', 'plain', { bounds: HURST_CHANGE }),
  num('h256Change5d', 'scanMetrics.h256Change5d', 'hurst', 'plain', { bounds: HURST_CHANGE }),
  num('h256Change15d', 'scanMetrics.h256Change15d', 'hurst', 'plain', { bounds: HURST_CHANGE }),
  num('h256Change30d', 'scanMetrics.h256Change30d', 'hurst', 'plain', { bounds: HURST_CHANGE }),
  choice('trend', 'overallTARating', 'ratings', ['trendBullish', 'trendNeutral', 'trendBearish']),
  choice('momentum', 'ltTARating', 'ratings', ['momentumBullish', 'momentumNeutral', 'momentumNeutralDanger', 'momentumBearish']),
  num('trendChangeSessions', 'scanMetrics.trendChangeSessions', 'ratings', 'sessions', { bounds: { min: 0 } }),
  num('momentumChangeSessions', 'scanMetrics.momentumChangeSessions', 'ratings', 'sessions', { bounds: { min: 0 } }),
  num('ivPremium', 'volData.currentPremium', 'volatility', 'percent', { module: 'PREMIUM', percent: true }),
  num('ivRank', 'volData.currentIVRank', 'volatility', 'percent', { module: 'PREMIUM', bounds: PERCENT_0_100 }),
  num('ivPercentile', 'volData.currentIVPercentile', 'volatility', 'percent', { module: 'PREMIUM', bounds: PERCENT_0_100 }),
  num('putWallDistance', 'scanMetrics.putWallDistance', 'gamma', 'percent', { module: 'PREMIUM' }),
  num('callWallDistance', 'scanMetrics.callWallDistance', 'gamma', 'percent', { module: 'PREMIUM' }),
  num('gammaFlipDistance', 'scanMetrics.gammaFlipDistance', 'gamma', 'percent', { module: 'PREMIUM' }),
  num('relVolume1M', 'relativeVolume.vs1M', 'volume', 'ratio', { bounds: { min: 0 } }),
  num('relVolume3M', 'relativeVolume.vs3M', 'volume', 'ratio', { bounds: { min: 0 } }),
  num('spyCorrelation30d', 'scanMetrics.spyCorrelation30d', 'volume', 'plain', { bounds: { min: -1, max: 1 } }),
  num('previousDay', 'previousDay', 'performance', 'percent'),
  num('wtd', 'wtd', 'performance', 'percent'),
  num('mtd', 'mtd', 'performance', 'percent'),
  num('qtd', 'qtd', 'performance', 'percent'),
  num('ytd', 'ytd', 'performance', 'percent'),
  num('cftcZScore1Y', 'scanMetrics.cftcZScore1Y', 'positioning', 'plain'),
  num('cftcZScore2Y', 'scanMetrics.cftcZScore2Y', 'positioning', 'plain'),
  choice('assetClass', 'type', 'classification', SCANNER_ASSET_CLASSES),
  choice('sector', 'companyInfo.sector', 'classification', SECTOR_NAMES),
  choice('country', 'companyInfo.country', 'classification', 'countries'),
];

const BY_KEY = new Map(SCANNER_FILTERS.map((f) => [f.key, f]));

export function scannerFilter(key: string): ScannerFilterDef | undefined {
  return BY_KEY.get(key);
}

/** The operators a filter kind takes. */
export function scannerFilterTypes(def: ScannerFilterDef): readonly ScannerFilterType[] {
  return def.kind === 'choice' ? ['in'] : ['above', 'below', 'between'];
}

/** What the filter set depends on: the user's modules and the range display setting. */
export interface ScannerUserContext {
  modules: readonly string[];
  rangePosAsPercent: boolean;
}

/** Whether a user may see and use a filter (its module, the range display setting). */
export function scannerFilterOpen(def: ScannerFilterDef, user: ScannerUserContext): ScannerProblemCode | null {
  if (def.module && !hasPermission(user.modules, def.module)) return 'notAllowed';
  if (def.rangeDisplay === 'percent' && !user.rangePosAsPercent) return 'hiddenBySetting';
  if (def.rangeDisplay === 'ratio' && user.rangePosAsPercent) return 'hiddenBySetting';
  return null;
}

/** The filters the panel shows a user (document 2 section 5: the set follows the modules and rangePosAsPercent). */
export function visibleScannerFilters(user: ScannerUserContext): ScannerFilterDef[] {
  return SCANNER_FILTERS.filter((def) => scannerFilterOpen(def, user) === null);
}

/** One problem of one filter, before it is put into words (`scanner:invalid.{code}` with `params`). */
export interface ScannerProblem {
  filterKey: string;
  code: ScannerProblemCode;
  params?: Record<string, string | number>;
}

/** A decimal number as typed: sign, digits, one point, exponent (Number() alone would also take '0x10', '0b1', 'Infinity'). */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!DECIMAL.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The first bound of above and below: `min` (document 2 section 5), else `val`. */
function firstValue(entry: ScannerFilterEntry): unknown {
  return isBlank(entry.min) ? entry.val : entry.min;
}

function hurstProblem(type: ScannerFilterType, a: number, b: number | null): boolean {
  if (type === 'above') return !(a >= 0 && a < 1);
  if (type === 'below') return !(a > 0 && a <= 1);
  return !(a >= 0 && a < 1 && b !== null && b > 0 && b <= 1);
}

function boundsProblem(def: ScannerFilterDef, values: number[]): ScannerProblem | null {
  const { min, max } = def.bounds ?? {};
  if (values.every((v) => (min === undefined || v >= min) && (max === undefined || v <= max))) return null;
  return { filterKey: def.key, code: 'outOfBounds', params: { min: min ?? '−∞', max: max ?? '∞' } };
}

function numberProblem(def: ScannerFilterDef, entry: ScannerFilterEntry): ScannerProblem | null {
  const key = def.key;
  if (entry.type === 'between') {
    if (isBlank(entry.min) || isBlank(entry.max)) return { filterKey: key, code: 'needsMinMax' };
  } else if (isBlank(firstValue(entry))) {
    return { filterKey: key, code: 'needsValue' };
  }
  const a = numberOf(entry.type === 'between' ? entry.min : firstValue(entry));
  const b = entry.type === 'between' ? numberOf(entry.max) : null;
  if (a === null || (entry.type === 'between' && b === null)) return { filterKey: key, code: 'notANumber' };
  if (def.kind === 'hurst' && hurstProblem(entry.type, a, b)) return { filterKey: key, code: 'hurst' };
  if (b !== null && a > b) return { filterKey: key, code: 'minAboveMax' };
  return boundsProblem(def, b === null ? [a] : [a, b]);
}

function choiceProblem(def: ScannerFilterDef, entry: ScannerFilterEntry, countries: readonly string[] | undefined): ScannerProblem | null {
  const picked = Array.isArray(entry.val) ? entry.val : isBlank(entry.val) ? [] : [entry.val];
  if (picked.length === 0) return { filterKey: def.key, code: 'needsSelection' };
  const choices = def.choices === 'countries' ? countries : def.choices;
  if (!choices) return null;
  const unknown = picked.find((v) => typeof v !== 'string' || !choices.includes(v));
  return unknown === undefined ? null : { filterKey: def.key, code: 'unknownChoice', params: { value: String(unknown) } };
}

/**
 * Every problem of a search's filters, at most one per entry: an unknown key, a filter the user
 * may not use, a type the filter does not take, a missing or non-numeric value, a value out of
 * bounds. `countries` (the market's list) checks the country filter where it is known.
 */
export function scannerFilterProblems(
  entries: readonly ScannerFilterEntry[], user: ScannerUserContext, countries?: readonly string[],
): ScannerProblem[] {
  if (entries.length === 0) return [{ filterKey: '', code: 'noFilter' }];
  const problems: ScannerProblem[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const def = scannerFilter(entry.filterKey);
    const problem = !def
      ? { filterKey: entry.filterKey, code: 'unknownFilter' as const, params: { key: entry.filterKey } }
      : entryProblem(def, entry, user, countries, seen);
    if (problem) problems.push(problem);
    seen.add(entry.filterKey);
  }
  return problems;
}

function entryProblem(
  def: ScannerFilterDef, entry: ScannerFilterEntry, user: ScannerUserContext, countries: readonly string[] | undefined, seen: Set<string>,
): ScannerProblem | null {
  if (seen.has(def.key)) return { filterKey: def.key, code: 'duplicate' };
  const closed = scannerFilterOpen(def, user);
  if (closed) return { filterKey: def.key, code: closed, ...(def.module ? { params: { module: def.module } } : {}) };
  if (!scannerFilterTypes(def).includes(entry.type)) return { filterKey: def.key, code: 'badType', params: { type: String(entry.type) } };
  return def.kind === 'choice' ? choiceProblem(def, entry, countries) : numberProblem(def, entry);
}

/** A valid entry in the engine's filter language over the asset row (the field path, numbers as numbers). */
export function toFilterQuery(entry: ScannerFilterEntry): ScannerFieldFilter {
  const def = scannerFilter(entry.filterKey);
  if (!def) throw new Error(`unknown scanner filter ${entry.filterKey}`);
  if (def.kind === 'choice') {
    const val = Array.isArray(entry.val) ? entry.val : [entry.val as string];
    return { filterKey: def.field, type: 'in', val: val.map(String) };
  }
  if (entry.type === 'between') return { filterKey: def.field, type: 'between', min: Number(numberOf(entry.min)), max: Number(numberOf(entry.max)) };
  return { filterKey: def.field, type: entry.type === 'below' ? 'below' : 'above', val: Number(numberOf(firstValue(entry))) };
}

/**
 * The canonical form of a filter set: sorted by key, numbers as numbers, choices sorted. Two
 * searches with the same canonical form are the same search (the 120-minute reuse).
 */
export function canonicalScannerQuery(entries: readonly ScannerFilterEntry[]): string {
  const canonical = entries
    .map((entry) => {
      const q = toFilterQuery(entry);
      return { k: entry.filterKey, t: q.type, v: Array.isArray(q.val) ? [...q.val].map(String).sort() : q.val ?? null, min: q.min ?? null, max: q.max ?? null };
    })
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  return JSON.stringify(canonical);
}

function trimmed(value: unknown): string | number | null {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' ? value : null;
}

function fromPercent(value: string | number | null, percent: boolean | undefined): string | number | null {
  if (!percent || value === null || value === '') return value;
  const n = numberOf(value);
  return n === null ? value : String(n / 100);
}

/**
 * The search entries of a panel or saved filterConfig: the active filters only, values trimmed,
 * a percent-entered value divided by 100 (document 2 section 5).
 */
export function configToEntries(config: ScannerFilterConfig): ScannerFilterEntry[] {
  const entries: ScannerFilterEntry[] = [];
  for (const [filterKey, state] of Object.entries(config)) {
    if (!state.isActive) continue;
    const percent = state.isPercentage ?? scannerFilter(filterKey)?.percent;
    if (state.type === 'in' || state.type === 'eq') {
      entries.push({ filterKey, type: state.type, val: Array.isArray(state.val) ? state.val : state.val === null || state.val === undefined ? [] : [state.val as string] });
      continue;
    }
    const entry: ScannerFilterEntry = { filterKey, type: state.type, min: fromPercent(trimmed(state.min ?? state.val), percent) };
    if (state.type === 'between') entry.max = fromPercent(trimmed(state.max), percent);
    entries.push(entry);
  }
  return entries;
}

/** A ready-made scan a new user can load (issue 19): its title key in `scanner:examples` and its filters. */
export interface ScannerExample {
  id: string;
  filterConfig: ScannerFilterConfig;
}

export const SCANNER_EXAMPLES: readonly ScannerExample[] = [
  {
    id: 'lowerRangeUptrend',
    filterConfig: {
      positionOnRange: { isActive: true, type: 'below', min: '20' },
      trend: { isActive: true, type: 'in', val: ['trendBullish'] },
    },
  },
  {
    id: 'persistentTrends',
    filterConfig: { h256: { isActive: true, type: 'above', min: '0.6' } },
  },
  {
    id: 'optionsRich',
    filterConfig: { ivRank: { isActive: true, type: 'above', min: '80' } },
  },
  {
    id: 'belowGammaFlip',
    filterConfig: { gammaFlipDistance: { isActive: true, type: 'above', min: '0' } },
  },
];
