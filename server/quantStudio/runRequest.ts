/**
 * A run's parameters checked and completed (docs/decisions.md, "Quant-Studio"): the tickers typed
 * in or read from the member's list, upper-cased and de-duplicated; the strategy's parameters within
 * their bounds (defaults filled in); the period within the market's history and at most
 * QUANT_STUDIO_RULES.maxYears long; the benchmark and costs. Every problem is a 400 with a message
 * naming what is wrong; nothing is charged.
 */
import type { QuantResolvedRequest, QuantRunRequest, UserLists } from '../../contracts';
import {
  QUANT_STRATEGY_PARAMETERS, QUANT_STUDIO_RULES, quantParametersWithDefaults,
} from '../../product/quantStudioRules';
import { ACCOUNT_RULES } from '../../product/accountRules';
import { badRequest } from '../http/apiError';
import type { MarketDataSource } from '../market/source/marketDataSource';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The tickers of the universe asked for (a list is read from the member's stored lists). */
export async function universeTickers(request: QuantRunRequest, lists: () => Promise<UserLists>): Promise<{ tickers: string[]; listName: string | null }> {
  const universe = request.universe;
  if (universe.kind === 'tickers') return { tickers: universe.tickers, listName: null };
  const all = await lists();
  if (universe.list === 'portfolio') return { tickers: all.dashboard.includedTicker, listName: ACCOUNT_RULES.defaultDashboardListName };
  const pool = universe.list === 'crypto' ? all.crypto : all.regular;
  // Stored names are upper case (watchlist rules); the member may type them in any case.
  const wanted = (universe.name ?? '').trim().toUpperCase();
  const found = pool.find((l) => l.name.toUpperCase() === wanted);
  if (!found) throw badRequest(`You have no ${universe.list === 'crypto' ? 'crypto ' : ''}watchlist named "${universe.name ?? ''}".`, 'QUANT_UNKNOWN_LIST');
  return { tickers: found.includedTicker, listName: found.name };
}

export function resolveRequest(
  request: QuantRunRequest, picked: { tickers: string[]; listName: string | null }, source: MarketDataSource, lastSession: string,
): QuantResolvedRequest {
  const rules = QUANT_STUDIO_RULES;
  const tickers = [...new Set(picked.tickers.map((t) => t.trim().toUpperCase()).filter((t) => t !== ''))];
  if (tickers.length === 0) throw badRequest('Pick at least one ticker.', 'QUANT_NO_TICKERS');
  if (tickers.length > rules.maxTickers) throw badRequest(`A run takes at most ${rules.maxTickers} tickers; ${tickers.length} were given.`, 'QUANT_TOO_MANY_TICKERS');
  const unknown = tickers.filter((t) => !source.getInstrument(t));
  if (unknown.length > 0) throw badRequest(`Unknown ticker${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 10).join(', ')}.`, 'QUANT_UNKNOWN_TICKER');
  const resolved = tickers.map((t) => source.getInstrument(t)!.ticker);

  const benchmark = (request.benchmark ?? rules.defaultBenchmark).trim().toUpperCase();
  const benchmarkInstrument = benchmark ? source.getInstrument(benchmark) : undefined;
  if (!benchmarkInstrument) throw badRequest(`Unknown benchmark: ${benchmark || '(empty)'}.`, 'QUANT_UNKNOWN_BENCHMARK');

  const strategy = request.strategy;
  const bounds = QUANT_STRATEGY_PARAMETERS[strategy];
  const given = request.parameters ?? {};
  for (const [name, value] of Object.entries(given)) {
    const rule = bounds[name];
    if (!rule) throw badRequest(`The strategy ${strategy} has no parameter "${name}".`, 'QUANT_BAD_PARAMETER');
    if (!Number.isFinite(value) || value < rule.min || value > rule.max || (rule.integer && !Number.isInteger(value))) {
      throw badRequest(rule.toggle ? `${name} must be 0 (off) or 1 (on).` : `${name} must be ${rule.integer ? 'a whole number ' : ''}between ${rule.min} and ${rule.max}.`, 'QUANT_BAD_PARAMETER');
    }
  }
  const parameters = quantParametersWithDefaults(strategy, given);
  if (strategy === 'rangeReversion' && !(parameters.buyBelowPosition! < parameters.sellAbovePosition!)) {
    throw badRequest('buyBelowPosition must be below sellAbovePosition.', 'QUANT_BAD_PARAMETER');
  }

  const { from, to } = request;
  if (!isDate(from) || !isDate(to)) throw badRequest('The period needs a start and an end date (YYYY-MM-DD).', 'QUANT_BAD_PERIOD');
  if (from >= to) throw badRequest('The period must start before it ends.', 'QUANT_BAD_PERIOD');
  if (to > lastSession) throw badRequest(`The period must end by the last session, ${lastSession}.`, 'QUANT_BAD_PERIOD');
  const maxFrom = new Date(`${to}T00:00:00Z`);
  maxFrom.setUTCFullYear(maxFrom.getUTCFullYear() - rules.maxYears);
  if (from < maxFrom.toISOString().slice(0, 10)) throw badRequest(`The period may span at most ${rules.maxYears} years.`, 'QUANT_BAD_PERIOD');

  const costBps = request.costBps ?? rules.defaultCostBps;
  if (!Number.isFinite(costBps) || costBps < 0 || costBps > rules.maxCostBps) {
    throw badRequest(`Transaction costs must be between 0 and ${rules.maxCostBps} basis points.`, 'QUANT_BAD_COSTS');
  }

  return {
    tickers: resolved, listName: picked.listName, strategy, parameters,
    sizing: request.sizing ?? rules.defaultSizing, rebalance: request.rebalance ?? rules.defaultRebalance,
    from, to, benchmark: benchmarkInstrument.ticker, costBps,
  };
}
