/**
 * A pure function of strings with its answers kept in a Map of at most `max` entries, the oldest
 * dropped first (no reordering on a hit: a hit costs one lookup). For work that repeats per
 * request with the same input, such as hashing a caller's token or a rate-limit key (issue 24).
 */
export function boundedMemo<V>(compute: (key: string) => V, max = 10_000): (key: string) => V {
  if (max < 1) throw new RangeError('max must be at least 1');
  const kept = new Map<string, V>();
  return (key) => {
    const hit = kept.get(key);
    if (hit !== undefined || kept.has(key)) return hit as V;
    const value = compute(key);
    if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    kept.set(key, value);
    return value;
  };
}
