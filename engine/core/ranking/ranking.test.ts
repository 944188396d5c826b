import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE, RANK, and, not, or, pickRanked, rankWith, type Predicate, type RankedEntry } from './ranking';

interface Field {
  name: string;
  type: string;
}
interface Context {
  kind: string;
}

const isNumber: Predicate<Field, Context> = (f) => f.type === 'number';
const named = (name: string): Predicate<Field, Context> => (f) => f.name === name;
const inKind = (kind: string): Predicate<Field, Context> => (_f, c) => c.kind === kind;

const entry = (name: string, tester: RankedEntry<Field, Context>['tester']): RankedEntry<Field, Context> => ({ name, tester });
const price: Field = { name: 'price', type: 'number' };
const title: Field = { name: 'title', type: 'string' };
const table: Context = { kind: 'table' };

describe('ranking', () => {
  it('orders the ranks of the one scale', () => {
    const ranks = [RANK.DEFAULT, RANK.TYPE, RANK.FORMAT, RANK.RULE, RANK.SPECIFIC, RANK.PLUGIN];
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(Math.min(...ranks)).toBeGreaterThan(NOT_APPLICABLE);
  });

  it('rankWith answers the rank where the predicate holds, else NOT_APPLICABLE', () => {
    const tester = rankWith(RANK.TYPE, isNumber);
    expect(tester(price, table)).toBe(RANK.TYPE);
    expect(tester(title, table)).toBe(NOT_APPLICABLE);
  });

  it('and, or and not combine predicates and hand the context on', () => {
    expect(and(isNumber, inKind('table'))(price, table)).toBe(true);
    expect(and(isNumber, inKind('form'))(price, table)).toBe(false);
    expect(or(named('title'), inKind('form'))(title, table)).toBe(true);
    expect(or(named('other'), inKind('form'))(title, table)).toBe(false);
    expect(not(isNumber)(title, table)).toBe(true);
    expect(and<Field, Context>()(title, table)).toBe(true);
    expect(or<Field, Context>()(title, table)).toBe(false);
  });

  it('pickRanked takes the highest rank wherever it is listed', () => {
    const general = entry('general', rankWith(RANK.DEFAULT, () => true));
    const number = entry('number', rankWith(RANK.TYPE, isNumber));
    const specific = entry('specific', rankWith(RANK.SPECIFIC, named('price')));
    expect(pickRanked([specific, number, general], price, table)?.name).toBe('specific');
    expect(pickRanked([general, number], price, table)?.name).toBe('number');
    expect(pickRanked([general, number], title, table)?.name).toBe('general');
  });

  it('gives a tie to the entry listed later, and nothing when no tester applies', () => {
    const a = entry('a', rankWith(RANK.TYPE, isNumber));
    const b = entry('b', rankWith(RANK.TYPE, isNumber));
    expect(pickRanked([a, b], price, table)?.name).toBe('b');
    expect(pickRanked([b, a], price, table)?.name).toBe('a');
    expect(pickRanked([a, b], title, table)).toBeUndefined();
    expect(pickRanked([], price, table)).toBeUndefined();
  });

  it('lets the context decide: the same set renders a subject differently per list', () => {
    const own = entry('own', rankWith(RANK.PLUGIN, and(isNumber, inKind('portfolio'))));
    const number = entry('number', rankWith(RANK.TYPE, isNumber));
    expect(pickRanked([number, own], price, { kind: 'portfolio' })?.name).toBe('own');
    expect(pickRanked([number, own], price, { kind: 'signals' })?.name).toBe('number');
  });
});
