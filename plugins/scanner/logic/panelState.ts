/**
 * The filter panel's state (document 2 sections 4 and 5): one draft per filter the user has
 * touched, a pure reducer over it, and the conversions to and from the wire's filterConfig.
 *
 * A filter is active while it has values: a number filter once its first input (or, for
 * 'between', either input) holds text, a choice filter once a choice is ticked. Search checks the
 * active filters with the product's validator (an incomplete or wrong one is named in the
 * 'Invalid Input' dialog), so no per-filter Apply is needed; a filter's Clear empties it.
 */
import {
  SCANNER_FILTER_GROUPS, scannerFilter, type ScannerFilterGroup, type ScannerFilterConfig, type ScannerFilterConfigEntry, type ScannerFilterDef,
  type ScannerFilterEntry, type ScannerFilterType,
} from '../../../product/scannerFilters';

/** The operators of a number (and Hurst) filter. */
export const NUMBER_TYPES = ['above', 'below', 'between'] as const;
export type NumberType = (typeof NUMBER_TYPES)[number];

export interface FilterDraft {
  /** above, below or between for number and Hurst filters; in for choice filters. */
  type: ScannerFilterType;
  /** The first value (above, below) or the minimum (between), as typed. */
  min: string;
  /** The maximum of 'between', as typed. */
  max: string;
  /** The ticked choices of a choice filter. */
  values: readonly string[];
}

/** The drafts by filter key; a filter without a draft is empty. */
export type PanelState = Readonly<Record<string, FilterDraft>>;

export type PanelAction =
  | { kind: 'setType'; key: string; type: NumberType }
  | { kind: 'setMin'; key: string; value: string }
  | { kind: 'setMax'; key: string; value: string }
  | { kind: 'toggleChoice'; key: string; value: string; checked: boolean }
  | { kind: 'clear'; key: string }
  | { kind: 'clearAll' }
  /** Replaces the panel with a filterConfig (a saved filter, an example, the last search). */
  | { kind: 'load'; config: ScannerFilterConfig };

export const EMPTY_PANEL: PanelState = {};

export function emptyDraft(def: Pick<ScannerFilterDef, 'kind'>): FilterDraft {
  return { type: def.kind === 'choice' ? 'in' : 'above', min: '', max: '', values: [] };
}

export function draftOf(state: PanelState, def: ScannerFilterDef): FilterDraft {
  return state[def.key] ?? emptyDraft(def);
}

/** Whether a filter has values, i.e. takes part in Search and Save. */
export function isDraftActive(def: Pick<ScannerFilterDef, 'kind'>, draft: FilterDraft): boolean {
  if (def.kind === 'choice') return draft.values.length > 0;
  return draft.min.trim() !== '' || (draft.type === 'between' && draft.max.trim() !== '');
}

function withDraft(state: PanelState, key: string, change: (draft: FilterDraft) => FilterDraft): PanelState {
  const def = scannerFilter(key);
  if (!def) return state;
  return { ...state, [key]: change(draftOf(state, def)) };
}

function without(state: PanelState, key: string): PanelState {
  if (!(key in state)) return state;
  const next = { ...state };
  delete next[key];
  return next;
}

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.kind) {
    case 'setType':
      return withDraft(state, action.key, (d) => (d.type === 'in' ? d : { ...d, type: action.type }));
    case 'setMin':
      return withDraft(state, action.key, (d) => ({ ...d, min: action.value }));
    case 'setMax':
      return withDraft(state, action.key, (d) => ({ ...d, max: action.value }));
    case 'toggleChoice':
      return withDraft(state, action.key, (d) => {
        const rest = d.values.filter((v) => v !== action.value);
        return { ...d, values: action.checked ? [...rest, action.value] : rest };
      });
    case 'clear':
      return without(state, action.key);
    case 'clearAll':
      return EMPTY_PANEL;
    case 'load':
      return fromConfig(action.config);
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** The draft of one stored filter (active ones only; `val` is read where above and below keep no `min`). */
function draftFromConfig(def: ScannerFilterDef, entry: ScannerFilterConfigEntry): FilterDraft | null {
  if (!entry.isActive) return null;
  if (def.kind === 'choice') {
    const values = Array.isArray(entry.val) ? entry.val.map(String) : text(entry.val) ? [text(entry.val)] : [];
    return values.length ? { ...emptyDraft(def), values } : null;
  }
  const type: NumberType = (NUMBER_TYPES as readonly string[]).includes(entry.type) ? (entry.type as NumberType) : 'above';
  const min = text(entry.min) || (type === 'between' ? '' : text(entry.val));
  const draft: FilterDraft = { ...emptyDraft(def), type, min, max: type === 'between' ? text(entry.max) : '' };
  return isDraftActive(def, draft) ? draft : null;
}

/** The panel of a filterConfig: its active filters the catalogue knows. */
export function fromConfig(config: ScannerFilterConfig): PanelState {
  const state: Record<string, FilterDraft> = {};
  for (const [key, entry] of Object.entries(config)) {
    const def = scannerFilter(key);
    const draft = def ? draftFromConfig(def, entry) : null;
    if (def && draft) state[key] = draft;
  }
  return state;
}

/**
 * The filterConfig of the panel (document 2 section 3): the active filters among `shown` (the
 * user's visible filters), values trimmed, `isPercentage` where the value is typed in percent.
 */
export function toConfig(state: PanelState, shown: readonly ScannerFilterDef[]): ScannerFilterConfig {
  const config: ScannerFilterConfig = {};
  for (const def of shown) {
    const draft = state[def.key];
    if (!draft || !isDraftActive(def, draft)) continue;
    if (def.kind === 'choice') {
      config[def.key] = { isActive: true, type: 'in', val: [...draft.values] };
      continue;
    }
    config[def.key] = {
      isActive: true, type: draft.type, min: draft.min.trim(), max: draft.type === 'between' ? draft.max.trim() : null,
      isPercentage: def.percent === true,
    };
  }
  return config;
}

/** How many of the shown filters are active. */
export function activeCount(state: PanelState, shown: readonly ScannerFilterDef[]): number {
  return shown.filter((def) => state[def.key] && isDraftActive(def, state[def.key]!)).length;
}

/** A value typed in percent, from the fraction the wire carries (0.05 → '5'). */
function toPercentText(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(text(value).trim());
  if (text(value).trim() === '' || !Number.isFinite(n)) return text(value);
  return String(Number((n * 100).toPrecision(12)));
}

/**
 * The filterConfig of a search's entries (the last search answered by the server): the reverse
 * of the product's `configToEntries`, a percent filter's fraction multiplied back by 100.
 */
export function entriesToConfig(entries: readonly ScannerFilterEntry[]): ScannerFilterConfig {
  const config: ScannerFilterConfig = {};
  for (const entry of entries) {
    const def = scannerFilter(entry.filterKey);
    if (!def) continue;
    if (def.kind === 'choice') {
      const val = Array.isArray(entry.val) ? entry.val.map(String) : text(entry.val) ? [text(entry.val)] : [];
      config[def.key] = { isActive: true, type: 'in', val };
      continue;
    }
    const first = text(entry.min) !== '' ? entry.min : entry.val;
    const shown = (value: unknown): string => (def.percent ? toPercentText(value) : text(value));
    config[def.key] = {
      isActive: true, type: entry.type, min: shown(first), max: entry.type === 'between' ? shown(entry.max) : null,
      isPercentage: def.percent === true,
    };
  }
  return config;
}

/**
 * A filterConfig narrowed to the filters a user sees (a saved filter or an example may name one
 * the user's plan or range display setting hides): what loads, and the keys left out.
 */
export function loadableConfig(config: ScannerFilterConfig, shown: readonly ScannerFilterDef[]): { config: ScannerFilterConfig; skipped: string[] } {
  const visible = new Set(shown.map((d) => d.key));
  const loadable: ScannerFilterConfig = {};
  const skipped: string[] = [];
  for (const [key, entry] of Object.entries(config)) {
    if (!entry.isActive) continue;
    if (visible.has(key)) loadable[key] = entry;
    else skipped.push(key);
  }
  return { config: loadable, skipped };
}

/** The shown filters by group, in the catalogue's group order (empty groups left out). */
export function groupFilters(shown: readonly ScannerFilterDef[]): { group: ScannerFilterGroup; filters: ScannerFilterDef[] }[] {
  return SCANNER_FILTER_GROUPS
    .map((group) => ({ group, filters: shown.filter((def) => def.group === group) }))
    .filter((g) => g.filters.length > 0);
}
