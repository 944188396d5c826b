/**
 * The 13 charting-platform scripts (document 4 sections 2.5 and 3). TradingView offers all of them;
 * Sierra only MFR_RANGE, MFR_TREND and VAIDOTAS_MOMENTUM_SCORE, which are always requested together.
 *
 * The spec says "most marked Elite only" without naming the others; we keep the two general
 * analysis tools (Hurst exponents, correlation matrix) open to every member and mark the rest Elite.
 */
export const CHARTING_SCRIPT_IDS = [
  'MFR_RANGE',
  'MFR_TREND',
  'HURST_EXPONENTS',
  'CORR_MATRIX',
  'VAIDOTAS_MOMENTUM_SCORE',
  'VOLA2VOLA_VOLATILITY_INDICATOR',
  'VOLA2VOLA_VOLATILITY_TRADE_TREND',
  'VOLA2VOLA_DAILY_VOLATILITY_TRADE_TREND',
  'VOLA2VOLA_BUY_THE_DIP',
  'VOLA2VOLA_BUY_SELL_SIGNALS_DAILY',
  'VOLA2VOLA_MATRIX',
  'VOLA2VOLA_BTFD_ES_3MIN',
  'MFR_TARGETS',
] as const;
export type ChartingScriptId = (typeof CHARTING_SCRIPT_IDS)[number];

export const CHARTING_PLATFORMS = ['TradingView', 'Sierra'] as const;
export type ChartingPlatform = (typeof CHARTING_PLATFORMS)[number];

export interface ChartingScript {
  id: ChartingScriptId;
  /** The display name (a product name, the same in every language). */
  name: string;
  eliteOnly: boolean;
  platforms: readonly ChartingPlatform[];
}

const BOTH: readonly ChartingPlatform[] = ['TradingView', 'Sierra'];
const TV: readonly ChartingPlatform[] = ['TradingView'];

export const CHARTING_SCRIPTS: readonly ChartingScript[] = [
  { id: 'MFR_RANGE', name: 'MFR Range', eliteOnly: true, platforms: BOTH },
  { id: 'MFR_TREND', name: 'MFR Trend', eliteOnly: true, platforms: BOTH },
  { id: 'HURST_EXPONENTS', name: 'Hurst Exponents', eliteOnly: false, platforms: TV },
  { id: 'CORR_MATRIX', name: 'Correlation Matrix', eliteOnly: false, platforms: TV },
  { id: 'VAIDOTAS_MOMENTUM_SCORE', name: 'Vaidotas Momentum Score', eliteOnly: true, platforms: BOTH },
  { id: 'VOLA2VOLA_VOLATILITY_INDICATOR', name: 'Vola2Vola Volatility Indicator', eliteOnly: true, platforms: TV },
  { id: 'VOLA2VOLA_VOLATILITY_TRADE_TREND', name: 'Vola2Vola Volatility Trade Trend', eliteOnly: true, platforms: TV },
  { id: 'VOLA2VOLA_DAILY_VOLATILITY_TRADE_TREND', name: 'Vola2Vola Daily Volatility Trade Trend', eliteOnly: true, platforms: TV },
  { id: 'VOLA2VOLA_BUY_THE_DIP', name: 'Vola2Vola Buy the Dip', eliteOnly: true, platforms: TV },
  { id: 'VOLA2VOLA_BUY_SELL_SIGNALS_DAILY', name: 'Vola2Vola Buy/Sell Signals Daily', eliteOnly: true, platforms: TV },
  { id: 'VOLA2VOLA_MATRIX', name: 'Vola2Vola Matrix', eliteOnly: true, platforms: TV },
  { id: 'VOLA2VOLA_BTFD_ES_3MIN', name: 'Vola2Vola BTFD ES 3min', eliteOnly: true, platforms: TV },
  { id: 'MFR_TARGETS', name: 'MFR Targets', eliteOnly: true, platforms: TV },
];

/** The scripts a platform offers. */
export function scriptsFor(platform: ChartingPlatform): ChartingScript[] {
  return CHARTING_SCRIPTS.filter((s) => s.platforms.includes(platform));
}

/** The platform username or account number: letters, digits and . _ - (TradingView names, Sierra account numbers). */
export const CHARTING_USERNAME_RULES = { maxLength: 60, pattern: '^[A-Za-z0-9._-]+$' } as const;

/** The public link of a script: its card on the public scripts page (/vola2volaTVscripts). */
export function scriptPublicPath(id: ChartingScriptId): string {
  return `/vola2volaTVscripts#${id}`;
}

/** The scripts a request for `platform` must carry: Sierra's three always; TradingView any non-empty choice. */
export function checkScriptChoice(platform: ChartingPlatform, scripts: readonly string[]): 'ok' | 'empty' | 'notOffered' | 'sierraFixed' {
  if (scripts.length === 0) return 'empty';
  const offered = new Set<string>(scriptsFor(platform).map((s) => s.id));
  if (!scripts.every((s) => offered.has(s))) return 'notOffered';
  if (platform === 'Sierra' && scripts.length !== offered.size) return 'sierraFixed';
  return 'ok';
}
