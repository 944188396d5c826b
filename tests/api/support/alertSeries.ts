import type { AlertValueSource, TickerValues } from '../../../server/alerts/alertValues';
import type { AlertInput } from '../../../contracts';

/** A ticker's values with nothing known (each test sets what its condition reads). */
export const NO_VALUES: TickerValues = {
  price: null, stUpper: null, stLower: null, ltUpper: null, ltLower: null, trend: null, momentum: null,
  flip: null, putWall: null, callWall: null, ivRank: null, ivPercentile: null, h64: null, h256: null,
};

/**
 * Scripted values for the alert evaluator (AlertService.useValues): a test sets a ticker's values
 * step by step and evaluates after each step, as a snapshot or a quote refresh would.
 */
export class ScriptedValues implements AlertValueSource {
  private readonly byTicker = new Map<string, TickerValues>();

  set(ticker: string, values: Partial<TickerValues>): this {
    this.byTicker.set(ticker, { ...(this.byTicker.get(ticker) ?? NO_VALUES), ...values });
    return this;
  }

  values(ticker: string): TickerValues | null {
    return this.byTicker.get(ticker) ?? null;
  }
}

/** A valid alert input on a ticker, in the app only, once (override what a test needs). */
export function alertInput(overrides: Partial<AlertInput> = {}): AlertInput {
  return {
    name: 'Test alert',
    target: { kind: 'ticker', ticker: 'SPY' },
    condition: { type: 'price', direction: 'above', threshold: 500 },
    channels: ['app'],
    repeat: { mode: 'everyCrossing', cooldownMinutes: 1 },
    ...overrides,
  };
}
