/**
 * mulberry32: a small seeded 32-bit generator with a full 2^32 period, for reproducible demo
 * data, fixtures and tests (never for anything that must be unpredictable).
 *
 * @example const next = mulberry32(42); next() // the same value in [0, 1) on every run
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
