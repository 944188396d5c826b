/**
 * The heat map as one image: a pixel per cell, coloured by correlation on a diverging scale (blue
 * −1, light grey 0, red +1: ColorBrewer RdBu, readable for the common colour-vision deficiencies),
 * encoded as a 24-bit BMP data URL. An SVG of 250,000 rectangles (500 instruments) would stall the
 * browser; one <image> scaled with `image-rendering: pixelated` does not.
 */

type Rgb = readonly [number, number, number];

const NEGATIVE: Rgb = [33, 102, 172];
const NEUTRAL: Rgb = [247, 247, 247];
const POSITIVE: Rgb = [178, 24, 43];

/** The colour of a correlation (clamped to −1 … 1; not a number is neutral). */
export function heatColor(rho: number): Rgb {
  const r = Number.isFinite(rho) ? Math.max(-1, Math.min(1, rho)) : 0;
  const [from, to, f] = r < 0 ? [NEUTRAL, NEGATIVE, -r] : [NEUTRAL, POSITIVE, r];
  return [0, 1, 2].map((k) => Math.round(from[k]! + (to[k]! - from[k]!) * f)) as unknown as Rgb;
}

export function cssColor(rho: number): string {
  const [r, g, b] = heatColor(rho);
  return `rgb(${r} ${g} ${b})`;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The n × n image of `matrix` (row-major rows and columns in `order`): cell (row i, column j) is
 * matrix[order[i]][order[j]]. BMP rows run bottom-up, each padded to four bytes.
 */
export function heatImage(matrix: readonly (readonly number[])[], order: readonly number[]): string {
  const n = order.length;
  const stride = Math.ceil((n * 3) / 4) * 4;
  const size = 54 + stride * n;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x42; // 'B'
  bytes[1] = 0x4d; // 'M'
  view.setUint32(2, size, true);
  view.setUint32(10, 54, true); // pixel data offset
  view.setUint32(14, 40, true); // BITMAPINFOHEADER
  view.setInt32(18, n, true);
  view.setInt32(22, n, true);
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, 24, true); // bits per pixel
  view.setUint32(34, stride * n, true);
  for (let i = 0; i < n; i++) {
    const row = 54 + (n - 1 - i) * stride;
    const values = matrix[order[i]!] ?? [];
    for (let j = 0; j < n; j++) {
      const [r, g, b] = heatColor(values[order[j]!] ?? NaN);
      bytes[row + j * 3] = b;
      bytes[row + j * 3 + 1] = g;
      bytes[row + j * 3 + 2] = r;
    }
  }
  return `data:image/bmp;base64,${base64(bytes)}`;
}
