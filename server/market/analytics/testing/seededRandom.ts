/**
 * Deterministic pseudo-random numbers for tests: mulberry32 for uniforms, Box–Muller for normals.
 * Never use for anything but tests and simulations that must be reproducible.
 *
 * @example
 * const rng = seededRandom(42);
 * const noise = rng.normals(1000); // Float64Array of N(0, 1) draws, the same for every run
 */
import { mulberry32 } from '../../../../engine/core/random/mulberry32';

export interface SeededRandom {
  /** A uniform draw in [0, 1). */
  uniform(): number;
  /** A standard normal draw. */
  normal(): number;
  /** `n` standard normal draws scaled by `sd` and shifted by `mean`. */
  normals(n: number, mean?: number, sd?: number): Float64Array;
}

export { mulberry32 };

export function seededRandom(seed: number): SeededRandom {
  const uniform = mulberry32(seed);
  let spare: number | null = null;
  const normal = (): number => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    let u = 0;
    while (u === 0) u = uniform();
    const v = uniform();
    const radius = Math.sqrt(-2 * Math.log(u));
    spare = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  };
  const normals = (n: number, mean = 0, sd = 1): Float64Array => {
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) out[i] = mean + sd * normal();
    return out;
  };
  return { uniform, normal, normals };
}

/** A geometric random walk of `n + 1` closes starting at `start` with daily log-return sd `sd`. */
export function randomWalkCloses(rng: SeededRandom, n: number, sd = 0.01, start = 100, drift = 0): Float64Array {
  const closes = new Float64Array(n + 1);
  closes[0] = start;
  let logPrice = Math.log(start);
  for (let i = 1; i <= n; i++) {
    logPrice += drift + sd * rng.normal();
    closes[i] = Math.exp(logPrice);
  }
  return closes;
}
