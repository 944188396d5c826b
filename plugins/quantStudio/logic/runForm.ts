/**
 * The run form's state and the request it sends. The form only shapes the input (tickers split
 * and upper-cased, numbers parsed); every rule is checked by the server, whose 400 message the
 * screen shows.
 */
import type { QuantRebalance, QuantRunRequest, QuantSizing, QuantStrategyId } from '../../../contracts';
import { QUANT_STRATEGY_PARAMETERS, QUANT_STUDIO_RULES } from '../../../product/quantStudioRules';

export type UniverseSource = 'tickers' | 'portfolio' | 'watchlist' | 'crypto';

export interface RunForm {
  source: UniverseSource;
  tickersText: string;
  listName: string;
  strategy: QuantStrategyId;
  /** As typed, per parameter of the strategy. */
  parameters: Record<string, string>;
  sizing: QuantSizing;
  rebalance: QuantRebalance;
  from: string;
  to: string;
  benchmark: string;
  costBps: string;
}

export function defaultParameters(strategy: QuantStrategyId): Record<string, string> {
  return Object.fromEntries(Object.entries(QUANT_STRATEGY_PARAMETERS[strategy]).map(([name, rule]) => [name, String(rule.default)]));
}

/** The form proposed: the product's defaults over the last `defaultYears` years up to the last session. */
export function initialForm(lastSession: string, firstSession: string | null): RunForm {
  const start = new Date(`${lastSession}T00:00:00Z`);
  start.setUTCFullYear(start.getUTCFullYear() - QUANT_STUDIO_RULES.defaultYears);
  const from = start.toISOString().slice(0, 10);
  return {
    source: 'tickers', tickersText: 'SPY, QQQ, IWM', listName: '', strategy: QUANT_STUDIO_RULES.defaultStrategy,
    parameters: defaultParameters(QUANT_STUDIO_RULES.defaultStrategy), sizing: QUANT_STUDIO_RULES.defaultSizing,
    rebalance: QUANT_STUDIO_RULES.defaultRebalance, from: firstSession && firstSession > from ? firstSession : from, to: lastSession,
    benchmark: QUANT_STUDIO_RULES.defaultBenchmark, costBps: String(QUANT_STUDIO_RULES.defaultCostBps),
  };
}

/** Tickers typed with commas, spaces or new lines between them, upper-cased, each once. */
export function parseTickers(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((t) => t.trim().toUpperCase()).filter(Boolean))];
}

const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

export function toRequest(form: RunForm): QuantRunRequest {
  const parameters: Record<string, number> = {};
  for (const name of Object.keys(QUANT_STRATEGY_PARAMETERS[form.strategy])) {
    const value = toNumber(form.parameters[name] ?? '');
    // An empty or unreadable field is left out: the server applies the default.
    if (Number.isFinite(value)) parameters[name] = value;
  }
  const cost = toNumber(form.costBps);
  return {
    universe: form.source === 'tickers'
      ? { kind: 'tickers', tickers: parseTickers(form.tickersText) }
      : { kind: 'list', list: form.source, ...(form.source === 'portfolio' ? {} : { name: form.listName }) },
    strategy: form.strategy, parameters, sizing: form.sizing, rebalance: form.rebalance, from: form.from, to: form.to,
    benchmark: form.benchmark.trim().toUpperCase(), ...(Number.isFinite(cost) ? { costBps: cost } : {}),
  };
}
