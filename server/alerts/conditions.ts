/**
 * The alert conditions as pure functions: what a condition observes of a ticker's values, and
 * whether that observation fires given what the alert remembers of the ticker.
 *
 * Two kinds of observation:
 * - a level condition holds or not (price above a threshold, within N % of a range band, a rating
 *   equal to the one chosen, IV rank below a threshold ...). It fires when it holds and the ticker
 *   is armed; firing disarms the ticker, and it is armed again only once the condition is false.
 *   So a crossing fires once, and again only after the condition was false and true again. A new
 *   (or changed) alert starts armed: a condition that already holds fires at once.
 * - a change condition (any rating change, a gamma level crossed either way) observes a state;
 *   it fires when the state differs from the last one seen. The first observation only records it.
 * The cool-down of 'everyCrossing' runs per ticker from its last firing. While it runs nothing is
 * consumed: a level stays armed and a change keeps its old state, so the alert fires on the first
 * evaluation past the cool-down if the condition still holds (or the state still differs).
 * A value that is missing (null) observes nothing and changes nothing.
 */
import type { AlertCondition } from '../../contracts';
import type { TickerValues } from './alertValues';

export type Observation =
  | { kind: 'level'; holds: boolean; value: number | string; level: number | string | null }
  | { kind: 'change'; state: string; value: number | string; level: number | string | null };

/** What an alert remembers of one ticker. */
export interface TickerMemory {
  /** Level conditions: fired and not yet re-armed. */
  fired?: boolean;
  /** Change conditions: the last state seen. */
  last?: string;
  /** When it last fired for this ticker (ms): the cool-down runs from here. */
  at?: number;
}

export interface Decision {
  fire: boolean;
  memory: TickerMemory;
  value: number | string;
  level: number | string | null;
}

const round = (n: number): number => Math.round(n * 1e6) / 1e6;

/** What a condition sees of a ticker's values; null when a value it needs is missing (scan conditions observe memberships elsewhere). */
export function observe(condition: AlertCondition, v: TickerValues): Observation | null {
  switch (condition.type) {
    case 'price': {
      if (v.price === null) return null;
      const holds = condition.direction === 'above' ? v.price >= condition.threshold : v.price <= condition.threshold;
      return { kind: 'level', holds, value: v.price, level: condition.threshold };
    }
    case 'metricThreshold': {
      const value = v[condition.metric];
      if (value === null) return null;
      const holds = condition.direction === 'above' ? value >= condition.threshold : value <= condition.threshold;
      return { kind: 'level', holds, value, level: condition.threshold };
    }
    case 'rangeCross': {
      const band = condition.horizon === 'short'
        ? (condition.band === 'upper' ? v.stUpper : v.stLower)
        : (condition.band === 'upper' ? v.ltUpper : v.ltLower);
      if (v.price === null || band === null) return null;
      const within = (condition.withinPercent ?? 0) / 100;
      // Outwards: at or above the upper band (or within N % below it), at or below the lower one (or within N % above it).
      const holds = condition.band === 'upper' ? v.price >= band * (1 - within) : v.price <= band * (1 + within);
      return { kind: 'level', holds, value: v.price, level: round(band) };
    }
    case 'gammaCross': {
      const level = condition.level === 'flip' ? v.flip : condition.level === 'putWall' ? v.putWall : v.callWall;
      if (v.price === null || level === null) return null;
      const side = v.price >= level ? 'above' : 'below';
      if (condition.direction === 'either') return { kind: 'change', state: side, value: v.price, level: round(level) };
      return { kind: 'level', holds: side === condition.direction, value: v.price, level: round(level) };
    }
    case 'ratingChange': {
      const rating = condition.rating === 'trend' ? v.trend : v.momentum;
      if (rating === null) return null;
      if (condition.to === 'any') return { kind: 'change', state: rating, value: rating, level: null };
      return { kind: 'level', holds: rating === condition.to, value: rating, level: null };
    }
    case 'scanMembership':
      return null;
  }
}

/**
 * Whether an observation fires at `nowMs`, and what the ticker's memory becomes. Within
 * `cooldownMs` of the ticker's last firing it may not fire (nothing is consumed, see above).
 */
export function decide(observation: Observation, memory: TickerMemory, nowMs: number, cooldownMs: number): Decision {
  const { value, level } = observation;
  const mayFire = memory.at === undefined || nowMs - memory.at >= cooldownMs;
  const keep = (m: TickerMemory): TickerMemory => (memory.at === undefined ? m : { ...m, at: memory.at });
  const fired = (m: TickerMemory): Decision => ({ fire: true, memory: { ...m, at: nowMs }, value, level });
  if (observation.kind === 'level') {
    if (!observation.holds) return { fire: false, memory: keep({}), value, level };
    if (memory.fired) return { fire: false, memory, value, level };
    return mayFire ? fired({ fired: true }) : { fire: false, memory, value, level };
  }
  if (memory.last === undefined) return { fire: false, memory: keep({ last: observation.state }), value, level };
  if (memory.last === observation.state) return { fire: false, memory, value, level };
  return mayFire ? fired({ last: observation.state }) : { fire: false, memory, value, level };
}

/** Whether two memories are the same (to write only what changed). */
export function sameMemory(a: TickerMemory | undefined, b: TickerMemory): boolean {
  return (a?.fired ?? false) === (b.fired ?? false) && a?.last === b.last && a?.at === b.at;
}

/** Which conditions read the price, so that a quote refresh re-evaluates them. */
export function readsPrice(condition: AlertCondition): boolean {
  return condition.type === 'price' || condition.type === 'rangeCross' || condition.type === 'gammaCross';
}

/** Conditions whose value only a revealed ticker shows (the price is a preview field; a scan's membership the scanner shows). */
export function needsReveal(condition: AlertCondition): boolean {
  return condition.type !== 'price' && condition.type !== 'scanMembership';
}
