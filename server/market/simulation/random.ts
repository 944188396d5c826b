/**
 * Seeded randomness: a 32-bit string hash (to derive independent streams from seed + name) and
 * sfc32, a small fast generator with a 128-bit state. Every stream is consumed in a fixed order,
 * so a series generated to a later horizon starts with exactly the values of a shorter one.
 */

/** cyrb53-style hash of a string to an unsigned 32-bit integer. */
export function hashString(text: string, salt = 0): number {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** A uniform number in [0, 1) from a hash of the parts (stateless; for one-off choices). */
export function hashUnit(...parts: (string | number)[]): number {
  return hashString(parts.join('|')) / 4294967296;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spare = 0;
  private hasSpare = false;

  constructor(seed: number | string) {
    const s = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = s;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** sfc32. */
  nextUint32(): number {
    const a = this.a, b = this.b, c = this.c, d = this.d;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (c << 21) | (c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in the open interval (0, 1). */
  uniform(): number {
    return (this.nextUint32() + 0.5) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.uniform() * n);
  }

  /** Standard normal (Box–Muller, the second value kept for the next call). */
  normal(): number {
    if (this.hasSpare) {
      this.hasSpare = false;
      return this.spare;
    }
    const r = Math.sqrt(-2 * Math.log(this.uniform()));
    const theta = 2 * Math.PI * this.uniform();
    this.spare = r * Math.sin(theta);
    this.hasSpare = true;
    return r * Math.cos(theta);
  }

  /**
   * Student-t with 5 degrees of freedom scaled to unit variance (excess kurtosis 6):
   * z · sqrt((ν − 2) / χ²ν), with χ²₅ = −2 ln(u₁u₂) + n².
   */
  studentT5(): number {
    const z = this.normal();
    const n = this.normal();
    const chi2 = -2 * Math.log(this.uniform() * this.uniform()) + n * n;
    return z * Math.sqrt(3 / chi2);
  }
}
