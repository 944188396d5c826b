import { describe, expect, it } from 'vitest';
import { boundedMemo } from './boundedMemo';

describe('boundedMemo', () => {
  it('computes a key once, also when its answer is null', () => {
    const calls: string[] = [];
    const memo = boundedMemo((key: string) => (calls.push(key), key === 'none' ? null : key.length));
    expect([memo('abc'), memo('abc'), memo('none'), memo('none')]).toEqual([3, 3, null, null]);
    expect(calls).toEqual(['abc', 'none']);
  });

  it('keeps at most max answers, dropping the oldest first', () => {
    const calls: string[] = [];
    const memo = boundedMemo((key: string) => (calls.push(key), key.toUpperCase()), 2);
    memo('a'); memo('b'); memo('a'); memo('c');
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(memo('b')).toBe('B');
    expect(memo('a')).toBe('A');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
    expect(() => boundedMemo(String, 0)).toThrow(RangeError);
  });
});
