/**
 * The standard normal distribution: density, cumulative distribution (Hart 1968 / West 2005, double
 * precision: absolute error below 1e-14, relative error below 1e-8 out to 10 standard deviations) and its inverse (Wichura 1988, algorithm AS 241 PPND16,
 * relative error about 1e-16).
 */

const INV_SQRT_2PI = 0.3989422804014327;

/** φ(x) = exp(−x²/2) / √(2π). */
export function normalPdf(x: number): number {
  return INV_SQRT_2PI * Math.exp(-0.5 * x * x);
}

/** Φ(x), the probability that a standard normal variable is at most x. */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const z = Math.abs(x);
  let tail: number;
  if (z > 37) {
    tail = 0;
  } else {
    const e = Math.exp(-0.5 * z * z);
    if (z < 7.07106781186547) {
      let n = 0.0352624965998911 * z + 0.700383064443688;
      n = n * z + 6.37396220353165;
      n = n * z + 33.912866078383;
      n = n * z + 112.079291497871;
      n = n * z + 221.213596169931;
      n = n * z + 220.206867912376;
      let d = 0.0883883476483184 * z + 1.75566716318264;
      d = d * z + 16.064177579207;
      d = d * z + 86.7807322029461;
      d = d * z + 296.564248779674;
      d = d * z + 637.333633378831;
      d = d * z + 793.826512519948;
      d = d * z + 440.413735824752;
      tail = (e * n) / d;
    } else {
      const b = z + 1 / (z + 2 / (z + 3 / (z + 4 / (z + 0.65))));
      tail = e / b / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
}

/** Φ⁻¹(p) for 0 < p < 1; −∞ at 0, +∞ at 1, NaN outside. */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (
      (q *
        (((((((2509.0809287301227 * r + 33430.57558358813) * r + 67265.7709270087) * r +
          45921.95393154987) * r + 13731.69376550946) * r + 1971.5909503065513) * r +
          133.14166789178438) * r + 3.3871328727963665)) /
      (((((((5226.495278852546 * r + 28729.085735721943) * r + 39307.89580009271) * r +
        21213.794301586597) * r + 5394.196021424751) * r + 687.1870074920579) * r +
        42.31333070160091) * r + 1)
    );
  }
  let r = q < 0 ? p : 1 - p;
  r = Math.sqrt(-Math.log(r));
  let value: number;
  if (r <= 5) {
    r -= 1.6;
    value =
      (((((((0.0007745450142783414 * r + 0.022723844989269184) * r + 0.2417807251774506) * r +
        1.2704582524523684) * r + 3.6478483247632045) * r + 5.769497221460691) * r +
        4.630337846156546) * r + 1.4234371107496835) /
      (((((((1.0507500716444169e-09 * r + 0.0005475938084995345) * r + 0.015198666563616457) * r +
        0.14810397642748008) * r + 0.6897673349851) * r + 1.6763848301838038) * r +
        2.053191626637759) * r + 1);
  } else {
    r -= 5;
    value =
      (((((((2.0103343992922881e-07 * r + 2.7115555687434876e-05) * r + 0.0012426609473880784) * r +
        0.026532189526576124) * r + 0.29656057182850487) * r + 1.7848265399172913) * r +
        5.463784911164114) * r + 6.657904643501103) /
      (((((((2.0442631033899397e-15 * r + 1.421511758316446e-07) * r + 1.8463183175100548e-05) * r +
        0.0007868691311456133) * r + 0.014875361290850615) * r + 0.1369298809227358) * r +
        0.599832206555888) * r + 1);
  }
  return q < 0 ? -value : value;
}
