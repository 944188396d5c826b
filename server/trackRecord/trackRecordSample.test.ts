import { describe, expect, it } from 'vitest';
import { sampleByClass } from './trackRecordSample';

const universe = [
  { ticker: 'A', type: 'stock' }, { ticker: 'B', type: 'stock' }, { ticker: 'C', type: 'stock' }, { ticker: 'D', type: 'stock' },
  { ticker: 'X', type: 'fx' }, { ticker: 'I', type: 'index' }, { ticker: 'J', type: 'index' },
];

describe('the track record sample', () => {
  it('takes the classes in turn up to the limit', () => {
    expect(sampleByClass(universe, 5).map((i) => i.ticker)).toEqual(['A', 'X', 'I', 'B', 'J']);
    expect(sampleByClass(universe, 3).map((i) => i.ticker)).toEqual(['A', 'X', 'I']);
  });

  it('takes everything when the universe is smaller than the limit', () => {
    expect(sampleByClass(universe, 200).map((i) => i.ticker).sort()).toEqual(['A', 'B', 'C', 'D', 'I', 'J', 'X']);
  });
});
