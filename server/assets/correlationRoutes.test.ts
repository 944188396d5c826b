import { describe, expect, it } from 'vitest';
import { ExpiringLru } from './correlationRoutes';

describe('ExpiringLru', () => {
  it('forgets the least recently used entry beyond its size', () => {
    const cache = new ExpiringLru<number>(2, 1000);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a', 1)).toBe(1); // a is now the most recent
    cache.set('c', 3, 2);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe(1);
    expect(cache.get('c', 3)).toBe(3);
  });

  it('expires entries after their time, and a new set renews them', () => {
    const cache = new ExpiringLru<string>(10, 100);
    cache.set('k', 'v', 0);
    expect(cache.get('k', 99)).toBe('v');
    expect(cache.get('k', 100)).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('k', 'w', 200);
    expect(cache.get('k', 250)).toBe('w');
  });
});
