import { describe, expect, it } from 'vitest';
import { LruCache } from './lruCache';

describe('LRU cache', () => {
  it('evicts the least recently used entry', () => {
    const c = new LruCache<string, number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1);
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    expect(c.get('c')).toBe(3);
    expect(c.size).toBe(2);
    c.clear();
    expect(c.size).toBe(0);
    expect(() => new LruCache(0)).toThrow();
  });
});
